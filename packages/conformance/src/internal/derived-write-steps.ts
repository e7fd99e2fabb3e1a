import { type OperationId, type OperationSpec, operationList } from '@petstore/contract';
import {
  type ExampleRequest,
  type ExchangeExpectation,
  exampleRequests,
  pathParamNames,
  type RecordIds,
  type RecordKind,
  recordOfIdField,
} from '@petstore/contract/internal';
import { exampleCall } from './example-call';
import { type ConformanceRun, rootCause, type StepResult, statusText } from './run';
import { differences, type OwnRecords } from './write-steps';

/** Where the steps of an operation that changes something are written by hand. */
export const handStepsFile = 'packages/conformance/src/internal/write-steps.ts';

/** Where the documented errors the run does not provoke, and why, are listed. */
export const unprovokedFile = 'packages/conformance/src/internal/finish.ts';

/** Where a path parameter is told which kind of record it names. */
const recordKindsFile = 'packages/contract/src/conformance/example-requests.ts';

/**
 * What the steps of a write operation are derived from: the kind of record it acts on and the
 * operations that create, read and delete a record of that kind.
 */
export interface DerivedPlan {
  /** The path parameter that names the record (`petId`). */
  readonly idName: string;
  /** The kind of record it names. */
  readonly kind: RecordKind;
  /** The `post` to the collection, answering 201: the operation itself when it creates the record. */
  readonly creator: OperationSpec;
  /** The `get` of one record, at the operation's own path when the contract has one there. */
  readonly reader: OperationSpec;
  /** The `delete` of one record, when the contract has one. */
  readonly remover?: OperationSpec;
  /** Whether the operation creates the record: a `post` to its collection answering 201. */
  readonly creates: boolean;
  /** Whether the operation removes the record: a `delete` of the record's own path. */
  readonly removes: boolean;
  /**
   * Whether the read-back must hold the body sent: a record created, or a `put` or `patch` of the
   * record's own path.
   */
  readonly changes: boolean;
}

/**
 * How the steps of `operation` are derived from the contract, or what is missing to derive them.
 * A create (a `post` answering 201 to a path whose `GET …/{…Id}` reads one record) is sent as it
 * is, then read back. Any other write acts on the record its last `{…Id}` path parameter names:
 * created first by the `post` to the path without the last segment, answering 201, or, where that
 * collection has none (`/store/inventory/{petId}`), by the `post` that creates that kind of record
 * (`POST /pets`); read back by the `get` of the same path, or of the kind's own path; removed by
 * the `delete` of the same path, or of the kind's own path.
 * @param operations - The operations to find them among (the contract's).
 */
export function derivedPlan(
  operation: OperationSpec,
  operations: readonly OperationSpec[] = operationList,
): DerivedPlan | string {
  const find = (method: OperationSpec['method'], path: string) =>
    operations.find(
      (candidate) =>
        candidate.method === method &&
        candidate.path === path &&
        (method !== 'post' || candidate.response.status === 201),
    );
  const idName = pathParamNames(operation.path).at(-1);
  const endsWithId = idName !== undefined && operation.path.endsWith(`{${idName}}`);
  if (operation.method === 'post' && operation.response.status === 201 && !endsWithId) {
    const reader = operations.find(
      (candidate) =>
        candidate.method === 'get' &&
        candidate.path.startsWith(`${operation.path}/{`) &&
        pathParamNames(candidate.path).length === pathParamNames(operation.path).length + 1 &&
        /^\{[^/]+\}$/.test(candidate.path.slice(operation.path.length + 1)),
    );
    const readName = reader && pathParamNames(reader.path).at(-1);
    if (!reader || readName === undefined)
      return `it creates a record, but no operation reads one (a GET ${operation.path}/{…Id})`;
    const kind = recordOfIdField[readName];
    if (kind === undefined)
      return `its record's path parameter {${readName}} names no kind of record in recordOfIdField (${recordKindsFile})`;
    const remover = find('delete', reader.path);
    return {
      idName: readName,
      kind,
      creator: operation,
      reader,
      ...(remover && { remover }),
      creates: true,
      removes: false,
      changes: true,
    };
  }
  if (idName === undefined) return `its path ${operation.path} names no record (no {…Id} parameter)`;
  const kind = recordOfIdField[idName];
  if (kind === undefined)
    return `its path parameter {${idName}} names no kind of record in recordOfIdField (${recordKindsFile})`;
  const itemPath = operation.path.slice(0, operation.path.lastIndexOf(`{${idName}}`) + idName.length + 2);
  const collectionPath = itemPath.slice(0, itemPath.lastIndexOf('/'));
  // The path where a record of the kind lives: the item path itself, or the one whose collection
  // has the create (an inventory entry is a pet's: created with the pet, removed with it).
  const home =
    (find('post', collectionPath) && itemPath) ??
    operations.find(
      (candidate) =>
        candidate.method === 'get' &&
        candidate.path.endsWith(`/{${idName}}`) &&
        find('post', candidate.path.slice(0, candidate.path.lastIndexOf('/'))) !== undefined,
    )?.path;
  const creator = home && find('post', home.slice(0, home.lastIndexOf('/')));
  if (!home || !creator) return `no operation creates ${kind} (a POST ${collectionPath} answering 201)`;
  const reader = find('get', itemPath) ?? find('get', home);
  if (!reader) return `no operation reads one of ${kind} (a GET ${itemPath})`;
  const remover = find('delete', itemPath) ?? find('delete', home);
  const own = operation.path === itemPath;
  return {
    idName,
    kind,
    creator,
    reader,
    ...(remover && { remover }),
    creates: false,
    removes: own && operation.method === 'delete',
    changes: own && (operation.method === 'put' || operation.method === 'patch'),
  };
}

