import { headerNames } from '../service/headers';
import { holdsCaller } from '../service/holds-caller';
import type { OperationSpec } from './operation';

/* @__NO_SIDE_EFFECTS__ */
function listGroups() {
  return {
    /** Every answer. */
    everyResponse: [headerNames.requestId],
    /**
     * Every answer: the caller's rate-limit state (docs/design/0003-rate-limit-windows-and-bans.md,
     * docs/design/0017-standard-rate-limit-fields.md); a public operation reports it uncounted.
     */
    rateLimit: [
      headerNames.rateLimitLimit,
      headerNames.rateLimitRemaining,
      headerNames.rateLimitReset,
      headerNames.rateLimitPolicy,
      headerNames.rateLimit,
    ],
    /** 429 and 403 `api_key_banned`: when to send again. */
    retry: [headerNames.retryAfter],
    /** A page (docs/design/0006-pagination.md); `Link` only where a `next` or `prev` page exists. */
    page: [headerNames.totalCount, headerNames.link],
    /** The success of an operation that honours `Idempotency-Key`; only on a replay (docs/design/0004-idempotency.md). */
    replayable: [headerNames.idempotentReplayed],
    /** 201: where the created record is. */
    created: [headerNames.location],
    /** Every answer of a deprecated operation (docs/design/0005-deprecation-and-sunset.md). */
    deprecation: [headerNames.deprecation, headerNames.sunset, headerNames.link],
  } as const;
}

/**
 * The headers of the service's answers in groups, each carried by the answers its comment names:
 * the OpenAPI document lists them from here and the exchange checker expects them from here. A
 * pure call: bundles that read neither drop it.
 */
export const responseHeaderGroups = /* @__PURE__ */ listGroups();

/** The name of a group of {@link responseHeaderGroups}. */
export type ResponseHeaderGroup = keyof typeof responseHeaderGroups;

/**
 * The header groups an answer of `operation` with `status` carries, in the order the document
 * lists them: a later group's `Link` (a page's) takes the place of an earlier one (a deprecation's).
 */
export function headerGroupsOf(operation: OperationSpec, status: number): ResponseHeaderGroup[] {
  const groups: ResponseHeaderGroup[] = ['rateLimit', 'everyResponse'];
  if (operation.deprecated) groups.push('deprecation');
  if (status === operation.response.status) {
    if (operation.paginated) groups.push('page');
    if (status === 201) groups.push('created');
    if (operation.idempotent) groups.push('replayable');
  } else if (holdsCaller(status)) {
    groups.push('retry');
  }
  return groups;
}
