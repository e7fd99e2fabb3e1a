/**
 * One function per operation of the Pet Store API, each taking a {@link PetStoreCore} first: an
 * app bundles the operations it calls and nothing of the others. `PetStoreCore` has every
 * behaviour of `PetStore` (options, retries, the rate-limit gate and its stores, deprecation
 * notices, key-safe redirects, typed errors, hooks); each function returns what the matching
 * method of `PetStore` returns. `api.md` in the package lists every function with its method,
 * route and types.
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
export * from './functions/index';
export * from './shared-surface';
