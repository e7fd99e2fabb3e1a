import type { OperationId } from '@petstore/contract';
import { headerNames } from '@petstore/contract';
import type { RequestOptions } from '@petstore/sdk';
import {
  cancelOrder,
  createCategory,
  createPet,
  deletePet,
  getInventoryItem,
  type PetStoreCore,
  placeOrder,
  updateInventory,
} from '@petstore/sdk/functions';
import { idOf, missingId } from './read-steps';
import type { ConformanceRun, StepResult } from './run';

/** The records a run made, to remove when it ends, whatever failed on the way. */
export class OwnRecords {
  /** Categories stay: the API cannot delete one. */
  readonly categories: { readonly id: number; readonly name: string }[] = [];
  readonly pets = new Set<number>();
  readonly orders = new Set<number>();

  /** Keeps the pet or order a 201 made, whether or not the step expected one. */
  keep(kind: 'pets' | 'orders', result: StepResult<unknown>): number | undefined {
    const id = createdId(result);
    if (id !== undefined) this[kind].add(id);
    return id;
  }

  /** Keeps the category a 201 made under the name sent, whether or not the step expected one. */
  keepCategory(result: StepResult<unknown>, name: string): number | undefined {
    const id = createdId(result);
    if (id !== undefined) this.categories.push({ id, name });
    return id;
  }
}

/** The id of the record a step's 201 made. */
function createdId(result: StepResult<unknown>): number | undefined {
  return result.answer?.status === 201 ? idOf(result.data) : undefined;
}

/** An ISO 8601 date-time, which a service may give back in another spelling of the same instant. */
const dateTime = /^\d{4}-\d{2}-\d{2}T/;

/** Whether `held` is `sent`: the same value, or the same instant. */
function same(sent: unknown, held: unknown): boolean {
  if (typeof sent === 'string' && typeof held === 'string' && dateTime.test(sent))
    return Date.parse(held) === Date.parse(sent);
  return held === sent;
}

/** The fields of `sent` that `record` does not hold as sent, as `name "a" (sent "b")`. */
export function differences(sent: Readonly<Record<string, unknown>>, record: unknown): string {
  const held = (record ?? {}) as Record<string, unknown>;
  return Object.entries(sent)
    .filter(([name, value]) => !same(value, held[name]))
    .map(([name, value]) => `${name} ${JSON.stringify(held[name])} (sent ${JSON.stringify(value)})`)
    .join(', ');
}

/**
 * A step whose success answers a record, and `echo`: that record holds every field of `sent` as
 * sent (or as the contract fills it).
 */
async function echoStep<T>(
  run: ConformanceRun,
  step: { readonly id: string; readonly operationId: OperationId },
  sent: Readonly<Record<string, unknown>>,
  send: (core: PetStoreCore, options: RequestOptions) => PromiseLike<T>,
): Promise<StepResult<T>> {
  const result = await run.step({ ...step, expected: 'success' }, send);
  if (result.answer && result.answer.status < 400) {
    const differs = differences(sent, result.data);
    run.expect(`${step.id}.echo`, step.operationId, 'echo', differs === '', `the record holds ${differs}`);
  }
  return result;
}

/** `stock`: a pet's inventory entry holds `quantity` and the pet's status. */
async function expectStock(
  run: ConformanceRun,
  id: string,
  petId: number,
  quantity: number,
  why: string,
): Promise<void> {
  const item = await run.step({ id, operationId: 'getInventoryItem', expected: 'success' }, (core, options) =>
    getInventoryItem(core, petId, options),
  );
  if (!item.answer || item.answer.status >= 400) return;
  const differs = differences({ quantity, status: 'available' }, item.data);
  run.expect(
    `${id}.stock`,
    'getInventoryItem',
    'stock',
    differs === '',
    `${why}, but the entry holds ${differs}`,
    why,
  );
}