/**
 * The first example request of `operation`, every free-text field marked as the run's own: the
 * example generator spells such a field a second way (its example, then the operation id), and
 * here that spelling starts with `prefix`, so that a name the service keeps unique is free (the
 * create and the change of one record send different names), and a person can tell what the run
 * made.
 */
export function freshRequest(
  operation: OperationSpec,
  ids: RecordIds,
  prefix: string,
): ExampleRequest | undefined {
  const requests = [...exampleRequests(operation, ids, 1)];
  const [first] = requests;
  if (!first?.body) return first;
  const tag = operation.operationId;
  const body = Object.fromEntries(
    Object.entries(first.body).map(([name, value]) => {
      const second = `${String(value)} ${tag}`;
      const free = requests.some((request) => request.body?.[name] === second);
      return [name, free ? `${prefix} ${second}` : value];
    }),
  );
  return { ...first, body };
}

/** Sends a request built from the contract as a step, its answer checked against the contract. */
function sendRequest(
  run: ConformanceRun,
  id: string,
  request: ExampleRequest,
  expected: ExchangeExpectation | undefined,
): Promise<StepResult<unknown>> {
  const { probe, send } = exampleCall(request);
  const operationId = request.operationId as OperationId;
  return run.step({ id, operationId, expected, ...(probe && { probe }) }, send);
}

/** Keeps the record a 201 made among the run's own, to remove when the run ends. */
function keep(own: OwnRecords, kind: RecordKind, result: StepResult<unknown>, request: ExampleRequest) {
  if (kind === 'categories') return own.keepCategory(result, String(request.body?.name));
  return own.keep(kind, result);
}

/** Forgets a record that is gone. */
function forget(own: OwnRecords, kind: RecordKind, id: number): void {
  if (kind === 'categories') {
    const index = own.categories.findIndex((category) => category.id === id);
    if (index >= 0) own.categories.splice(index, 1);
  } else own[kind].delete(id);
}

/**
 * The steps of a write operation derived from the contract ({@link derivedPlan}): a create is sent
 * with an example body ({@link freshRequest}), its record kept in `own` and read back holding every
 * field sent; any other write is sent on a fresh record created with an example body, then that
 * record read back: after a `delete` of it the read answers 404 `not_found`; after a `put` or
 * `patch` it holds every field sent; after an action (a `post` on a sub-path) it is still there.
 * Each answer is checked against the contract; the record is then removed with the contract's
 * `delete` of it, if it has one. When the steps cannot be derived, the operation is a `skip` that
 * names what is missing and the file for hand steps.
 * @param ids - The records the requests may name beside the fresh one (those the run listed, or
 *   made: an order needs a pet with stock).
 * @param prefix - The start of every free-text field the run sends.
 */
