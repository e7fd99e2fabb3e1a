/** A query value as the SDK accepts it: scalars, or lists for repeatable parameters. */
export type QueryValue = string | number | boolean | readonly (string | number | boolean)[] | undefined;

/** Writes a query object as URL search parameters: lists repeat their name, `undefined` is left out. */
export function encodeQuery(query: Readonly<Record<string, QueryValue>>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(name, String(item));
  }
  return params;
}
