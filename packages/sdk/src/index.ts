/**
 * The Pet Store API client: {@link PetStore}, with every operation as a method, and everything its
 * calls return or throw. `@petstore/sdk/functions` has the same client as {@link PetStoreCore} and
 * one function per operation, for the smallest browser bundle.
 * @module @petstore/sdk
 */
export { PetStore } from './client';
export { PetStoreCore } from './core/petstore-core';
export type {
  CategoryCreateParams,
  CategoryListParams,
} from './functions/categories';
export type { InventoryListParams, InventoryUpdateParams } from './functions/inventory';
export type { OrderCreateParams, OrderListParams, OrderUpdateParams } from './functions/orders';
export type { PetCreateParams, PetListParams, PetUpdateParams } from './functions/pets';
export { Categories } from './resources/categories';
export { Pets } from './resources/pets';
export { Inventory } from './resources/store/inventory';
export { Orders } from './resources/store/orders';
export { Store } from './resources/store/store';
export * from './shared-surface';
