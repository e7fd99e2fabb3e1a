import { type OperationId, type OperationSpec, operationList } from '@petstore/contract';
import {
  type ExampleRequest,
  encodeQuery,
  exampleRequests,
  type QueryValue,
  type RecordIds,
} from '@petstore/contract/internal';
import type { RequestOptions } from '@petstore/sdk';
import * as functions from '@petstore/sdk/functions';
import type { Sample } from './read-steps';
import type { ConformanceRun } from './run';

/** Where the steps of an operation that changes something are written by hand. */
const writeStepsFile = 'packages/conformance/src/internal/write-steps.ts';

type SdkFunction = (core: functions.PetStoreCore, ...args: unknown[]) => PromiseLike<unknown>;

/** The SDK's function of an operation, by its operation id, when it has one. */
function sdkFunctionOf(operationId: string): SdkFunction | undefined {
  const value = (functions as Record<string, unknown>)[operationId];
  return typeof value === 'function' && operationId !== 'PetStoreCore' ? (value as SdkFunction) : undefined;
}

/** A call of the request: through the SDK's function, or as a probe on a call that has one. */
function sendOf(request: ExampleRequest) {
  const call = sdkFunctionOf(request.operationId);
  const input = request.body ?? request.query;
  const args = [...Object.values(request.pathParams), ...(input === undefined ? [] : [input])];
  return (core: functions.PetStoreCore, options: RequestOptions) =>
    call ? call(core, ...args, options) : functions.listPets(core, {}, options);
}

/**
 * Every operation of `operations` that no step of the run has checked yet: a read is sent as the
 * contract builds it (its path parameters naming records the run listed, every other field its
 * documented example) and its answer checked against the contract alone; an operation that changes
 * something needs steps that create what it needs, call it, read the result back and clean up,
 * which a person writes: until then it is a `skip` that names the file. So no operation of the
 * contract is ever missing from a report.
 * @param sample - The records the run listed, which a read may name.
 * @param operations - The operations to cover (the contract's, unless a test says otherwise).
 */
export async function contractSteps(
  run: ConformanceRun,
  sample: Sample,
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  const checked = new Set<string>(run.report().checks.map((check) => check.operationId));
  const ids: RecordIds = {
    pets: sample.petId === undefined ? [] : [sample.petId],
    categories: sample.categoryId === undefined ? [] : [sample.categoryId],
    orders: sample.orderId === undefined ? [] : [sample.orderId],
  };
  for (const operation of operations) {
    const operationId = operation.operationId as OperationId;
    if (checked.has(operationId)) continue;
    if (operation.method !== 'get') {
      run.record(
        `${operationId}.status`,
        operationId,
        'status',
        'skip',
        `not sent: no steps create what it needs and clean up after it; write them in ${writeStepsFile}`,
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
    const query = request.query ? `?${encodeQuery(request.query as Record<string, QueryValue>)}` : '';
    const probe = sdkFunctionOf(operationId) ? undefined : { path: `${request.path}${query}` };
    await run.step(
      { id: operationId, operationId, expected: 'success', ...(probe && { probe }) },
      sendOf(request),
    );
  }
}
