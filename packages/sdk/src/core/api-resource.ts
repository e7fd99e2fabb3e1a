import type { Transport } from './transport';

/**
 * The base of every resource (`client.pets`, `client.store.orders`, …): it holds the client's
 * transport, so that a resource only names the operations it offers. Resources are created by
 * {@link PetStore}; there is no need to construct one.
 */
export abstract class APIResource {
  /** @internal The client's transport, shared by every resource of one client. */
  protected readonly transport: Transport;

  /** @internal */
  constructor(transport: Transport) {
    this.transport = transport;
  }
}
