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
  RequestId: { description: 'Identifies this request in logs and support requests', schema: text },
  RetryAfter: {
    description: 'Whole seconds to wait before the next request',
    schema: { type: 'integer', minimum: 1 },
  },
  TotalCount: { description: 'Number of records matching the filters, across all pages', schema: integer },
  PageLink: { description: 'RFC 8288 links to the `next` and `prev` pages, where they exist', schema: text },
  Location: { description: 'Path of the record created', schema: text },
  Deprecation: {
    description: 'RFC 9745: when the operation was deprecated, as `@<unix-seconds>`',
    schema: text,
  },
  Sunset: { description: 'RFC 8594: the HTTP-date after which the operation answers 410', schema: text },
  DeprecationLink: {
    description: 'RFC 8288 link with `rel="deprecation"` to the migration guide',
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

/** Headers on every response. */
export const everyResponseHeaders = refs({
  [headerNames.rateLimitLimit]: 'RateLimitLimit',
  [headerNames.rateLimitRemaining]: 'RateLimitRemaining',
  [headerNames.rateLimitReset]: 'RateLimitReset',
  [headerNames.requestId]: 'RequestId',
});
/** Headers on 429 and 403 `api_key_banned`. */
export const retryHeaders = refs({ [headerNames.retryAfter]: 'RetryAfter' });
/** Headers on a page. */
export const pageHeaders = refs({ [headerNames.totalCount]: 'TotalCount', [headerNames.link]: 'PageLink' });
/** Headers on 201. */
export const createdHeaders = refs({ [headerNames.location]: 'Location' });
/** Headers on every answer of a deprecated operation. */
export const deprecationHeaders = refs({
  [headerNames.deprecation]: 'Deprecation',
  [headerNames.sunset]: 'Sunset',
  [headerNames.link]: 'DeprecationLink',
});
