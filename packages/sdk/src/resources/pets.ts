// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

import type { NewPet, Pet, PetListParams, PetUpdate } from '@petstore/contract';
import {
  createPet as createPetOperation,
  deletePet as deletePetOperation,
  getPetById as getPetByIdOperation,
  listPets as listPetsOperation,
  updatePet as updatePetOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../api/client-options';
import { APIResource } from '../core/api-resource';
import type { APIPromise, PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/**
 * Returns a page of pets, oldest first, filtered by status (one or several) and category.
 * Await it for one page, or iterate it with `for await` for every item of every page.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - {@link PetListParams}: filters of `listPets` (by status, one or several, and
 * category) and paging.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns A page of pets.
 * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * for await (const pet of listPets(core, { status: 'available' })) console.log(pet);
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
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - {@link NewPet}: a pet to create. Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The pet created; `Location` names it.
 * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
 * @throws {@link UnprocessableEntityError} `category_not_found`: the body names a category that
 * does not exist.
 * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
 * maximum (the int32 maximum) or needs an id past the largest safe integer.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const pet = await createPet(core, { name: 'Rex', categoryId: 1 });
 * ```
 */
export function createPet(core: PetStoreCore, body: NewPet, options?: RequestOptions): APIPromise<Pet> {
  return request(core, createPetOperation, { body }, options);
}

/**
 * Returns one pet. Deprecated: responses carry `Deprecation`, `Sunset` and a `Link` to the
 * migration guide; after the sunset date the operation answers 410 `endpoint_sunset`.
 *
 * @deprecated Since 2026-01-01; sunset 2027-06-30, after which the service answers 410
 * `endpoint_sunset`. Keep the Pet that createPet and updatePet return, or find it with listPets
 * (filtered by category or status). The SDK throws that answer as `GoneError`, and reports the
 * first call once (`logger.warn`, `onDeprecation`).
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - ID of the pet.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The pet.
 * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link GoneError} `endpoint_sunset`: the endpoint is past its sunset date.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const pet = await getPetById(core, 1);
 * ```
 */
export function getPetById(core: PetStoreCore, petId: number, options?: RequestOptions): APIPromise<Pet> {
  return request(core, getPetByIdOperation, { path: { petId } }, options);
}

/**
 * Changes the given fields of a pet. The only way a pet's status changes.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - ID of the pet.
 * @param body - {@link PetUpdate}: fields of a pet to change; omitted fields stay as they are.
 * Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The pet as changed.
 * @throws {@link ValidationError} when `petId` or `body` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link UnprocessableEntityError} `category_not_found`: the body names a category that
 * does not exist.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const pet = await updatePet(core, 1, { name: 'Rex' });
 * ```
 */
export function updatePet(
  core: PetStoreCore,
  petId: number,
  body: PetUpdate,
  options?: RequestOptions,
): APIPromise<Pet> {
  return request(core, updatePetOperation, { path: { petId }, body }, options);
}

/**
 * Removes a pet and its inventory entry. Refused while an incomplete order names the pet.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - ID of the pet.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The pet is gone.
 * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link ConflictError} `pet_has_open_orders`: an incomplete order names the pet.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * await deletePet(core, 1);
 * ```
 */
export function deletePet(core: PetStoreCore, petId: number, options?: RequestOptions): APIPromise<void> {
  return request(core, deletePetOperation, { path: { petId } }, options);
}

/** Pets of the store: create, list, change and remove them (`client.pets`). */
export class Pets extends APIResource {
  /**
   * Returns a page of pets, oldest first, filtered by status (one or several) and category.
   * Await it for one page, or iterate it with `for await` for every item of every page.
   *
   * @param query - {@link PetListParams}: filters of `listPets` (by status, one or several, and
   * category) and paging.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns A page of pets.
   * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * for await (const pet of client.pets.list({ status: 'available' })) console.log(pet);
   * ```
   */
  list(query?: PetListParams, options?: RequestOptions): PagePromise<Pet> {
    return listPets(this.core, query, options);
  }

  /**
   * Creates a pet in an existing category, and its inventory entry with a stock of 0.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param body - {@link NewPet}: a pet to create. Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The pet created; `Location` names it.
   * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
   * @throws {@link UnprocessableEntityError} `category_not_found`: the body names a category that
   * does not exist.
   * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
   * maximum (the int32 maximum) or needs an id past the largest safe integer.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const pet = await client.pets.create({ name: 'Rex', categoryId: 1 });
   * ```
   */
  create(body: NewPet, options?: RequestOptions): APIPromise<Pet> {
    return createPet(this.core, body, options);
  }

  /**
   * Returns one pet. Deprecated: responses carry `Deprecation`, `Sunset` and a `Link` to the
   * migration guide; after the sunset date the operation answers 410 `endpoint_sunset`.
   *
   * @deprecated Since 2026-01-01; sunset 2027-06-30, after which the service answers 410
   * `endpoint_sunset`. Keep the Pet that createPet and updatePet return, or find it with listPets
   * (filtered by category or status). The SDK throws that answer as `GoneError`, and reports the
   * first call once (`logger.warn`, `onDeprecation`).
   * @param petId - ID of the pet.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The pet.
   * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link GoneError} `endpoint_sunset`: the endpoint is past its sunset date.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const pet = await client.pets.retrieve(1);
   * ```
   */
  retrieve(petId: number, options?: RequestOptions): APIPromise<Pet> {
    return getPetById(this.core, petId, options);
  }

  /**
   * Changes the given fields of a pet. The only way a pet's status changes.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param petId - ID of the pet.
   * @param body - {@link PetUpdate}: fields of a pet to change; omitted fields stay as they are.
   * Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The pet as changed.
   * @throws {@link ValidationError} when `petId` or `body` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link UnprocessableEntityError} `category_not_found`: the body names a category that
   * does not exist.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const pet = await client.pets.update(1, { name: 'Rex' });
   * ```
   */
  update(petId: number, body: PetUpdate, options?: RequestOptions): APIPromise<Pet> {
    return updatePet(this.core, petId, body, options);
  }

  /**
   * Removes a pet and its inventory entry. Refused while an incomplete order names the pet.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param petId - ID of the pet.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The pet is gone.
   * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link ConflictError} `pet_has_open_orders`: an incomplete order names the pet.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * await client.pets.delete(1);
   * ```
   */
  delete(petId: number, options?: RequestOptions): APIPromise<void> {
    return deletePet(this.core, petId, options);
  }
}
