import { PetStoreCore } from './core/petstore-core';
import { Categories, Pets, Store } from './resources/index';

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
  // One property per top-level resource of packages/sdk/scripts/surface.ts; the resources and their
  // methods are generated from the contract (docs/design/0019-one-surface-from-the-contract.md).
  /** Pets of the store: {@link Pets}. */
  readonly pets: Pets = new Pets(this);
  /** Kinds of animal that pets belong to: {@link Categories}. */
  readonly categories: Categories = new Categories(this);
  /** Orders and stock: {@link Store}. */
  readonly store: Store = new Store(this);
}
