import type { PetStoreCore } from './petstore-core';

/**
 * The base of every resource (`client.pets`, `client.store.orders`, …): it holds the client, so
 * that a resource only names the functions of `@petstore/sdk/functions` it offers as methods.
 * Resources are created by {@link PetStore}; there is no need to construct one.
 */
export abstract class APIResource {
  /** @internal The client whose calls the resource's methods make. */
  declare protected readonly core: PetStoreCore;

  /** @internal */
  constructor(core: PetStoreCore) {
    // Not enumerable, so that a resource neither renders nor serialises the client that holds it.
    Object.defineProperty(this, 'core', { value: core });
  }
}
