import type { Pet } from '@petstore/contract';
import {
  createPet as createPetOperation,
  deletePet as deletePetOperation,
  getPetById as getPetByIdOperation,
  listPets as listPetsOperation,
  updatePet as updatePetOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import type { BodyOf, QueryOf } from '../core/operation-types';
import type { PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/** Query of `listPets` and `client.pets.list`: `status` (one or several), `categoryId`, `limit`, `offset`. */
export type PetListParams = QueryOf<typeof listPetsOperation>;
/** Body of `createPet` and `client.pets.create`: `name`, `categoryId`, optional `status`. */
export type PetCreateParams = BodyOf<typeof createPetOperation>;
/** Body of `updatePet` and `client.pets.update`: any of `name`, `categoryId`, `status`. */
export type PetUpdateParams = BodyOf<typeof updatePetOperation>;

/**
 * Lists pets, oldest first. Await it for one page, or iterate it for every pet of every page.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - Filters (`status`, one value or several; `categoryId`) and paging (`limit`, `offset`).
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the query is invalid (nothing is sent).
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the other errors of any call.
 * @example
 * ```ts
 * for await (const pet of listPets(core, { status: ['available', 'pending'] })) console.log(pet.name);
 * ```
 */
export function listPets(
  core: PetStoreCore,
  query?: PetListParams,
  options?: RequestOptions,
): PagePromise<Pet> {
  return requestPage(core, listPetsOperation, query, options);
}

/**
 * Creates a pet in an existing category, and its inventory entry with a stock of 0.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - The pet: `name`, `categoryId`, optional `status`.
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the body is invalid (nothing is sent).
 * @throws {@link UnprocessableEntityError} `category_not_found` when the category does not exist.
 * @example
 * ```ts
 * const rex = await createPet(core, { name: 'Rex', categoryId: dogs.id, status: 'available' });
 * ```
 */
export function createPet(
  core: PetStoreCore,
  body: PetCreateParams,
  options?: RequestOptions,
): APIPromise<Pet> {
  return request(core, createPetOperation, { body }, options);
}

/**
 * Fetches one pet.
 *
 * @deprecated Since 2026-01-01; sunset 2027-06-30, after which it throws {@link GoneError}. Keep
 * the Pet that {@link createPet} and {@link updatePet} return, or find it with {@link listPets}.
 * The first call writes a warning to `logger.warn` and calls `onDeprecation`.
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - The pet's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such pet.
 * @throws {@link GoneError} after the sunset date.
 * @example
 * ```ts
 * const pet = await getPetById(core, rex.id);
 * ```
 */
export function getPetById(core: PetStoreCore, petId: number, options?: RequestOptions): APIPromise<Pet> {
  return request(core, getPetByIdOperation, { path: { petId } }, options);
}

/**
 * Changes the given fields of a pet; the only way a pet's status changes.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - The pet's ID.
 * @param body - The fields to change.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such pet.
 * @throws {@link UnprocessableEntityError} `category_not_found` when the new category does not exist.
 * @example
 * ```ts
 * const sold = await updatePet(core, rex.id, { status: 'sold' });
 * ```
 */
export function updatePet(
  core: PetStoreCore,
  petId: number,
  body: PetUpdateParams,
  options?: RequestOptions,
): APIPromise<Pet> {
  return request(core, updatePetOperation, { path: { petId }, body }, options);
}

/**
 * Removes a pet and its inventory entry.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - The pet's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such pet.
 * @throws {@link ConflictError} `pet_has_open_orders` while an incomplete order names it.
 * @example
 * ```ts
 * await deletePet(core, rex.id);
 * ```
 */
export function deletePet(core: PetStoreCore, petId: number, options?: RequestOptions): APIPromise<void> {
  return request(core, deletePetOperation, { path: { petId } }, options);
}
