import type { OperationId } from '@petstore/contract';

/** How a check ended: it held, it did not, or it was not made (and `detail` says why). */
export type CheckStatus = 'pass' | 'fail' | 'skip';

/**
 * One check of a conformance run: one rule applied to one answer, or one behaviour of a scenario.
 *
 * @example
 * ```json
 * { "id": "getPetById.not_found.status", "operationId": "getPetById", "rule": "status",
 *   "status": "fail", "detail": "answered 400 invalid_request; the contract says 404 not_found" }
 * ```
 */
export interface ConformanceCheck {
  /** Unique in the run: the step, then the rule (`createPet.replay.idempotent-replayed`). */
  readonly id: string;
  /** The operation whose answer or behaviour was checked. */
  readonly operationId: OperationId;
  /**
   * The rule: one the contract gives every answer (`status`, `content-type`, `body`,
   * `request-id`, `rate-limit`, `rate-limit-fields`, `retry-after`, `deprecation`, `pagination`,
   * `location`, `idempotent-replayed`), a behaviour of the scenario (`echo`, `replay`, `stock`,
   * `filter`, `read-back`), or `cleanup`. The guide "Checking the real service" says what each means.
   */
  readonly rule: string;
  /** `pass`, `fail` or `skip`. */
  readonly status: CheckStatus;
  /**
   * On a failure, what differed, naming the field, header, status or value; on a skip, why it was
   * not checked; on a pass, what was seen, if anything (a note on a field the contract does not
   * name starts with `note:`). Never holds the API key.
   */
  readonly detail: string;
}

/** The outcome of a conformance run: what `petstore-conformance --json` prints. */
export interface ConformanceReport {
  /** The service checked. */
  readonly baseUrl: string;
  /** How many checks held. */
  readonly passed: number;
  /** How many checks failed. */
  readonly failed: number;
  /** How many checks were not made (`--read-only`, or errors that cannot be provoked safely). */
  readonly skipped: number;
  /** Every check, in the order made. */
  readonly checks: readonly ConformanceCheck[];
}

const statusLabels: Readonly<Record<CheckStatus, string>> = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' };

/**
 * One line of the table a person reads: the outcome, the step, the rule and the detail.
 *
 * @param check - A check of the run.
 * @example
 * ```ts
 * runConformance({ baseUrl, apiKey, onCheck: (check) => console.log(formatCheck(check)) });
 * // FAIL  getPetById.not_found                     status              answered 400 invalid_request; …
 * ```
 */
export function formatCheck(check: ConformanceCheck): string {
  const step = check.id.endsWith(`.${check.rule}`) ? check.id.slice(0, -check.rule.length - 1) : check.id;
  return `${statusLabels[check.status]}  ${step.padEnd(40)} ${check.rule.padEnd(19)} ${check.detail}`.trimEnd();
}

/**
 * The closing lines of the table: the checks skipped, then `N passed, M failed`.
 *
 * @param report - The run's report.
 */
export function formatSummary(report: ConformanceReport): string {
  return `${report.skipped} skipped\n${report.passed} passed, ${report.failed} failed`;
}
