/** Names of the HTTP headers the service reads or writes. */
export const headerNames = {
  apiKey: 'X-API-Key',
  rateLimitLimit: 'X-RateLimit-Limit',
  rateLimitRemaining: 'X-RateLimit-Remaining',
  rateLimitReset: 'X-RateLimit-Reset',
  rateLimitPolicy: 'RateLimit-Policy',
  rateLimit: 'RateLimit',
  retryAfter: 'Retry-After',
  deprecation: 'Deprecation',
  sunset: 'Sunset',
  link: 'Link',
  location: 'Location',
  totalCount: 'X-Total-Count',
  requestId: 'X-Request-Id',
  idempotencyKey: 'Idempotency-Key',
  idempotentReplayed: 'Idempotent-Replayed',
  contentType: 'Content-Type',
  date: 'Date',
  age: 'Age',
} as const;

/* @__NO_SIDE_EFFECTS__ */
function listExposedHeaders() {
  return [
    headerNames.rateLimitLimit,
    headerNames.rateLimitRemaining,
    headerNames.rateLimitReset,
    headerNames.rateLimitPolicy,
    headerNames.rateLimit,
    headerNames.retryAfter,
    headerNames.deprecation,
    headerNames.sunset,
    headerNames.link,
    headerNames.location,
    headerNames.totalCount,
    headerNames.requestId,
    headerNames.idempotentReplayed,
    headerNames.date,
    headerNames.age,
  ] as const;
}

/**
 * Headers that browsers may read from cross-origin responses (docs/design/0007-keys-authentication-and-browsers.md). Built by a pure
 * call: bundlers keep a list of `headerNames` reads wherever its module is, used or not.
 */
export const exposedHeaders = listExposedHeaders();
