import type { RateLimitStoreContext } from '@petstore/sdk';
import type { RedisRateLimitStoreClient } from './redis-rate-limit-store-options';

/**
 * Offsets under this are left at 0: `X-RateLimit-Reset` has whole seconds, and a member then
 * decides exactly as its own clock says (as the in-memory store does). @unit milliseconds
 */
const negligibleMs = 250;
/** A round trip to Redis longer than this gives no offset. @unit milliseconds */
const slowRoundTripMs = 100;
/** A read of this process's clock earlier than the last by more than this is a step back. @unit milliseconds */
const stepBackMs = 1000;
/** How often the offset is measured again. @unit milliseconds */
const refreshMs = 60_000;

/**
 * How far this process's clock is from Redis's (`TIME`), so that every member speaks Redis's time
 * to the shared record: the record then has one clock, and a member's own clock only measures its
 * own waits (docs/many-processes.md, "Clocks"). Measured once the connection is up and every
 * minute after, in the background; a call never waits for it.
 */
export class RedisClock {
  readonly #redis: RedisRateLimitStoreClient;
  #offset = 0;
  #measuredAt = Number.NEGATIVE_INFINITY;
  /** When this process's clock was last read, to notice it stepping back. */
  #readAt = 0;
  #measuring = false;

  constructor(redis: RedisRateLimitStoreClient) {
    this.#redis = redis;
  }

  /**
   * Milliseconds to add to a client's clock to read Redis's. A client's clock is `Date.now()` with
   * the steps back of it added (`context.stepBackMs`, packages/sdk/src/internal/rate-limit-gate.ts),
   * and the offset is measured on `Date.now()`: so the steps are taken off, and a member whose
   * clock stepped back reads Redis's late until it measures again (at once), never early.
   */
  offsetFrom(context: RateLimitStoreContext): number {
    return this.#current() - (context.stepBackMs ?? 0);
  }

  /** Milliseconds to add to `Date.now()` to read Redis's. */
  #current(): number {
    const now = Date.now();
    // Measured again at once when this process's clock stepped back (as the gate tells a step).
    const stepped = now < this.#readAt - stepBackMs;
    this.#readAt = now;
    if (
      !this.#measuring &&
      this.#redis.status === 'ready' &&
      (stepped || now - this.#measuredAt >= refreshMs)
    ) {
      this.#measuring = true;
      void this.#measure().finally(() => {
        this.#measuring = false;
      });
    }
    return this.#offset;
  }

  async #measure(): Promise<void> {
    const before = Date.now();
    try {
      const [seconds, micros] = await this.#redis.time();
      const after = Date.now();
      // A slow round trip (a busy process or network) says little of where in it Redis read its
      // clock: such a sample is dropped, and the next decision measures again; so is one across a
      // step of this process's clock.
      if (!(after >= before && after - before <= slowRoundTripMs)) return;
      const offset = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000) - (before + after) / 2;
      this.#offset = Math.abs(offset) < negligibleMs ? 0 : Math.round(offset);
      this.#measuredAt = after;
    } catch {
      // Redis is failing: the decisions find out and fall back by themselves.
    }
  }
}
