export { type PetStoreServer, setupPetStoreServer } from './setup-pet-store-server';
export {
  type StandaloneOptions,
  type StandalonePetStore,
  startPetStoreServer,
} from './start-pet-store-server';
