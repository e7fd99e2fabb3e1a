export { type PetStoreWorker, setupPetStoreWorker } from './setup-pet-store-worker';