/** The records the hand steps made, which the derived steps' requests may name. */
export interface OwnScenario {
  /** The run's category. */
  readonly categoryId?: number | undefined;
  /** The run's pet, with stock for the orders of the derived steps. */
  readonly petId?: number | undefined;
}

/** Records a skip for a step that needs a record an earlier step did not make. */
function skipStep(run: ConformanceRun, id: string, operationId: OperationId, missing: string): void {
  run.record(
    `${id}.status`,
    operationId,
    'status',
    'skip',
    `not sent: needs the ${missing} that an earlier step did not make`,
  );
}

/**
 * The hand steps: each provokes an error code of the contract that only a record in some state
 * (a name taken, a pet without stock, an open order) or a second request (an `Idempotency-Key`
 * reused) can, or checks a behaviour the contract describes across operations (stock moves with
 * orders; a replay answers the first answer). Each operation's own step, its success, read back
 * and undone, is derived from the contract (derived-write-steps.ts), on the records made here: a
 * category, and a pet with stock, which {@link ownScenarioEnd} removes. The category is the
 * operation's own step (`createCategory`): the API cannot delete one, so a derived create would
 * leave a second behind.
 */
export async function writeSteps(run: ConformanceRun, prefix: string, own: OwnRecords): Promise<OwnScenario> {
  const newCategory = {
    name: prefix,
    description: 'Made by petstore-conformance; the API cannot delete a category.',
  };
  const category = await echoStep(
    run,
    { id: 'createCategory', operationId: 'createCategory' },
    newCategory,
    (core, options) => createCategory(core, newCategory, options),
  );
  const categoryId = own.keepCategory(category, newCategory.name);
  const sameName = { name: prefix.toUpperCase() };
  const exists = await run.step(
    { id: 'createCategory.category_exists', operationId: 'createCategory', expected: 'category_exists' },
    (core, options) => createCategory(core, sameName, options),
  );
  own.keepCategory(exists, sameName.name);
  // Each refused, unless the service takes what it should not: then the category is the run's too.
  const otherName = { name: `${prefix}-refused` };
  const textBody = await run.step(
    {
      id: 'createCategory.unsupported_media_type',
      operationId: 'createCategory',
      expected: 'unsupported_media_type',
      probe: { setHeaders: { [headerNames.contentType]: 'text/plain' } },
    },
    (core, options) => createCategory(core, otherName, options),
  );
  own.keepCategory(textBody, otherName.name);
  const brokenJson = await run.step(
    {
      id: 'createCategory.invalid_request',
      operationId: 'createCategory',
      expected: 'invalid_request',
      probe: { body: '{"name":' },
    },
    (core, options) => createCategory(core, otherName, options),
  );
  own.keepCategory(brokenJson, otherName.name);
  if (categoryId === undefined) {
    skipStep(run, 'createPet.own', 'createPet', 'category');
    return {};
  }
  const newPet = { name: `${prefix}-pet`, categoryId, status: 'available' } as const;
  const idempotencyKey = `${prefix}-create-pet`;
  const pet = await echoStep(
    run,
    { id: 'createPet.own', operationId: 'createPet' },
    newPet,
    (core, options) => createPet(core, newPet, { ...options, idempotencyKey }),
  );
  const petId = own.keep('pets', pet);
  const replay = await run.step(
    { id: 'createPet.replay', operationId: 'createPet', expected: 'success' },
    (core, options) => createPet(core, newPet, { ...options, idempotencyKey }),
  );
  const replayedId = own.keep('pets', replay);
  const replayed = replay.answer?.headers.get(headerNames.idempotentReplayed) ?? null;
  run.expect(
    'createPet.replay.replay',
    'createPet',
    'replay',
    replayed === 'true' && replayedId === petId,
    `the same ${headerNames.idempotencyKey} and body got pet ${replayedId} with ${headerNames.idempotentReplayed} ${replayed}; the contract says pet ${petId} again, with ${headerNames.idempotentReplayed} true`,
  );
  own.keep(
    'pets',
    await run.step(
      { id: 'createPet.idempotency_conflict', operationId: 'createPet', expected: 'idempotency_conflict' },
      (core, options) =>
        createPet(core, { ...newPet, name: `${prefix}-other-pet` }, { ...options, idempotencyKey }),
    ),
  );
  own.keep(
    'pets',
    await run.step(
      { id: 'createPet.category_not_found', operationId: 'createPet', expected: 'category_not_found' },
      (core, options) => createPet(core, { ...newPet, categoryId: missingId }, options),
    ),
  );
  own.keep(
    'orders',
    await run.step(
      { id: 'placeOrder.pet_not_found', operationId: 'placeOrder', expected: 'pet_not_found' },
      (core, options) => placeOrder(core, { petId: missingId, quantity: 1 }, options),
    ),
  );
  if (petId === undefined) {
    skipStep(run, 'placeOrder.insufficient_stock', 'placeOrder', 'pet');
    skipStep(run, 'deletePet.pet_has_open_orders', 'deletePet', 'pet');
    return { categoryId };
  }
  await expectStock(run, 'getInventoryItem.own', petId, 0, "a new pet's stock is 0, with the pet's status");
  own.keep(
    'orders',
    await run.step(
      { id: 'placeOrder.insufficient_stock', operationId: 'placeOrder', expected: 'insufficient_stock' },
      (core, options) => placeOrder(core, { petId, quantity: 1 }, options),
    ),
  );
  await openOrderSteps(run, petId, own);
  return { categoryId, petId };
}

