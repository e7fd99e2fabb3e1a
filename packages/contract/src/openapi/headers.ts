import { headerNames } from '../headers';
import type { JsonSchema } from './types';

const integer = { type: 'integer', format: 'int64' };
const text = { type: 'string' };

/** Response headers of the document, by component name. */
export const headerComponents: Record<string, JsonSchema> = {
  RateLimitLimit: {
    description: 'Requests allowed in the binding window (the one with fewer left)',
    schema: integer,
  },
  RateLimitRemaining: {
    description: 'Requests left in the binding window, counting this one',
    schema: integer,
  },
  RateLimitReset: { description: 'Unix time (seconds) at which the binding window resets', schema: integer },
  RateLimitPolicy: {
    description:
      'draft-ietf-httpapi-ratelimit-headers-10: both quotas of the plan as a Structured Field List, each a name with `q` (requests per window) and `w` (window length in seconds)',
    schema: text,
    example: '"minute";q=60;w=60, "day";q=1000;w=86400',
  },
  RateLimit: {
    description:
      'draft-ietf-httpapi-ratelimit-headers-10: both quotas now, each a name with `r` (requests left) and `t` (seconds until the quota returns); `X-RateLimit-*` carries the one with fewer left',
    schema: text,
    example: '"minute";r=41;t=17, "day";r=958;t=40122',
  },
  RequestId: { description: 'Identifies this request in logs and support requests', schema: text },
  RetryAfter: {
    description: 'Whole seconds to wait before the next request',
    schema: { type: 'integer', minimum: 1 },
  },
  TotalCount: { description: 'Number of records matching the filters, across all pages', schema: integer },
  PageLink: { description: 'RFC 8288 links to the `next` and `prev` pages, where they exist', schema: text },
  Location: { description: 'Path of the record created', schema: text },
  IdempotentReplayed: {
    description: '`true` when the answer is the replay of an earlier request with the same `Idempotency-Key`',
    schema: { type: 'boolean' },
  },
  Deprecation: {
    description: 'RFC 9745: when the operation was deprecated, as `@<unix-seconds>`',
    schema: text,
  },
  Sunset: { description: 'RFC 8594: the HTTP-date after which the operation answers 410', schema: text },
  DeprecationLink: {
    description:
      'RFC 8288 links with `rel="deprecation"` (RFC 9745) and `rel="sunset"` (RFC 8594) to the migration guide',
    schema: text,
  },
};

function refs(entries: Record<string, string>): Record<string, JsonSchema> {
  return Object.fromEntries(
    Object.entries(entries).map(([header, component]) => [
      header,
      { $ref: `#/components/headers/${component}` },
    ]),
  );
}

/**
 * `$ref`s to the header components, by the responses that carry them. A function, so that a bundle
 * that never generates the document drops it (its keys read `headerNames`, which bundlers keep).
 */
/* @__NO_SIDE_EFFECTS__ */
export function headerRefs() {
  return {
    /** Headers on every response. */
    everyResponse: refs({ [headerNames.requestId]: 'RequestId' }),
    /** Headers on every response; a public operation reports the window without counting itself. */
    rateLimit: refs({
      [headerNames.rateLimitLimit]: 'RateLimitLimit',
      [headerNames.rateLimitRemaining]: 'RateLimitRemaining',
      [headerNames.rateLimitReset]: 'RateLimitReset',
      [headerNames.rateLimitPolicy]: 'RateLimitPolicy',
      [headerNames.rateLimit]: 'RateLimit',
    }),
    /** Headers on 429 and 403 `api_key_banned`. */
    retry: refs({ [headerNames.retryAfter]: 'RetryAfter' }),
    /** Headers on a page. */
    page: refs({ [headerNames.totalCount]: 'TotalCount', [headerNames.link]: 'PageLink' }),
    /** Headers on the success of an operation that honours `Idempotency-Key`. */
    replayable: refs({ [headerNames.idempotentReplayed]: 'IdempotentReplayed' }),
    /** Headers on 201. */
    created: refs({ [headerNames.location]: 'Location' }),
    /** Headers on every answer of a deprecated operation. */
    deprecation: refs({
      [headerNames.deprecation]: 'Deprecation',
      [headerNames.sunset]: 'Sunset',
      [headerNames.link]: 'DeprecationLink',
    }),
  };
}

/** The header groups of {@link headerRefs}. */
export type HeaderRefs = ReturnType<typeof headerRefs>;
