// The service's time fields (`Retry-After`, `Deprecation`, `Sunset`, resets), read as moments a
// `Date` can hold.

/** The latest moment a `Date` can hold (ECMAScript time values reach ±8.64e15 ms). */
const maxTime = 8.64e15;

/**
 * A moment (Unix milliseconds) from a header, bounded so that a `Date` made of it is valid: an
 * absurd reset or `Retry-After` means "not before the end of time", not a `RangeError` later.
 */
export function clampTime(ms: number): number {
  return Math.min(Math.max(ms, 0), maxTime);
}

/**
 * Reads a `Retry-After` value, delta-seconds or an HTTP-date (RFC 9110, section 10.2.3), as milliseconds
 * from `now`. A date in the past gives 0; anything unreadable gives `undefined`; a wait past the
 * latest moment a `Date` holds ends there.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  if (value === null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return clampTime(now + Number(text) * 1000) - now;
  // An HTTP-date names its weekday and month; Date.parse alone would take "-3" as a year.
  const date = /^[a-z]{3}, /i.test(text) ? Date.parse(text) : Number.NaN;
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/**
 * Reads a date header or a contract date: an HTTP-date or ISO 8601, or `@<unix-seconds>` as RFC 9745
 * writes `Deprecation`. `undefined` when absent or unreadable.
 */
export function parseDate(value: string | null | undefined): Date | undefined {
  if (!value) return undefined;
  const unix = /^@(-?\d+)$/.exec(value.trim());
  const time = unix ? Number(unix[1]) * 1000 : Date.parse(value);
  const date = new Date(time);
  // Out of a Date's range (`@99999999999999999`) is unreadable too, not an Invalid Date.
  return Number.isNaN(date.getTime()) ? undefined : date;
}
