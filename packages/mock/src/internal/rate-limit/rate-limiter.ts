import { type ErrorCode, headerNames, type PlanLimits, quotaNames } from '@petstore/contract';
import {
  bindingQuota,
  formatRateLimit,
  formatRateLimitPolicy,
  type QuotaState,
} from '@petstore/contract/internal';
import type { RateLimitHeaders } from '../../api/options';

/**
 * A bucket's state as one answer reports it (docs/design/0003-rate-limit-windows-and-bans.md): the
 * binding window for `X-RateLimit-*`, and both quotas for `RateLimit-Policy` and `RateLimit`.
 */
export interface BucketState {
  readonly limit: number;
  readonly remaining: number;
  /** Unix seconds at which the binding window resets. */
  readonly reset: number;
  readonly quotas: readonly Required<QuotaState>[];
  /** The `RateLimit-Policy` value: the bucket's quotas and windows, written once per bucket. */
  readonly policy: string;
}

/** What the limiter decided about one request. */
export interface Admission {
  readonly outcome: 'admitted' | 'rate_limited' | 'banned';
  /** Whole seconds (at least 1) until a refused request may be sent again. */
  readonly retryAfter?: number;
  readonly state: BucketState;
}

/** Settings of the limiter, from the resolved mock options. */
export interface RateLimiterSettings {
  readonly minuteMs: number;
  readonly dayMs: number;
  readonly banAfter429s: number;
  readonly banMs: number;
}

/** One fixed window of a bucket, aligned to multiples of its length since the epoch. */
class FixedWindow {
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

  /** The window's length as the standard fields state it. @unit seconds */
  get windowSeconds(): number {
    return Math.ceil(this.lengthMs / 1000);
  }

  /** The window as a quota of the standard fields, at `now` (within the window). */
  quota(name: string, now: number): Required<QuotaState> {
    return {
      name,
      quota: this.limit,
      windowSeconds: this.windowSeconds,
      remaining: this.remaining,
      resetSeconds: Math.ceil((this.resetMs - now) / 1000),
    };
  }
}

class Bucket {
  readonly minute: FixedWindow;
  readonly day: FixedWindow;
  refusals = 0;
  bannedUntil = 0;
  readonly policy: string;

  constructor(
    plan: PlanLimits,
    settings: RateLimiterSettings,
    readonly bannable: boolean,
  ) {
    this.minute = new FixedWindow(settings.minuteMs, plan.perMinute);
    this.day = new FixedWindow(settings.dayMs, plan.perDay);
    this.policy = formatRateLimitPolicy([
      { name: quotaNames.minute, quota: plan.perMinute, windowSeconds: this.minute.windowSeconds },
      { name: quotaNames.day, quota: plan.perDay, windowSeconds: this.day.windowSeconds },
    ]);
  }

  roll(now: number): void {
    if (this.minute.roll(now)) this.refusals = 0;
    this.day.roll(now);
  }

  state(now: number): BucketState {
    const minute = this.minute.quota(quotaNames.minute, now);
    const day = this.day.quota(quotaNames.day, now);
    const binding = bindingQuota([minute, day]) === day ? this.day : this.minute;
    return {
      limit: binding.limit,
      remaining: binding.remaining,
      reset: Math.ceil(binding.resetMs / 1000),
      quotas: [minute, day],
      policy: this.policy,
    };
  }
}

const secondsUntil = (time: number, now: number) => Math.max(1, Math.ceil((time - now) / 1000));

/**
 * Fixed minute and day windows per API key, one shared bucket for requests without a valid key,
 * and temporary bans for keys that keep going over their limit. Refused requests do not count.
 */
export class RateLimiter {
  #buckets = new Map<string, Bucket>();
  #anonymous: Bucket;

  constructor(
    private readonly settings: RateLimiterSettings,
    private readonly anonymousPlan: PlanLimits,
  ) {
    this.#anonymous = new Bucket(anonymousPlan, settings, false);
  }

  /**
   * Decides about one request and counts it when admitted.
   * @param key the request's valid API key and its plan, or undefined for the anonymous bucket.
   */
  admit(key: { name: string; plan: PlanLimits } | undefined, now: number): Admission {
    const bucket = key ? this.#bucketOf(key.name, key.plan) : this.#anonymous;
    bucket.roll(now);
    if (bucket.bannedUntil > now) {
      return {
        outcome: 'banned',
        retryAfter: secondsUntil(bucket.bannedUntil, now),
        state: bucket.state(now),
      };
    }
    const exhausted = [bucket.minute, bucket.day].filter((window) => window.exhausted);
    if (exhausted.length > 0) {
      bucket.refusals += 1;
      if (bucket.bannable && bucket.refusals >= this.settings.banAfter429s) {
        bucket.bannedUntil = now + this.settings.banMs;
      }
      const retryAt = Math.max(...exhausted.map((window) => window.resetMs));
      return { outcome: 'rate_limited', retryAfter: secondsUntil(retryAt, now), state: bucket.state(now) };
    }
    bucket.minute.used += 1;
    bucket.day.used += 1;
    return { outcome: 'admitted', state: bucket.state(now) };
  }

  /**
   * The state of a bucket without counting anything: what a public operation reports, so that
   * every answer carries the rate-limit headers.
   */
  peek(key: { name: string; plan: PlanLimits } | undefined, now: number): BucketState {
    const bucket = key ? this.#bucketOf(key.name, key.plan) : this.#anonymous;
    bucket.roll(now);
    return bucket.state(now);
  }

  /** Forgets every count and ban. */
  reset(): void {
    this.#buckets.clear();
    this.#anonymous = new Bucket(this.anonymousPlan, this.settings, false);
  }

  #bucketOf(name: string, plan: PlanLimits): Bucket {
    let bucket = this.#buckets.get(name);
    if (!bucket) {
      bucket = new Bucket(plan, this.settings, true);
      this.#buckets.set(name, bucket);
    }
    return bucket;
  }
}

/**
 * The rate-limit headers of a bucket's state, of the generations the mock speaks: `X-RateLimit-Limit`,
 * `-Remaining` and `-Reset` of the binding window; `RateLimit-Policy` and `RateLimit` of both.
 * Written into `headers` when given (an answer's own, so they are not copied again), else into a
 * new object; returns the object written.
 */
export function rateLimitHeaders(
  state: BucketState,
  generations: RateLimitHeaders,
  headers: Record<string, string> = {},
): Record<string, string> {
  if (generations !== 'standard') {
    headers[headerNames.rateLimitLimit] = String(state.limit);
    headers[headerNames.rateLimitRemaining] = String(state.remaining);
    headers[headerNames.rateLimitReset] = String(state.reset);
  }
  if (generations !== 'x-ratelimit') {
    headers[headerNames.rateLimitPolicy] = state.policy;
    headers[headerNames.rateLimit] = formatRateLimit(state.quotas);
  }
  return headers;
}

/** The refusal of a request the limiter did not admit (429 or the ban's 403); undefined when admitted. */
export function admissionRefusal(
  admission: Admission | undefined,
): { code: ErrorCode; message: string; retryAfter?: number } | undefined {
  if (!admission) return undefined;
  const { outcome, retryAfter } = admission;
  if (outcome === 'banned') {
    const message = `The API key is banned for ${retryAfter} s after repeated 429s`;
    return { code: 'api_key_banned', message, retryAfter };
  }
  if (outcome === 'rate_limited') {
    return { code: 'rate_limited', message: `Rate limit exceeded; retry in ${retryAfter} s`, retryAfter };
  }
  return undefined;
}