export async function derivedWriteSteps(
  run: ConformanceRun,
  operation: OperationSpec,
  own: OwnRecords,
  ids: RecordIds,
  prefix: string,
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  const operationId = operation.operationId as OperationId;
  const skip = (reason: string) =>
    run.record(
      `${operationId}.status`,
      operationId,
      'status',
      'skip',
      `not sent: ${reason}; write its steps in ${handStepsFile}`,
    );
  const plan = derivedPlan(operation, operations);
  if (typeof plan === 'string') return skip(plan);
  const { kind, creator, reader, remover } = plan;
  const create = freshRequest(creator, ids, prefix);
  if (!create)
    return skip(`${creator.operationId} has no example request: the service lists no record it needs`);
  const created = await sendRequest(
    run,
    plan.creates ? operationId : `${creator.operationId}.for-${operationId}`,
    create,
    'success',
  );
  const id = keep(own, kind, created, create);
  if (id === undefined) {
    if (plan.creates) return;
    return skip(
      `${creator.operationId} made no record of ${kind} to call it on (${created.answer ? statusText(created.answer) : 'no answer'})`,
    );
  }
  const targetIds = { ...ids, [kind]: [id] };
  const request = plan.creates ? create : freshRequest(operation, targetIds, prefix);
  const read = exampleRequests(reader, targetIds, 1).next().value;
  if (!request || !read) return skip(`the service lists no record its path names beside ${kind} ${id}`);
  const result = plan.creates ? created : await sendRequest(run, operationId, request, 'success');
  let gone = false;
  if (result.answer && result.answer.status < 400) {
    const after = await sendRequest(
      run,
      `${reader.operationId}.after-${operationId}`,
      read,
      plan.removes ? 'not_found' : 'success',
    );
    const seen = after.answer ? statusText(after.answer) : 'no answer';
    const found = after.answer !== undefined && after.answer.status < 400;
    gone = after.answer?.status === 404;
    const wrongFields = plan.changes && found ? differences(request.body ?? {}, after.data) : '';
    run.expect(
      `${operationId}.read-back`,
      operationId,
      'read-back',
      plan.removes ? gone : found && wrongFields === '',
      plan.removes
        ? `${operationId} answered ${statusText(result.answer)}, but ${reader.operationId} of ${kind} ${id} then answered ${seen}; the contract says 404 not_found`
        : found
          ? `${reader.operationId} of ${kind} ${id} holds ${wrongFields}`
          : `${operationId} answered ${statusText(result.answer)}, but ${reader.operationId} of ${kind} ${id} then answered ${seen}`,
      `${reader.operationId} of ${kind} ${id} answered ${seen}`,
    );
  }
  if (!gone && remover && remover.operationId !== operation.operationId) {
    const removal = exampleRequests(remover, targetIds, 1).next().value;
    if (removal) {
      // Judged against the remover's documented answers only: whether the record could be removed
      // is a check of this operation, which is what a refusal here is about.
      const removed = await sendRequest(
        run,
        `${remover.operationId}.after-${operationId}`,
        removal,
        undefined,
      );
      gone = removed.answer !== undefined && removed.answer.status < 400;
      const seen = removed.answer ? statusText(removed.answer) : `no answer: ${rootCause(removed.error)}`;
      const record = `${kind === 'categories' ? 'category' : kind.slice(0, -1)} ${id}`;
      run.expect(
        `${operationId}.undo`,
        operationId,
        'undo',
        gone,
        `the run cannot undo ${operationId}: after it, ${remover.operationId} of ${record} answered ${seen}, so ${record} is left behind (remove it by hand). Write ${operationId}'s steps by hand in ${handStepsFile}: send it where it changes nothing (a request it refuses, as \`placeOrder.pet_not_found\` is) or on a record those steps can undo, and give each error code it answers only once it has acted the reason in \`unprovoked\` of ${unprovokedFile}`,
        `${remover.operationId} of ${record} answered ${seen}`,
      );
      // Left behind, and said so above: the cleanup would only fail again under the remover's name.
      forget(own, kind, id);
      return;
    }
  }
  if (gone) forget(own, kind, id);
}

/**
 * Every write operation of `operations` whose own step (`updatePet`, checked as `updatePet.status`)
 * no step of the run has sent yet, covered by {@link derivedWriteSteps}. Hand steps that provoke an
 * error (`createPet.category_not_found`) or make the run's own records (`createPet.own`) leave it
 * to the derived steps.
 */
export async function derivedSteps(
  run: ConformanceRun,
  ids: RecordIds,
  own: OwnRecords,
  prefix: string,
  operations: readonly OperationSpec[] = operationList,
): Promise<void> {
  const checked = new Set<string>(run.report().checks.map((check) => check.id));
  for (const operation of operations)
    if (operation.method !== 'get' && !checked.has(`${operation.operationId}.status`))
      await derivedWriteSteps(run, operation, own, ids, prefix, operations);
}
