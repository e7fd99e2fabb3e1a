import type { ClientInstant, RateLimitClock, StoreTime } from '@petstore/sdk';
import type { RedisRateLimitStoreClient } from './redis-rate-limit-store-options';

/**
 * Offsets under this are left at 0: `X-RateLimit-Reset` has whole seconds, and a member then
 * decides exactly as its own clock says (as the in-memory store does). @unit milliseconds
 */
const negligibleMs = 250;
/** A round trip to Redis longer than this gives no offset. @unit milliseconds */
const slowRoundTripMs = 100;
/** How often the offset is measured again. @unit milliseconds */
const refreshMs = 60_000;

/** `moment` of a client's clock on Redis's, by `offset` (what {@link RedisClock.offset} said). */
export function onRedisClock(moment: ClientInstant, offset: number): StoreTime {
  return Math.ceil(moment + offset) as StoreTime;
}

/** `moment` of Redis's clock on the client's (`0`, no moment, stays `0`). */
export function onClientClock(moment: StoreTime, offset: number): ClientInstant {
  return (moment > 0 ? moment - offset : 0) as ClientInstant;
}

/**
 * How far the clients' clock is from Redis's (`TIME`), so that every member speaks Redis's time to
 * the shared record: the record then has one clock, and a member's own clock only measures its own
 * waits (docs/many-processes.md, "Clocks"). Measured against the clock the SDK gives the store,
 * which never steps back, so that a step back of this process's clock moves nothing; measured
 * once the connection is up and every minute after, in the background: a call never waits for it.
 */
export class RedisClock {
  readonly #redis: RedisRateLimitStoreClient;
  #offset = 0;
  #measuredAt = Number.NEGATIVE_INFINITY;
  #measuring = false;

  constructor(redis: RedisRateLimitStoreClient) {
    this.#redis = redis;
  }

  /**
   * Milliseconds to add to a moment of `clock` to read Redis's; measured again when it is due.
   * @param clock - The clients' clock, from the store's context.
   */
  offset(clock: RateLimitClock): number {
    if (!this.#measuring && this.#redis.status === 'ready' && clock.now() - this.#measuredAt >= refreshMs) {
      this.#measuring = true;
      void this.#measure(clock).finally(() => {
        this.#measuring = false;
      });
    }
    return this.#offset;
  }

  async #measure(clock: RateLimitClock): Promise<void> {
    const before = clock.now();
    try {
      const [seconds, micros] = await this.#redis.time();
      const after = clock.now();
      // A slow round trip (a busy process or network) says little of where in it Redis read its
      // clock: such a sample is dropped, and the next decision measures again.
      if (after - before > slowRoundTripMs) return;
      const offset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (before + after) / 2;
      this.#offset = Math.abs(offset) < negligibleMs ? 0 : Math.round(offset);
      this.#measuredAt = after;
    } catch {
      // Redis is failing: the decisions find out and fall back by themselves.
    }
  }
}
