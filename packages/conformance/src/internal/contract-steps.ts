import { type OperationId, type OperationSpec, operationList } from '@petstore/contract';
import { exampleRequests } from '@petstore/contract/internal';
import { handStepsFile } from './derived-write-steps';
import { exampleCall } from './example-call';
import { recordIdsOf, type Sample } from './read-steps';
import type { ConformanceRun } from './run';

/**
 * Every operation of `operations` that no step of the run has checked yet: a read is sent as the
 * contract builds it (its path parameters naming records the run listed, every other field its
 * documented example) and its answer checked against the contract alone. An operation that changes
 * something needs steps that create what it needs, call it, read the result back and clean up:
 * hand steps, or those derived from the contract (derived-write-steps.ts), which a run that may
 * write sends before this; one that neither covered is a `skip` that names the file for hand
 * steps. So no operation of the contract is ever missing from a report.
 * @param sample - The records the run listed, which a read may name.
 * @param operations - The operations to cover (the contract's, unless a test says otherwise).
 */
export async function contractSteps(
  run: ConformanceRun,
  sample: Sample,
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  const checked = new Set<string>(run.report().checks.map((check) => check.operationId));
  const ids = recordIdsOf(sample);
  for (const operation of operations) {
    const operationId = operation.operationId as OperationId;
    if (checked.has(operationId)) continue;
    if (operation.method !== 'get') {
      run.record(
        `${operationId}.status`,
        operationId,
        'status',
        'skip',
        `not sent: no steps create what it needs and clean up after it; write them in ${handStepsFile}`,
      );
      continue;
    }
    const request = exampleRequests(operation, ids).next().value;
    if (!request) {
      run.record(
        `${operationId}.status`,
        operationId,
        'status',
        'skip',
        'not sent: the service lists no record of the kind its path names',
      );
      continue;
    }
    const { probe, send } = exampleCall(request);
    await run.step({ id: operationId, operationId, expected: 'success', ...(probe && { probe }) }, send);
  }
}
