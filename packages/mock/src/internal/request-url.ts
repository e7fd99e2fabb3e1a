/**
 * The URL that an HTTP request-target names on `origin`. An origin-form target (`/path?query`) is
 * a path even when it starts with `//`: `new URL('//x/pets/1', origin)` would read `x` as another
 * host and route `/pets/1`, so a path the mock does not serve would reach an operation.
 */
export function requestUrl(target: string, origin: string): URL {
  return target.startsWith('/') ? new URL(`${origin}${target}`) : new URL(target, origin);
}