/**
 * An order of the run's pet, placed and cancelled, with the stock before and after, and
 * `pet_has_open_orders` while it is open. The pet keeps a stock of 2 for the derived steps' orders.
 */
async function openOrderSteps(run: ConformanceRun, petId: number, own: OwnRecords): Promise<void> {
  const stock = { quantity: 2 };
  await echoStep(run, { id: 'updateInventory.own', operationId: 'updateInventory' }, stock, (core, options) =>
    updateInventory(core, petId, stock, options),
  );
  const newOrder = { petId, quantity: 1 };
  // An order is open unless placed complete.
  const order = await echoStep(
    run,
    { id: 'placeOrder.own', operationId: 'placeOrder' },
    { ...newOrder, complete: false },
    (core, options) => placeOrder(core, newOrder, options),
  );
  const orderId = own.keep('orders', order);
  if (orderId === undefined) {
    skipStep(run, 'deletePet.pet_has_open_orders', 'deletePet', 'order');
    return;
  }
  await expectStock(
    run,
    'getInventoryItem.after-order',
    petId,
    1,
    'placing an order of 1 takes 1 from stock',
  );
  await run.step(
    { id: 'deletePet.pet_has_open_orders', operationId: 'deletePet', expected: 'pet_has_open_orders' },
    (core, options) => deletePet(core, petId, options),
  );
  const cancelled = await run.step(
    { id: 'cancelOrder.own', operationId: 'cancelOrder', expected: 'success' },
    (core, options) => cancelOrder(core, orderId, options),
  );
  if (cancelled.answer?.status === 204) own.orders.delete(orderId);
  await expectStock(
    run,
    'getInventoryItem.after-cancel',
    petId,
    2,
    'cancelling the order gives its 1 back to stock',
  );
}

/** The run's pet removed once the derived steps are done with it (the category stays). */
export async function ownScenarioEnd(
  run: ConformanceRun,
  { petId }: OwnScenario,
  own: OwnRecords,
): Promise<void> {
  if (petId === undefined) return;
  const deleted = await run.step(
    { id: 'deletePet.own', operationId: 'deletePet', expected: 'success' },
    (core, options) => deletePet(core, petId, options),
  );
  if (deleted.answer?.status === 204) own.pets.delete(petId);
}
