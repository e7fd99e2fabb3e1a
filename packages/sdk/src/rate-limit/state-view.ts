import { type ClientInstant, clampTime, type QuotaState } from '@petstore/contract/internal';
import type { RateLimitPolicyState, RateLimitState } from '../api/rate-limit-state';
import type { RateLimitWindow } from '../api/rate-limit-store';

/** What `client.rateLimit` shows, as the gate last saw it: replaced whole, never changed. */
export interface SeenState {
  /** The last window announced. */
  readonly window?: RateLimitWindow | undefined;
  /** The last quotas announced, and when the answer that announced them arrived. */
  readonly quotas?: readonly QuotaState[] | undefined;
  readonly quotasAt: ClientInstant;
  /** The latest hold known: this client's, or another's of the store. */
  readonly heldUntil: ClientInstant;
}

/**
 * `client.rateLimit` as of `now`: the last window and quotas announced and the hold known, each
 * moment shown on `Date.now()`'s clock by `toDate` (the steps back of the client's clock taken out).
 */
export function stateOf(
  { window, quotas, quotasAt, heldUntil }: SeenState,
  now: ClientInstant,
  toDate: (moment: number) => Date,
): RateLimitState | undefined {
  if (!window) return undefined;
  const policies = (quotas ?? []).map(
    ({ name, quota, windowSeconds, remaining, resetSeconds }): RateLimitPolicyState => ({
      name,
      quota,
      windowSeconds,
      remaining,
      resetAt: toDate(clampTime(quotasAt + resetSeconds * 1000)),
    }),
  );
  return {
    limit: window.limit,
    remaining: window.remaining,
    resetAt: toDate(window.resetAt),
    blockedUntil: heldUntil > now ? toDate(heldUntil) : undefined,
    policies,
  };
}
