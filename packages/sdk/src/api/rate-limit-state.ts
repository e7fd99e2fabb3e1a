/**
 * The rate-limit state this client last saw, shared by all its calls (`client.rateLimit`).
 *
 * @example
 * ```ts
 * await client.pets.list();
 * console.log(client.rateLimit?.remaining, client.rateLimit?.resetAt);
 * ```
 */
export interface RateLimitState {
  /**
   * Requests allowed in the binding window: the quota with the fewest requests left, from
   * `RateLimit` and `RateLimit-Policy` when the service sends them, else `X-RateLimit-Limit`.
   */
  readonly limit: number;
  /**
   * Requests left in that window (`r`, or `X-RateLimit-Remaining`): the lowest any of its answers
   * gave, as the gate counts (answers to calls sent together arrive out of order).
   */
  readonly remaining: number;
  /** When the window resets (`t`, or `X-RateLimit-Reset`). */
  readonly resetAt: Date;
  /** Until when the client holds every request after a 429 or a ban; `undefined` when it does not. */
  readonly blockedUntil: Date | undefined;
  /**
   * Every quota the last answer announced in `RateLimit-Policy` and `RateLimit`
   * (draft-ietf-httpapi-ratelimit-headers-10), the day quota beside the minute one; empty when it
   * sent only `X-RateLimit-*`.
   */
  readonly policies: readonly RateLimitPolicyState[];
}

/**
 * One quota of the service, as its standard rate-limit fields announce it.
 *
 * @example
 * ```ts
 * const day = client.rateLimit?.policies.find((policy) => policy.name === 'day');
 * if (day && day.remaining < 10) console.warn(`${day.remaining} calls left until ${day.resetAt}`);
 * ```
 */
export interface RateLimitPolicyState {
  /** The policy's name (`minute`, `day`). */
  readonly name: string;
  /** Requests allowed per window (`q`); `undefined` when `RateLimit-Policy` did not name it. */
  readonly quota: number | undefined;
  /** The window's length (`w`); `undefined` when not announced. @unit seconds */
  readonly windowSeconds: number | undefined;
  /** Requests left in the current window (`r`). */
  readonly remaining: number;
  /** When the quota returns (`t` seconds after the answer). */
  readonly resetAt: Date;
}
