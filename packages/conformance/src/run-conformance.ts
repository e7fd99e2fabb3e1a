import { PetStoreError } from '@petstore/sdk';
import type { ConformanceCheck, ConformanceReport } from './api/report';
import { ConformanceSetupError } from './api/setup-error';
import { contractSteps } from './internal/contract-steps';
import { filterSteps, notFoundSteps } from './internal/derived-read-steps';
import { derivedSteps } from './internal/derived-write-steps';
import { cleanUp, skipUnprovoked, skipWrites } from './internal/finish';
import { listSteps, readErrorSteps, recordIdsOf } from './internal/read-steps';
import { ConformanceRun } from './internal/run';
import { OwnRecords, ownScenarioEnd, writeSteps } from './internal/write-steps';

/** Options of {@link runConformance}. */
export interface ConformanceOptions {
  /**
   * Where the service is: an `http` or `https` URL, with the path prefix of the API if it has one.
   *
   * @example
   * ```ts
   * { baseUrl: 'https://staging.petstore.example/v1' }
   * ```
   */
  readonly baseUrl: string;
  /**
   * The API key every call sends as `X-API-Key`. It never appears in the report, a log line or an
   * error message.
   */
  readonly apiKey: string;
  /**
   * Send GET requests only: nothing is created, changed or deleted, so a production key is safe
   * to use. The operations that change something are reported as skipped.
   *
   * @default false
   */
  readonly readOnly?: boolean | undefined;
  /**
   * The prefix of the name of every record the run creates. The run removes its pets and orders
   * when it ends; its categories stay (the API cannot delete one), named with this prefix.
   *
   * @default `conformance-` and eight random hexadecimal digits
   */
  readonly recordPrefix?: string | undefined;
  /**
   * Called with each check as soon as it is made, for progress output (the bin prints a line of
   * its table for each).
   *
   * @example
   * ```ts
   * { onCheck: (check) => console.log(formatCheck(check)) }
   * ```
   */
  readonly onCheck?: ((check: ConformanceCheck) => void) | undefined;
}

/** Why `baseUrl` cannot be checked, or `undefined` when it is an `http` or `https` URL. */
export function baseUrlProblem(baseUrl: string): string | undefined {
  const protocol = URL.canParse(baseUrl) ? new URL(baseUrl).protocol : '';
  return /^https?:$/.test(protocol)
    ? undefined
    : `The base URL must be an http or https URL, not "${baseUrl}"`;
}

/**
 * Runs stateful scenarios against a running Pet Store service and reports which behaviours of the
 * contract hold: every operation's answers against the contract's schemas, status codes, error
 * codes and headers, and the behaviours the scenarios rely on (records echo what was sent, stock
 * moves with orders, an `Idempotency-Key` replays). Every call goes through the SDK's rate-limit
 * gate, so the run draws at most one 429 per window and never gets the key banned.
 *
 * @param options - The service, the key, and whether to send GET requests only.
 * @returns The report: each check with `pass`, `fail` or `skip`, and the counts.
 * @throws {@link ConformanceSetupError} when an option is not valid, or the service does not answer
 *   or refuses the key; nothing was checked.
 * @see The guide "Checking the real service" (docs/checking-the-real-service.md).
 * @example
 * ```ts
 * import { runConformance } from '@petstore/conformance';
 *
 * const report = await runConformance({ baseUrl: 'http://127.0.0.1:4010', apiKey: 'demo-free' });
 * for (const check of report.checks) if (check.status === 'fail') console.log(check.id, check.detail);
 * ```
 */
export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const { baseUrl, apiKey, readOnly = false, onCheck } = options;
  const prefix = options.recordPrefix ?? `conformance-${crypto.randomUUID().slice(0, 8)}`;
  const problem = baseUrlProblem(baseUrl);
  if (problem) throw new ConformanceSetupError(problem);
  let run: ConformanceRun;
  try {
    run = new ConformanceRun(baseUrl.replace(/\/+$/, ''), apiKey, onCheck);
  } catch (error) {
    if (error instanceof PetStoreError) throw new ConformanceSetupError(error.message);
    throw error;
  }
  const sample = await listSteps(run);
  const ids = recordIdsOf(sample);
  if (readOnly) skipWrites(run);
  else {
    const own = new OwnRecords();
    try {
      const scenario = await writeSteps(run, prefix, own);
      // The derived steps name the run's own category and pet (which has stock for their orders).
      const ownIds = recordIdsOf({ ...sample, ...scenario });
      await derivedSteps(run, ownIds, own, prefix);
      await ownScenarioEnd(run, scenario, own);
    } finally {
      await cleanUp(run, own);
    }
  }
  await readErrorSteps(run);
  await notFoundSteps(run, ids);
  await filterSteps(run, ids, sample.listed);
  await contractSteps(run, sample);
  skipUnprovoked(run);
  return run.report();
}
