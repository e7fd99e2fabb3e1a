import {
  APIConnectionError,
  ConflictError,
  InternalServerError,
  type Order,
  type PetStore,
  RateLimitError,
} from '@petstore/sdk';

/** The outcome of a purchase, as the shop's pages show it. */
export type Purchase =
  | { ok: true; orderId: Order['id'] }
  | { ok: false; reason: 'out-of-stock' }
  | { ok: false; reason: 'busy'; retryAfterSeconds: number }
  | { ok: false; reason: 'unavailable' };

function failure(error: unknown): Purchase {
  if (error instanceof ConflictError && error.code === 'insufficient_stock')
    return { ok: false, reason: 'out-of-stock' };
  if (error instanceof RateLimitError)
    return { ok: false, reason: 'busy', retryAfterSeconds: error.retryAfter ?? 60 };
  if (error instanceof InternalServerError || error instanceof APIConnectionError) {
    return { ok: false, reason: 'unavailable' };
  }
  throw error;
}

/**
 * A small piece of an application that sells pets through the Pet Store API: the code under test
 * in this example. It knows nothing about the mock; the tests give it a client of the mock.
 */
export class PetShop {
  readonly #client: PetStore;

  constructor(client: PetStore) {
    this.#client = client;
  }

  /** Names of every available pet, across every page. */
  async availablePets(): Promise<string[]> {
    const names: string[] = [];
    for await (const pet of this.#client.pets.list({ status: 'available' })) names.push(pet.name);
    return names;
  }

  /** Sets a pet's stock. */
  async restock(petId: number, quantity: number): Promise<void> {
    await this.#client.store.inventory.update(petId, { quantity });
  }

  /** Orders a pet; what can go wrong is an outcome, not an exception. */
  async buy(petId: number, quantity = 1): Promise<Purchase> {
    try {
      const order = await this.#client.store.orders.create({ petId, quantity });
      return { ok: true, orderId: order.id };
    } catch (error) {
      return failure(error);
    }
  }
}
