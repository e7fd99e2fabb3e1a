import type { OperationId } from '@petstore/contract';
import type { PetStore } from '@petstore/sdk';

/** One SDK method called with valid arguments. */
export interface SdkCall {
  readonly label: string;
  readonly operationId: OperationId;
  call(client: PetStore): PromiseLike<unknown>;
}

async function everyItem<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

/** Every method of the SDK, and list iteration across pages, with valid arguments. */
export const sdkCalls: readonly SdkCall[] = [
  { label: 'pets.list', operationId: 'listPets', call: (client) => client.pets.list({ limit: 2 }) },
  {
    label: 'pets.list (for await)',
    operationId: 'listPets',
    call: (client) => everyItem(client.pets.list()),
  },
  {
    label: 'pets.create',
    operationId: 'createPet',
    call: (client) => client.pets.create({ name: 'Rex', categoryId: 1 }),
  },
  { label: 'pets.retrieve', operationId: 'getPetById', call: (client) => client.pets.retrieve(1) },
  {
    label: 'pets.update',
    operationId: 'updatePet',
    call: (client) => client.pets.update(1, { status: 'sold' }),
  },
  { label: 'pets.delete', operationId: 'deletePet', call: (client) => client.pets.delete(1) },
  { label: 'categories.list', operationId: 'listCategories', call: (client) => client.categories.list() },
  {
    label: 'categories.create',
    operationId: 'createCategory',
    call: (client) => client.categories.create({ name: 'Dogs' }),
  },
  {
    label: 'categories.retrieve',
    operationId: 'getCategory',
    call: (client) => client.categories.retrieve(1),
  },
  {
    label: 'store.orders.list',
    operationId: 'listOrders',
    call: (client) => client.store.orders.list({ complete: false }),
  },
  {
    label: 'store.orders.create',
    operationId: 'placeOrder',
    call: (client) => client.store.orders.create({ petId: 1, quantity: 1 }),
  },
  {
    label: 'store.orders.retrieve',
    operationId: 'getOrder',
    call: (client) => client.store.orders.retrieve(1),
  },
  {
    label: 'store.orders.update',
    operationId: 'updateOrder',
    call: (client) => client.store.orders.update(1, { complete: true }),
  },
  {
    label: 'store.orders.cancel',
    operationId: 'cancelOrder',
    call: (client) => client.store.orders.cancel(1),
  },
  {
    label: 'store.inventory.list',
    operationId: 'listInventory',
    call: (client) => client.store.inventory.list(),
  },
  {
    label: 'store.inventory.retrieve',
    operationId: 'getInventoryItem',
    call: (client) => client.store.inventory.retrieve(1),
  },
  {
    label: 'store.inventory.update',
    operationId: 'updateInventory',
    call: (client) => client.store.inventory.update(1, { quantity: 3 }),
  },
];
