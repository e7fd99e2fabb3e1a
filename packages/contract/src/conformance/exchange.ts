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
  /**
   * What differed, naming the field with its index, the value received (JSON, past 60 characters
   * shortened, the key masked) and what the contract allows:
   * `body[0].status is "reserved"; the contract allows one of "available", "pending", "sold"`.
   */
  readonly detail: string;
  /**
   * The same finding without index or value (`body[].status must be one of "available", …`):
   * findings that differ only there share it, so a report can count them as one kind. One answer
   * reports each kind once, its first occurrence, saying how many more it holds.
   */
  readonly summary: string;
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
  /** The API key, masked in every value a finding quotes; `''` for none. */
  readonly secret: string;
}

/**
 * Where a rule reports: a violation fails it, a note does not. `summary` is the finding without
 * index or value, when `detail` has either (see {@link ExchangeFinding}); by default `detail`.
 */
export interface RuleReport {
  fail(detail: string, summary?: string): void;
  note(detail: string, summary?: string): void;
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
