import { type OperationId, operationList } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PetStore } from '../src/index';
import { createClient, useMock } from './support';

const mock = useMock();

/** The SDK method of each operation of the contract, called with records the fixture holds. */
const sdkMethods: Record<
  Exclude<OperationId, 'getOpenApiDocument'>,
  (client: PetStore) => Promise<unknown>
> = {
  listPets: (client) => client.pets.list(),
  createPet: (client) => client.pets.create({ name: 'Kit', categoryId: 1 }),
  getPetById: (client) => client.pets.retrieve(1),
  updatePet: (client) => client.pets.update(1, { status: 'pending' }),
  deletePet: (client) => client.pets.delete(2),
  listCategories: (client) => client.categories.list(),
  createCategory: (client) => client.categories.create({ name: 'Cats' }),
  getCategory: (client) => client.categories.retrieve(1),
  placeOrder: (client) => client.store.orders.create({ petId: 1, quantity: 1 }),
  listOrders: (client) => client.store.orders.list(),
  getOrder: (client) => client.store.orders.retrieve(1),
  updateOrder: (client) => client.store.orders.update(1, { complete: true }),
  cancelOrder: (client) => client.store.orders.cancel(1),
  listInventory: (client) => client.store.inventory.list(),
  getInventoryItem: (client) => client.store.inventory.retrieve(1),
  updateInventory: (client) => client.store.inventory.update(1, { quantity: 4 }),
};

beforeEach(() => {
  mock.load({
    categories: [{ id: 1, name: 'Dogs' }],
    pets: [
      { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
      { id: 2, name: 'Fido', categoryId: 1 },
    ],
    inventory: [{ petId: 1, quantity: 5, status: 'available' }],
    orders: [{ id: 1, petId: 1, quantity: 1, complete: false }],
  });
  mock.journal.clear();
});

describe('every operation of the contract has an SDK method', () => {
  it('covers the operation table (the OpenAPI document is not an SDK call)', () => {
    const expected = operationList
      .map((operation) => operation.operationId)
      .filter((id) => id !== 'getOpenApiDocument');
    expect(Object.keys(sdkMethods).sort()).toEqual(expected.sort());
  });

  it.each(Object.entries(sdkMethods))(
    '%s: the method sends that operation and succeeds',
    async (operationId, call) => {
      const { client } = createClient();
      await call(client);
      expect(mock.journal.entries.map((entry) => [entry.operationId, entry.status < 300])).toEqual([
        [operationId, true],
      ]);
    },
  );
});
