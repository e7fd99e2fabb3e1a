import type { Pet } from '@petstore/contract';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/api-resource';
import type { PagePromise } from '../core/pagination';
import {
  createPet,
  deletePet,
  getPetById,
  listPets,
  type PetCreateParams,
  type PetListParams,
  type PetUpdateParams,
  updatePet,
} from '../functions/pets';

/** Pets of the store: `client.pets`. */
export class Pets extends APIResource {
  /**
   * Lists pets, oldest first. Await it for one page, or iterate it for every pet of every page.
   *
   * @param query - Filters (`status`, one value or several; `categoryId`) and paging (`limit`, `offset`).
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the query is invalid (nothing is sent).
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the other errors of any call.
   * @example
   * ```ts
   * for await (const pet of client.pets.list({ status: ['available', 'pending'] })) console.log(pet.name);
   * ```
   */
  list(query?: PetListParams, options?: RequestOptions): PagePromise<Pet> {
    return listPets(this.core, query, options);
  }

  /**
   * Creates a pet in an existing category, and its inventory entry with a stock of 0.
   *
   * @param body - The pet: `name`, `categoryId`, optional `status`.
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the body is invalid (nothing is sent).
   * @throws {@link UnprocessableEntityError} `category_not_found` when the category does not exist.
   * @example
   * ```ts
   * const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id, status: 'available' });
   * ```
   */
  create(body: PetCreateParams, options?: RequestOptions): APIPromise<Pet> {
    return createPet(this.core, body, options);
  }

  /**
   * Fetches one pet.
   *
   * @param petId - The pet's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such pet.
   * @throws {@link GoneError} after the sunset date.
   * @deprecated Since 2026-01-01; sunset 2027-06-30, after which it throws {@link GoneError}. Keep
   * the Pet that `create` and `update` return, or find it with {@link Pets.list}. The first call
   * writes a warning to `logger.warn` and calls `onDeprecation`.
   * @example
   * ```ts
   * const pet = await client.pets.retrieve(rex.id);
   * ```
   */
  retrieve(petId: number, options?: RequestOptions): APIPromise<Pet> {
    return getPetById(this.core, petId, options);
  }

  /**
   * Changes the given fields of a pet; the only way a pet's status changes.
   *
   * @param petId - The pet's ID.
   * @param body - The fields to change.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such pet.
   * @throws {@link UnprocessableEntityError} `category_not_found` when the new category does not exist.
   * @example
   * ```ts
   * const sold = await client.pets.update(rex.id, { status: 'sold' });
   * ```
   */
  update(petId: number, body: PetUpdateParams, options?: RequestOptions): APIPromise<Pet> {
    return updatePet(this.core, petId, body, options);
  }

  /**
   * Removes a pet and its inventory entry.
   *
   * @param petId - The pet's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such pet.
   * @throws {@link ConflictError} `pet_has_open_orders` while an incomplete order names it.
   * @example
   * ```ts
   * await client.pets.delete(rex.id);
   * ```
   */
  delete(petId: number, options?: RequestOptions): APIPromise<void> {
    return deletePet(this.core, petId, options);
  }
}
