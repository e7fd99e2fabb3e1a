import type { OperationSpec } from '../operations/operation';
import type { ErrorCode } from '../service/errors';

/** One request to the service and the answer it got, as a checker sees it. */
export interface Exchange {
  /** The request: its method and absolute URL, query included (the base URL's path prefix too). */
  readonly request: { readonly method: string; readonly url: string };
  /** The answer's HTTP status. */
  readonly status: number;
  /** The answer's headers (a `Headers`, or anything that reads a field by name, case-insensitively). */
  readonly headers: Pick<Headers, 'get'>;
  /** The answer's body as text; `''` when there is none. */
  readonly body: string;
}

/**
 * The rules an answer is held to, each named in a finding: the answer's `status`, its
 * `content-type` and `body`, and its headers (`request-id`, `rate-limit` for `X-RateLimit-*`,
 * `rate-limit-fields` for `RateLimit-Policy` and `RateLimit`, `retry-after`, `deprecation`,
 * `pagination`, `location`, `idempotent-replayed`). What each checks is in
 * docs/design/0021-conformance-checks.md.
 */
export type ExchangeRule =
  | 'status'
  | 'content-type'
  | 'body'
  | 'request-id'
  | 'rate-limit'
  | 'rate-limit-fields'
  | 'retry-after'
  | 'deprecation'
  | 'pagination'
  | 'location'
  | 'idempotent-replayed';

/** One thing found in an exchange: the rule, and the field, header, status or value it concerns. */
export interface ExchangeFinding {
  /** The rule. */
  readonly rule: ExchangeRule;
  /** What differed, naming the field, header, status or value (`body.name is required`). */
  readonly detail: string;
}

/** What {@link checkExchange} found. */
export interface ExchangeCheck {
  /** Every rule that applied to this answer, in the order checked; those without a violation hold. */
  readonly rules: readonly ExchangeRule[];
  /** Where the answer breaks the contract. */
  readonly violations: readonly ExchangeFinding[];
  /** What the contract does not forbid but does not say either: a field it does not name. */
  readonly notes: readonly ExchangeFinding[];
}

/** What the caller expects an exchange to be: the operation's success, or one error code. */
export type ExchangeExpectation = 'success' | ErrorCode;

/** What every rule reads: the exchange, its operation, and the body parsed once. */
export interface RuleInput {
  readonly operation: OperationSpec;
  readonly exchange: Exchange;
  /** The request URL, parsed. */
  readonly url: URL;
  /** The body as JSON; `undefined` when it is empty or not JSON. */
  readonly json: unknown;
}

/** Where a rule reports: a violation fails it, a note does not. */
export interface RuleReport {
  fail(detail: string): void;
  note(detail: string): void;
}

/** `body.0.tags.3.name` as `body[].tags[].name`: a finding about every item of a list is one finding. */
export function collapseIndexes(path: string): string {
  return path.replace(/\.\d+(?=\.|$)/g, '[]');
}

const wholeNumber = /^\d{1,15}$/;

/** A header that must hold a whole number: the number, or `undefined` after reporting why not. */
export function wholeNumberHeader(
  headers: Pick<Headers, 'get'>,
  name: string,
  report: RuleReport,
): number | undefined {
  const value = headers.get(name);
  if (value === null) report.fail(`${name} is missing`);
  else if (!wholeNumber.test(value.trim())) report.fail(`${name} is "${value}", not a whole number`);
  else return Number(value);
  return undefined;
}
