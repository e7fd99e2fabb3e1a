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
  /** Requests allowed in the binding window, from `X-RateLimit-Limit`. */
  readonly limit: number;
  /** Requests left in that window, from `X-RateLimit-Remaining`. */
  readonly remaining: number;
  /** When the window resets, from `X-RateLimit-Reset`. */
  readonly resetAt: Date;
  /** Until when the client holds every request after a 429 or a ban; `undefined` when it does not. */
  readonly blockedUntil: Date | undefined;
}
