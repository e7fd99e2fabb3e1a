import { headerNames, operations, pagination } from '@petstore/contract';
import { expandPath, type RecordIds } from '@petstore/contract/internal';
import { getPetById, listCategories, listInventory, listOrders, listPets } from '@petstore/sdk/functions';
import { ConformanceSetupError } from '../api/setup-error';
import { type ConformanceRun, rootCause, type StepResult, statusText } from './run';

/** Ids of records to read: the service's own in a read-only run, the run's own otherwise. */
export interface Sample {
  readonly petId?: number | undefined;
  readonly categoryId?: number | undefined;
  readonly orderId?: number | undefined;
  /** The first page of each list the run read, by operationId: what its filters are tried with. */
  readonly listed?: ReadonlyMap<string, StepResult<unknown>> | undefined;
}

/** The records of a sample, as the ids an example request may name. */
export function recordIdsOf({ petId, categoryId, orderId }: Sample): RecordIds {
  const some = (id: number | undefined) => (id === undefined ? [] : [id]);
  return { pets: some(petId), categories: some(categoryId), orders: some(orderId) };
}

/** An id no record has: the largest the contract allows. */
export const missingId = Number.MAX_SAFE_INTEGER;

/** The `id` of a record the service answered, when it is one. */
export function idOf(record: unknown): number | undefined {
  const id = (record as { id?: unknown } | null | undefined)?.id;
  return typeof id === 'number' ? id : undefined;
}

/** The run cannot go on without the service answering the key: no answer, 401 or 403 ends it. */
function ensureAnswered(result: StepResult<unknown>, baseUrl: string): void {
  const { answer, error } = result;
  if (!answer) throw new ConformanceSetupError(`${baseUrl} did not answer: ${rootCause(error)}`);
  if (answer.status === 401 || answer.status === 403)
    throw new ConformanceSetupError(`${baseUrl} refused the API key: ${statusText(answer)}`);
}

/**
 * The lists, the next page of pets and the OpenAPI document; the first call also tells whether
 * the service answers the key at all.
 * @throws {@link ConformanceSetupError} when the service does not answer or refuses the key.
 * @returns A pet, category and order the service listed, and the first page of each list.
 */
export async function listSteps(run: ConformanceRun): Promise<Sample> {
  const pets = await run.step(
    { id: 'listPets', operationId: 'listPets', expected: 'success' },
    (core, options) => listPets(core, { limit: 2 }, options),
  );
  ensureAnswered(pets, run.baseUrl);
  const page = pets.data;
  if (page?.hasNextPage())
    await run.step({ id: 'listPets.next-page', operationId: 'listPets', expected: 'success' }, () =>
      page.getNextPage(),
    );
  else
    run.record(
      'listPets.next-page.status',
      'listPets',
      'status',
      'skip',
      'the service lists 2 pets or fewer: one page',
    );
  // A probe on a listPets call: the SDK has no function for the document, which no app calls.
  const document = { path: operations.getOpenApiDocument.path };
  await run.step(
    { id: 'getOpenApiDocument', operationId: 'getOpenApiDocument', expected: 'success', probe: document },
    (core, options) => listPets(core, {}, options),
  );
  const categories = await run.step(
    { id: 'listCategories', operationId: 'listCategories', expected: 'success' },
    (core, options) => listCategories(core, { limit: 2 }, options),
  );
  const orders = await run.step(
    { id: 'listOrders', operationId: 'listOrders', expected: 'success' },
    (core, options) => listOrders(core, { limit: 2 }, options),
  );
  const inventory = await run.step(
    { id: 'listInventory', operationId: 'listInventory', expected: 'success' },
    (core, options) => listInventory(core, { limit: 2 }, options),
  );
  return {
    petId: idOf(page?.items[0]),
    categoryId: idOf(categories.data?.items[0]),
    orderId: idOf(orders.data?.items[0]),
    listed: new Map<string, StepResult<unknown>>([
      ['listPets', pets],
      ['listCategories', categories],
      ['listOrders', orders],
      ['listInventory', inventory],
    ]),
  };
}

/**
 * The errors any key can provoke with a GET: no key and an unknown key (from the anonymous
 * bucket), a query and a path parameter the SDK would refuse to send.
 */
export async function readErrorSteps(run: ConformanceRun): Promise<void> {
  const anonymous = { operationId: 'listPets', anonymous: true } as const;
  await run.step(
    {
      ...anonymous,
      id: 'listPets.missing_api_key',
      expected: 'missing_api_key',
      probe: { dropHeaders: [headerNames.apiKey] },
    },
    (core, options) => listPets(core, { limit: 1 }, options),
  );
  await run.step(
    { ...anonymous, id: 'listPets.invalid_api_key', expected: 'invalid_api_key' },
    (core, options) => listPets(core, { limit: 1 }, options),
  );
  const badQuery = { path: `${operations.listPets.path}?limit=${pagination.minLimit - 1}` };
  await run.step(
    { id: 'listPets.invalid_request', operationId: 'listPets', expected: 'invalid_request', probe: badQuery },
    (core, options) => listPets(core, { limit: 1 }, options),
  );
  const badPath = { path: expandPath(operations.getPetById.path, { petId: 'not-a-number' }) };
  await run.step(
    {
      id: 'getPetById.invalid_request',
      operationId: 'getPetById',
      expected: 'invalid_request',
      probe: badPath,
    },
    (core, options) => getPetById(core, 1, options),
  );
}
