import type { OperationSpec } from '../operations/operation';
import {
  headerGroupsOf,
  type ResponseHeaderGroup,
  responseHeaderGroups,
} from '../operations/response-headers';
import { headerNames } from '../service/headers';
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

/**
 * The component of a header in a group: its name without `X-` and dashes, except `Link`, whose
 * meaning depends on the group (a page's links or a deprecation's).
 */
function componentOf(group: ResponseHeaderGroup, header: string): string {
  if (header === headerNames.link) return group === 'page' ? 'PageLink' : 'DeprecationLink';
  return header.replace(/^X-/, '').replaceAll('-', '');
}

/**
 * The `$ref`s to the header components of an answer of `operation` with `status`, by header name
 * (the groups of `headerGroupsOf`).
 */
export function headerRefsOf(operation: OperationSpec, status: number): Record<string, JsonSchema> {
  const refs: Record<string, JsonSchema> = {};
  for (const group of headerGroupsOf(operation, status)) {
    for (const header of responseHeaderGroups[group]) {
      refs[header] = { $ref: `#/components/headers/${componentOf(group, header)}` };
    }
  }
  return refs;
}
