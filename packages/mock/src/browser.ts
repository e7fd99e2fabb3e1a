/**
 * The mock in a browser, served by MSW's service worker.
 * @module @petstore/mock/browser
 */
export { type PetStoreWorker, setupPetStoreWorker } from './setup-pet-store-worker';
