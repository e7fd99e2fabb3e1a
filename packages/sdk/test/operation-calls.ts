import type { OperationId } from '@petstore/contract';
import type { SdkClient } from './support';

/** Operations an SDK method sends: all but the OpenAPI document. */
export type SdkOperationId = Exclude<OperationId, 'getOpenApiDocument'>;

/** The records the calls act on; `deletablePetId` must have no open order. */
export interface CallTargets {
  readonly petId: number;
  readonly deletablePetId: number;
  readonly categoryId: number;
  readonly orderId: number;
}

/**
 * The one table of which SDK method sends which operation, with arguments that succeed on the
 * `targets`. Tests of every operation, of retries and of lost answers take their calls from it.
 */
export function operationCalls(
  client: SdkClient,
  { petId, deletablePetId, categoryId, orderId }: CallTargets,
): Record<SdkOperationId, () => Promise<unknown>> {
  return {
    listPets: () => client.pets.list(),
    createPet: () => client.pets.create({ name: 'Kit', categoryId }),
    getPetById: () => client.pets.retrieve(petId),
    updatePet: () => client.pets.update(petId, { status: 'pending' }),
    deletePet: () => client.pets.delete(deletablePetId),
    listCategories: () => client.categories.list(),
    createCategory: () => client.categories.create({ name: 'Cats' }),
    getCategory: () => client.categories.retrieve(categoryId),
    placeOrder: () => client.store.orders.create({ petId, quantity: 1 }),
    listOrders: () => client.store.orders.list(),
    getOrder: () => client.store.orders.retrieve(orderId),
    updateOrder: () => client.store.orders.update(orderId, { shipDate: '2026-12-24T10:00:00Z' }),
    cancelOrder: () => client.store.orders.cancel(orderId),
    listInventory: () => client.store.inventory.list(),
    getInventoryItem: () => client.store.inventory.retrieve(petId),
    updateInventory: () => client.store.inventory.update(petId, { quantity: 4 }),
  };
}
