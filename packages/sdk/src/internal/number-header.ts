/** A header that holds a number, or `undefined` when it is absent or not a number. */
export function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
