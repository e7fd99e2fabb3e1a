import { errorCodesOf } from '../operations/error-codes-of';
import type { OperationSpec } from '../operations/operation';
import { headerGroupsOf } from '../operations/response-headers';
import { type ErrorCode, errorStatuses } from '../service/errors';
import { headerNames } from '../service/headers';
import { checkBody } from './body-rules';
import type {
  Exchange,
  ExchangeCheck,
  ExchangeExpectation,
  ExchangeFinding,
  ExchangeRule,
  RuleInput,
  RuleReport,
} from './exchange';
import {
  checkDeprecation,
  checkIdempotentReplayed,
  checkLocation,
  checkRequestId,
  checkRetryAfter,
} from './header-rules';
import { checkPage } from './page-rules';
import { checkLegacyRateLimit, checkRateLimitFields } from './rate-limit-rules';

function parseJson(text: string): unknown {
  try {
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The code of an Error object, for a status finding to name. */
function codeOf(json: unknown): string {
  const code = (json as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? ` ${code}` : '';
}

/**
 * `status`: the expected answer's status, or one the operation documents, and for an error the
 * status the contract files its code under.
 */
function checkStatus(input: RuleInput, expected: ExchangeExpectation | undefined, report: RuleReport): void {
  const { operation, exchange, json } = input;
  const answered = `${exchange.status}${exchange.status >= 400 ? codeOf(json) : ''}`;
  const success = operation.response.status;
  if (expected === 'success') {
    if (exchange.status !== success) report.fail(`answered ${answered}; the contract says ${success}`);
  } else if (expected !== undefined) {
    const status = errorStatuses[expected];
    if (exchange.status !== status)
      report.fail(`answered ${answered}; the contract says ${status} ${expected}`);
  } else {
    const documented = new Set<number>([
      success,
      ...errorCodesOf(operation).map((code: ErrorCode) => errorStatuses[code]),
    ]);
    const code = codeOf(json).trim();
    const filed = Object.hasOwn(errorStatuses, code) ? errorStatuses[code as ErrorCode] : undefined;
    if (!documented.has(exchange.status))
      report.fail(
        `answered ${answered}, which ${operation.operationId} does not document (${[...documented].sort((a, b) => a - b).join(', ')})`,
      );
    // A status the operation documents, with an error the contract answers with another.
    else if (exchange.status >= 400 && filed !== undefined && filed !== exchange.status)
      report.fail(`answered ${answered}; the contract says ${filed} ${code}`);
  }
}

/** `content-type`: an answer with a body says it is JSON. */
function checkContentType(headers: Pick<Headers, 'get'>, report: RuleReport): void {
  const value = headers.get(headerNames.contentType);
  const mediaType = value?.split(';')[0]?.trim().toLowerCase();
  if (mediaType !== 'application/json')
    report.fail(
      value === null
        ? `${headerNames.contentType} is missing`
        : `${headerNames.contentType} is "${value}", not application/json`,
    );
}

/**
 * Checks one answer of the service against the contract: its status, its body against the
 * operation's schema or the Error object, and the headers the answer must carry (request id,
 * both generations of rate-limit fields, `Retry-After`, deprecation, paging, `Location`,
 * `Idempotent-Replayed`). The conformance run and the mock's drift proxy both judge answers here
 * (docs/design/0021-conformance-checks.md).
 *
 * @param operation - The operation the request named (see `matchOperation`).
 * @param exchange - The request's method and URL, and the answer's status, headers and body.
 * @param expected - What the answer should be: `'success'`, one error code, or, when the caller
 *   cannot know, nothing (then any status the operation documents will do).
 * @param secret - The API key the request carried, masked in every value a finding quotes (before
 *   it is shortened, so no part of the key is left); `''` for none.
 * @returns The rules that applied, what broke them, and notes (fields the contract does not name).
 */
export function checkExchange(
  operation: OperationSpec,
  exchange: Exchange,
  expected?: ExchangeExpectation,
  secret = '',
): ExchangeCheck {
  const rules: ExchangeRule[] = [];
  const violations: ExchangeFinding[] = [];
  const notes: ExchangeFinding[] = [];
  const apply = <T>(rule: ExchangeRule, run: (report: RuleReport) => T): T => {
    rules.push(rule);
    // One finding per kind: the first occurrence, then how many more the answer holds.
    const kinds = new Map<string, { list: ExchangeFinding[]; index: number; more: number }>();
    const details = new Set<string>();
    const add =
      (list: ExchangeFinding[]) =>
      (detail: string, summary = detail) => {
        if (details.has(detail)) return;
        details.add(detail);
        const seen = kinds.get(summary);
        if (seen) seen.more += 1;
        else kinds.set(summary, { list, index: list.push({ rule, detail, summary }) - 1, more: 0 });
      };
    const result = run({ fail: add(violations), note: add(notes) });
    for (const { list, index, more } of kinds.values()) {
      const finding = list[index] as ExchangeFinding;
      if (more > 0) list[index] = { ...finding, detail: `${finding.detail} (and ${more} more like it)` };
    }
    return result;
  };
  const input: RuleInput = {
    operation,
    exchange,
    url: new URL(exchange.request.url),
    json: parseJson(exchange.body),
    secret,
  };
  const { headers, status } = exchange;
  apply('status', (report) => checkStatus(input, expected, report));
  if (status !== 204) apply('content-type', (report) => checkContentType(headers, report));
  apply('body', (report) => checkBody(input, expected, report));
  for (const group of headerGroupsOf(operation, status)) {
    switch (group) {
      case 'everyResponse':
        apply('request-id', (report) => checkRequestId(headers, report));
        break;
      case 'rateLimit': {
        const legacy = apply('rate-limit', (report) => checkLegacyRateLimit(headers, report));
        apply('rate-limit-fields', (report) => checkRateLimitFields(headers, legacy, report));
        break;
      }
      case 'retry':
        apply('retry-after', (report) => checkRetryAfter(headers, report));
        break;
      case 'deprecation':
        if (operation.deprecated) {
          const { deprecated } = operation;
          apply('deprecation', (report) => checkDeprecation(headers, deprecated, report));
        }
        break;
      case 'page':
        apply('pagination', (report) => checkPage(input, report));
        break;
      case 'created':
        apply('location', (report) => checkLocation(input, report));
        break;
      case 'replayable':
        apply('idempotent-replayed', (report) => checkIdempotentReplayed(headers, report));
        break;
    }
  }
  return { rules, violations, notes };
}
