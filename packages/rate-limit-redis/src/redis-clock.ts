import type { Cluster, Redis } from 'ioredis';

/**
 * Offsets under this are left at 0: `X-RateLimit-Reset` has whole seconds, and a member then
 * decides exactly as its own clock says (as the in-memory store does). @unit milliseconds
 */
const negligibleMs = 250;
/** A round trip to Redis longer than this gives no offset. @unit milliseconds */
const slowRoundTripMs = 100;
/** How often the offset is measured again. @unit milliseconds */
const refreshMs = 60_000;

/**
 * How far this process's clock is from Redis's (`TIME`), so that every member speaks Redis's time
 * to the shared record: the record then has one clock, and a member's own clock only measures its
 * own waits (docs/many-processes.md, "Clocks"). Measured once the connection is up and every
 * minute after, in the background; a call never waits for it.
 */
export class RedisClock {
  readonly #redis: Redis | Cluster;
  #offset = 0;
  #measuredAt = Number.NEGATIVE_INFINITY;
  #measuring = false;

  constructor(redis: Redis | Cluster) {
    this.#redis = redis;
  }

  /** Milliseconds to add to this process's clock to read Redis's. */
  get offset(): number {
    if (!this.#measuring && this.#redis.status === 'ready' && Date.now() - this.#measuredAt >= refreshMs) {
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
