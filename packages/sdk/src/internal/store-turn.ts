import type { RateLimitRecord, RateLimitTurn } from '../core/rate-limit-store';

/** Whether `value` is a promise, of this realm or another, or any other thenable. */
export function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    value instanceof Promise ||
    (typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function')
  );
}

function isDuration(value: unknown): value is number {
  return typeof value === 'number' && value >= 0 && value <= Number.MAX_SAFE_INTEGER;
}

/**
 * The turn a rate-limit store answered, read once field by field into an object of the SDK's own
 * (a getter of the store's object is not read twice), or what makes it something else. A store is
 * code the user plugged in: the gate acts on nothing it has not read here.
 * @returns The turn, or a phrase for "the rate-limit store answered …".
 */
export function readStoreTurn(value: unknown): RateLimitTurn | string {
  if (typeof value !== 'object' || value === null)
    return `${value === null ? 'null' : typeof value}, not a turn`;
  const { lease, waitMs, record } = value as Partial<Record<keyof RateLimitTurn, unknown>>;
  if (lease !== undefined && typeof lease !== 'string') return 'a lease that is not a string';
  if (lease === undefined && waitMs !== undefined && !isDuration(waitMs))
    return 'a waitMs that is not a number of milliseconds from 0 to 2^53 - 1';
  if (typeof record !== 'object' || record === null) return 'a turn without a record';
  const { limit, remaining, resetAt, untracked, blockedUntil, blockedStatus, blockedCode } =
    record as Partial<Record<keyof RateLimitRecord, unknown>>;
  const numbers = [limit, remaining, resetAt, blockedUntil, blockedStatus];
  if (!numbers.every(Number.isFinite)) return 'a record with a field that is not a number';
  if (typeof untracked !== 'boolean') return 'a record whose untracked is not a boolean';
  if (blockedCode !== undefined && typeof blockedCode !== 'string')
    return 'a record whose blockedCode is not a string';
  return {
    lease,
    waitMs: lease === undefined ? (waitMs as number | undefined) : undefined,
    record: {
      limit: limit as number,
      remaining: remaining as number,
      resetAt: resetAt as number,
      untracked,
      blockedUntil: blockedUntil as number,
      blockedStatus: blockedStatus as number,
      blockedCode: blockedCode as RateLimitRecord['blockedCode'],
    },
  };
}
