/**
 * One function per operation of the Pet Store API, each taking a {@link PetStoreCore} first: an
 * app bundles the operations it calls and nothing of the others. `PetStoreCore` has every
 * behaviour of `PetStore` (options, retries, the rate-limit gate and its stores, deprecation
 * notices, key-safe redirects, typed errors, hooks); each function returns what the matching
 * method of `PetStore` returns.
 *
 * @example
 * ```ts
 * import { PetStoreCore, listPets } from '@petstore/sdk/functions';
 *
 * const core = new PetStoreCore({ apiKey: 'demo-free' });
 * for await (const pet of listPets(core, { status: 'available' })) console.log(pet.name);
 * ```
 * @module @petstore/sdk/functions
 */
export { PetStoreCore } from './core/petstore-core';
export {
  type CategoryCreateParams,
  type CategoryListParams,
  createCategory,
  getCategory,
  listCategories,
} from './functions/categories';
export {
  getInventoryItem,
  type InventoryListParams,
  type InventoryUpdateParams,
  listInventory,
  updateInventory,
} from './functions/inventory';
export {
  cancelOrder,
  getOrder,
  listOrders,
  type OrderCreateParams,
  type OrderListParams,
  type OrderUpdateParams,
  placeOrder,
  updateOrder,
} from './functions/orders';
export {
  createPet,
  deletePet,
  getPetById,
  listPets,
  type PetCreateParams,
  type PetListParams,
  type PetUpdateParams,
  updatePet,
} from './functions/pets';
export * from './shared-surface';
