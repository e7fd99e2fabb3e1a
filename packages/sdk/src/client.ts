import { PetStoreCore } from './core/petstore-core';
import { Categories } from './resources/categories';
import { Pets } from './resources/pets';
import { Store } from './resources/store/store';

/**
 * The Pet Store API client: a {@link PetStoreCore} with every operation as a method. Every method
 * validates its input against the contract before sending, retries what is safe to retry, waits
 * at one client-wide rate-limit gate, and warns once about deprecated operations. A browser app
 * that calls a few operations is smaller with the functions of `@petstore/sdk/functions`.
 *
 * @example
 * ```ts
 * import { PetStore } from '@petstore/sdk';
 *
 * const client = new PetStore({ apiKey: 'demo-free' });
 * const dogs = await client.categories.create({ name: 'Dogs' });
 * const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id });
 * for await (const pet of client.pets.list({ status: 'available' })) console.log(pet.name);
 * ```
 */
export class PetStore extends PetStoreCore {
  /** Pets: list, create, retrieve (deprecated), update, delete. */
  readonly pets: Pets = new Pets(this);
  /** Categories: list, create, retrieve. */
  readonly categories: Categories = new Categories(this);
  /** The store: `orders` and `inventory`. */
  readonly store: Store = new Store(this);
}
