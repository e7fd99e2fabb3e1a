import type { DriftReport, DriftViolation } from '../../api/pet-store-mock';

/** How many kinds of violation the report lists; past it, new kinds are only counted. */
export const driftCapacity = 10_000;

/** One violation of one exchange, before it is counted with the others of its kind. */
export type DriftFinding = Omit<DriftViolation, 'count'>;

/**
 * The drift report as it fills: violations grouped by operation, method, path, status, rule and
 * summary, each kind counted, in the order first seen, with the detail of its first occurrence.
 * The summary leaves out the item's index and the value received, so that the number of kinds is
 * bounded by the contract, not by the traffic.
 */
export class DriftLog {
  #kinds = new Map<string, DriftViolation>();
  #omitted = 0;

  record(finding: DriftFinding): void {
    const { operationId, method, path, status, rule, summary } = finding;
    const kind = JSON.stringify([operationId, method, path, status, rule, summary]);
    const seen = this.#kinds.get(kind);
    if (seen) seen.count += 1;
    else if (this.#kinds.size < driftCapacity) this.#kinds.set(kind, { ...finding, count: 1 });
    else this.#omitted += 1;
  }

  /** A copy of the report: each kind once, with its count. */
  report(): DriftReport {
    return {
      violations: [...this.#kinds.values()].map((violation) => ({ ...violation })),
      omitted: this.#omitted,
    };
  }

  clear(): void {
    this.#kinds.clear();
    this.#omitted = 0;
  }
}
