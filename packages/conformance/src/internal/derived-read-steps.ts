import { type OperationId, type OperationSpec, operationList } from '@petstore/contract';
import {
  documentedJsonSchema,
  type ExampleRequest,
  exampleRequests,
  expandPath,
  pathParamNames,
  type RecordIds,
} from '@petstore/contract/internal';
import { exampleCall } from './example-call';
import { missingId } from './read-steps';
import type { ConformanceRun, StepResult } from './run';
import { differences } from './write-steps';

/** Sends a request built from the contract as a step. */
function sendRequest(
  run: ConformanceRun,
  id: string,
  request: ExampleRequest,
  expected: 'success' | 'not_found',
) {
  const { probe, send } = exampleCall(request);
  const operationId = request.operationId as OperationId;
  return run.step({ id, operationId, expected, ...(probe && { probe }) }, send);
}

/** The records an answer lists (a page's body), or the record it is. */
function itemsOf(result: StepResult<unknown>): Record<string, unknown>[] {
  try {
    const body = JSON.parse(result.answer?.body ?? 'null') as unknown;
    return (Array.isArray(body) ? body : [body]).filter(
      (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
    );
  } catch {
    return [];
  }
}

/**
 * For every read that declares `not_found` and names records by its path: each path parameter in
 * turn given an id no record has ({@link missingId}), the others records the run listed, and the
 * answer must be 404 `not_found` (`getPetById.not_found`; `listPetOrders.not_found.petId` when a
 * path names two records).
 * @param ids - The records the other path parameters may name.
 * @param operations - The operations to cover (the contract's, unless a test says otherwise).
 */
export async function notFoundSteps(
  run: ConformanceRun,
  ids: RecordIds,
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  for (const operation of operations) {
    if (
      operation.method !== 'get' ||
      !(operation.errors as readonly string[] | undefined)?.includes('not_found')
    )
      continue;
    const names = pathParamNames(operation.path);
    const operationId = operation.operationId as OperationId;
    const listed = exampleRequests(operation, ids, 1).next().value;
    for (const name of names) {
      const id = names.length === 1 ? `${operationId}.not_found` : `${operationId}.not_found.${name}`;
      const pathParams = Object.fromEntries(
        names.map((other) => [other, other === name ? missingId : listed?.pathParams[other]]),
      );
      if (Object.values(pathParams).includes(undefined)) {
        run.record(
          `${id}.status`,
          operationId,
          'status',
          'skip',
          'not sent: the service lists no record of a kind its other path parameters name',
        );
        continue;
      }
      const request: ExampleRequest = {
        operationId,
        method: operation.method,
        path: expandPath(operation.path, pathParams),
        pathParams,
        ...(listed?.query && { query: listed.query }),
      };
      await sendRequest(run, id, request, 'not_found');
    }
  }
}

/** The fields of an operation's query that are fields of the records it lists: its filters. */
function filterFields(operation: OperationSpec): string[] {
  const query = Object.keys((operation.query?._zod.def.shape ?? {}) as Record<string, unknown>);
  const answer = operation.response.schema && documentedJsonSchema(operation.response.schema);
  const item = (answer?.items ?? {}) as { properties?: Record<string, unknown> };
  return query.filter((name) => Object.hasOwn(item.properties ?? {}, name));
}

/**
 * For every list whose query has a field of the records it lists (`listOrders?petId=`, by the
 * contract's schemas): the list read once, then filtered by each such field at the value of the
 * first record the query accepts, and `filter`: every record answered holds that value, and at
 * least one is answered. A field of the query that no record has (`limit`) is no filter of the
 * records and is left alone.
 * @param ids - The records a list's path parameters may name.
 * @param pages - The first page of each list the run already read (`listSteps`), by operationId.
 * @param operations - The operations to cover (the contract's, unless a test says otherwise).
 */
export async function filterSteps(
  run: ConformanceRun,
  ids: RecordIds,
  pages: ReadonlyMap<string, StepResult<unknown>> = new Map(),
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  for (const operation of operations) {
    const fields = filterFields(operation);
    if (operation.method !== 'get' || !operation.paginated || fields.length === 0) continue;
    const request = exampleRequests(operation, ids, 1).next().value;
    if (!request) continue;
    const operationId = operation.operationId as OperationId;
    // A page the run already read serves, when the list names no record by its path.
    const listed =
      (pathParamNames(operation.path).length === 0 && pages.get(operationId)) ||
      (await sendRequest(run, `${operationId}.filter-values`, request, 'success'));
    const items = itemsOf(listed);
    for (const field of fields) {
      const value = items
        .map((item) => item[field])
        .find(
          (candidate) =>
            ['string', 'number', 'boolean'].includes(typeof candidate) &&
            operation.query?.safeParse({ [field]: candidate }).success,
        );
      if (value === undefined) continue;
      const id = `${operationId}.filter.${field}`;
      const query = { ...request.query, [field]: value };
      const filtered = await sendRequest(run, id, { ...request, query }, 'success');
      if (!filtered.answer || filtered.answer.status >= 400) continue;
      const answered = itemsOf(filtered);
      const others = answered.filter((item) => differences({ [field]: value }, item) !== '');
      run.expect(
        `${id}.filter`,
        operationId,
        'filter',
        answered.length > 0 && others.length === 0,
        answered.length === 0
          ? `${field}=${JSON.stringify(value)} listed nothing, though the unfiltered list holds a record with it`
          : `${field}=${JSON.stringify(value)} listed records with ${field} ${JSON.stringify(others.map((item) => item[field]))}`,
        `${answered.length} records, each with ${field} ${JSON.stringify(value)}`,
      );
    }
  }
}
