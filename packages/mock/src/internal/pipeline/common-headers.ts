import { type Deprecation, headerNames } from '@petstore/contract';
import { linkRelations } from '@petstore/contract/internal';
import type { RateLimitState } from '../rate-limit/rate-limiter';

/** The `Deprecation`, `Sunset` and `Link` values of a deprecated operation, computed once. */
export interface DeprecationHeaders {
  readonly deprecation: string;
  readonly sunset: string;
  readonly link: string;
}

/**
 * RFC 9745 `@<unix-seconds>`, RFC 8594 HTTP-date and an RFC 8288 link to the migration guide. A
 * sunset configured before the contract's deprecation date moves the deprecation back to it: an
 * operation cannot be retired before it was deprecated.
 */
export function deprecationHeaders(deprecated: Deprecation, sunsetMs: number): DeprecationHeaders {
  const deprecatedMs = Math.min(Date.parse(deprecated.since), sunsetMs);
  return {
    deprecation: `@${Math.floor(deprecatedMs / 1000)}`,
    sunset: new Date(sunsetMs).toUTCString(),
    link: `<${deprecated.link}>; rel="${linkRelations.deprecation}"`,
  };
}

/** `X-RateLimit-Limit`, `-Remaining` and `-Reset` of a rate-limit state. */
export function rateLimitHeaders(rateLimit: RateLimitState): Record<string, string> {
  return {
    [headerNames.rateLimitLimit]: String(rateLimit.limit),
    [headerNames.rateLimitRemaining]: String(rateLimit.remaining),
    [headerNames.rateLimitReset]: String(rateLimit.reset),
  };
}

/** Headers of every answer: request id, rate-limit state, and deprecation where it applies. */
export function commonHeaders(
  requestId: string,
  rateLimit: RateLimitState | undefined,
  deprecation: DeprecationHeaders | undefined,
): Record<string, string> {
  return {
    [headerNames.requestId]: requestId,
    ...(rateLimit && rateLimitHeaders(rateLimit)),
    ...(deprecation && {
      [headerNames.deprecation]: deprecation.deprecation,
      [headerNames.sunset]: deprecation.sunset,
      [headerNames.link]: deprecation.link,
    }),
  };
}
