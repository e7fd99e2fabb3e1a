import { type Deprecation, headerNames, linkRelations } from '@petstore/contract';
import type { RateLimitState } from '../rate-limit/rate-limiter';

/** The `Deprecation`, `Sunset` and `Link` values of a deprecated operation, computed once. */
export interface DeprecationHeaders {
  readonly deprecation: string;
  readonly sunset: string;
  readonly link: string;
}

/** RFC 9745 `@<unix-seconds>`, RFC 8594 HTTP-date and an RFC 8288 link to the migration guide. */
export function deprecationHeaders(deprecated: Deprecation, sunsetMs: number): DeprecationHeaders {
  return {
    deprecation: `@${Math.floor(Date.parse(deprecated.since) / 1000)}`,
    sunset: new Date(sunsetMs).toUTCString(),
    link: `<${deprecated.link}>; rel="${linkRelations.deprecation}"`,
  };
}

/**
 * Headers of every response: request id, rate-limit state (unless the operation is public, so not
 * metered), and deprecation where it applies.
 */
export function commonHeaders(
  requestId: string,
  rateLimit: RateLimitState | undefined,
  deprecation: DeprecationHeaders | undefined,
): Headers {
  const headers = new Headers();
  headers.set(headerNames.requestId, requestId);
  if (rateLimit) {
    headers.set(headerNames.rateLimitLimit, String(rateLimit.limit));
    headers.set(headerNames.rateLimitRemaining, String(rateLimit.remaining));
    headers.set(headerNames.rateLimitReset, String(rateLimit.reset));
  }
  if (deprecation) {
    headers.set(headerNames.deprecation, deprecation.deprecation);
    headers.set(headerNames.sunset, deprecation.sunset);
    headers.append(headerNames.link, deprecation.link);
  }
  return headers;
}
