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
