import type { QuotaState } from '@petstore/contract/internal';

/** One fixed window of a bucket, aligned to multiples of its length since the epoch. */
export class FixedWindow {
  #start = Number.NaN;
  used = 0;

  constructor(
    readonly lengthMs: number,
    readonly limit: number,
  ) {}

  /** Moves to the window that holds `now`; returns true when that is a new window. */
  roll(now: number): boolean {
    const start = Math.floor(now / this.lengthMs) * this.lengthMs;
    if (start === this.#start) return false;
    this.#start = start;
    this.used = 0;
    return true;
  }

  get remaining(): number {
    return Math.max(0, this.limit - this.used);
  }

  get exhausted(): boolean {
    return this.used >= this.limit;
  }

  /** When the window ends, in milliseconds since the epoch. */
  get resetMs(): number {
    return this.#start + this.lengthMs;
  }

  /** The window as a quota of the standard fields, at `now` (within the window). */
  quota(name: string, now: number): Required<QuotaState> {
    return {
      name,
      quota: this.limit,
      windowSeconds: Math.ceil(this.lengthMs / 1000),
      remaining: this.remaining,
      resetSeconds: Math.ceil((this.resetMs - now) / 1000),
    };
  }
}
