/**
 * The Pet Store API client: {@link PetStore}, with every operation as a method, and everything its
 * calls take, return or throw. `@petstore/sdk/functions` has the same client as
 * {@link PetStoreCore} and one function per operation, for the smallest browser bundle.
 * @module @petstore/sdk
 */
export { PetStore } from './client';
export { PetStoreCore } from './core/petstore-core';
export * from './resources/index';
export * from './shared-surface';
