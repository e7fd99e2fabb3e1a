/** The latest moment a `Date` can hold (ECMAScript time values reach ±8.64e15 ms). */
const maxTime = 8.64e15;

/**
 * A moment (Unix milliseconds) from a header, bounded so that a `Date` made of it is valid: an
 * absurd reset or `Retry-After` means "not before the end of time", not a `RangeError` later.
 */
export function clampTime(ms: number): number {
  return Math.min(Math.max(ms, 0), maxTime);
}
