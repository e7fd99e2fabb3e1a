/**
 * The mock in Node: intercepting requests in a test runner (MSW's `setupServer`) or serving them
 * as a standalone HTTP server.
 * @module @petstore/mock/node
 */
export type { StandaloneOptions } from './api/options';
export { type PetStoreServer, setupPetStoreServer } from './setup-pet-store-server';
export { type StandalonePetStore, startPetStoreServer } from './start-pet-store-server';
