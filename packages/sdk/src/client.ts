import type { ClientOptions } from './client-options';
import type { RateLimitState } from './core/rate-limit-state';
import { Transport } from './core/transport';
import { resolveOptions } from './internal/resolve-options';
import { Categories } from './resources/categories';
import { Pets } from './resources/pets';
import { Store } from './resources/store/store';

/**
 * The Pet Store API client. Every method validates its input against the contract before sending,
 * retries what is safe to retry, waits at one client-wide rate-limit gate, and warns once about
 * deprecated operations.
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
export class PetStore {
  /** Pets: list, create, retrieve (deprecated), update, delete. */
  readonly pets: Pets;
  /** Categories: list, create, retrieve. */
  readonly categories: Categories;
  /** The store: `orders` and `inventory`. */
  readonly store: Store;
  readonly #transport: Transport;

  /**
   * @param options - Client options; all optional (the key can come from `PETSTORE_API_KEY`).
   * @throws {@link PetStoreError} when there is no API key or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
    this.#transport = new Transport(resolveOptions(options));
    this.pets = new Pets(this.#transport);
    this.categories = new Categories(this.#transport);
    this.store = new Store(this.#transport);
  }

  /**
   * The rate-limit state of the last answer (limit, remaining, reset, and until when requests are
   * held after a 429 or a ban); `undefined` before the first answer.
   */
  get rateLimit(): RateLimitState | undefined {
    return this.#transport.rateLimit;
  }
}
