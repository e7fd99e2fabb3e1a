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

// The three forms of an HTTP-date (RFC 9110, section 5.6.7): IMF-fixdate, RFC 850 and asctime,
// whole seconds, always GMT. Date.parse alone takes far more ("-3" as a year, a local time).
const imfOrRfc850 = /^[A-Z][a-z]{2,8}, \d{2}[ -][A-Z][a-z]{2}[ -]\d{2}(?:\d{2})? \d{2}:\d{2}:\d{2} GMT$/;
const asctime = /^[A-Z][a-z]{2} [A-Z][a-z]{2} [ \d]\d \d{2}:\d{2}:\d{2} \d{4}$/;

/**
 * Reads an HTTP-date in any of its three forms (RFC 9110, section 5.6.7) as Unix milliseconds;
 * asctime, which names no zone, as GMT. `NaN` for anything else.
 */
export function parseHttpDate(text: string): number {
  if (imfOrRfc850.test(text)) return Date.parse(text);
  return asctime.test(text) ? Date.parse(`${text} GMT`) : Number.NaN;
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
  const date = parseHttpDate(text);
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
