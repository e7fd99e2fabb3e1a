import { type Deprecation, headerNames } from '@petstore/contract';
import { formatRateLimitFields, linkRelations } from '@petstore/contract/internal';
import type { RateLimitHeaders } from '../../options';
import type { RateLimitState } from '../rate-limit/rate-limiter';

/** The `Deprecation`, `Sunset` and `Link` values of a deprecated operation, computed once. */
export interface DeprecationHeaders {
  readonly deprecation: string;
  readonly sunset: string;
  readonly link: string;
}

/**
 * RFC 9745 `@<unix-seconds>`, RFC 8594 HTTP-date and RFC 8288 links to the migration guide, as
 * the deprecation's and the sunset's (RFC 8594, section 3) documentation. A
 * sunset configured before the contract's deprecation date moves the deprecation back to it: an
 * operation cannot be retired before it was deprecated.
 */
export function deprecationHeaders(deprecated: Deprecation, sunsetMs: number): DeprecationHeaders {
  const deprecatedMs = Math.min(Date.parse(deprecated.since), sunsetMs);
  return {
    deprecation: `@${Math.floor(deprecatedMs / 1000)}`,
    sunset: new Date(sunsetMs).toUTCString(),
    link: [linkRelations.deprecation, linkRelations.sunset]
      .map((relation) => `<${deprecated.link}>; rel="${relation}"`)
      .join(', '),
  };
}

/**
 * The rate-limit headers of a state, of the generations the mock speaks: `X-RateLimit-Limit`,
 * `-Remaining` and `-Reset` of the binding window; `RateLimit-Policy` and `RateLimit` of both.
 */
export function rateLimitHeaders(
  rateLimit: RateLimitState,
  generations: RateLimitHeaders,
): Record<string, string> {
  const headers: Record<string, string> = {};
  if (generations !== 'standard') {
    headers[headerNames.rateLimitLimit] = String(rateLimit.limit);
    headers[headerNames.rateLimitRemaining] = String(rateLimit.remaining);
    headers[headerNames.rateLimitReset] = String(rateLimit.reset);
  }
  if (generations !== 'x-ratelimit') {
    const fields = formatRateLimitFields(rateLimit.quotas);
    headers[headerNames.rateLimitPolicy] = fields.policy;
    headers[headerNames.rateLimit] = fields.rateLimit;
  }
  return headers;
}

/** Headers of every answer: request id, rate-limit state, and deprecation where it applies. */
export function commonHeaders(
  requestId: string,
  rateLimit: RateLimitState | undefined,
  generations: RateLimitHeaders,
  deprecation: DeprecationHeaders | undefined,
): Record<string, string> {
  return {
    [headerNames.requestId]: requestId,
    ...(rateLimit && rateLimitHeaders(rateLimit, generations)),
    ...(deprecation && {
      [headerNames.deprecation]: deprecation.deprecation,
      [headerNames.sunset]: deprecation.sunset,
      [headerNames.link]: deprecation.link,
    }),
  };
}
