// Written by `pnpm generate` (packages/tanstack-query/scripts/generate-queries.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
import type { NewPet, Pet, PetListParams, PetUpdate } from '@petstore/contract';
import { listPets as listPetsOperation } from '@petstore/contract/internal';
import {
  createPet,
  deletePet,
  getPetById,
  listPets,
  type PetStoreCore,
  updatePet,
} from '@petstore/sdk/functions';
import type {
  KeyInputs,
  ListPage,
  PetStoreInfiniteQueryOptions,
  PetStoreMutationOptions,
  PetStoreQueryOptions,
} from '../api/options';
import {
  infiniteQueryOptionsOf,
  keyInputs,
  listPageOf,
  mutationOptionsOf,
  queryOptionsOf,
} from '../internal/build-options';

/**
 * Query options of `GET /pets`, sent by `listPets` of `@petstore/sdk/functions`
 * (`client.pets.list`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `PetListParams`: filters of `listPets` (by status, one or several, and category)
 * and paging.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(listPetsQueryOptions(client, { status: 'available' }));
 * ```
 */
export function listPetsQueryOptions(
  client: PetStoreCore,
  query?: PetListParams,
): PetStoreQueryOptions<
  ListPage<Pet, PetListParams>,
  readonly ['petstore', 'pets', 'listPets', KeyInputs<PetListParams>]
> {
  return queryOptionsOf(
    client,
    ['petstore', 'pets', 'listPets', keyInputs(undefined, query)] as const,
    (signal) => listPageOf<Pet, PetListParams>(listPets(client, query, { signal }), listPetsOperation),
  );
}

/**
 * Infinite query options of `GET /pets`, sent by `listPets` of `@petstore/sdk/functions`
 * (`client.pets.list`), one page after another as the service's `Link rel="next"` leads.
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `PetListParams`: filters of `listPets` (by status, one or several, and category)
 * and paging. The first page; the next pages follow the service's links.
 * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(listPetsInfiniteQueryOptions(client, { status: 'available' }));
 * const items = data?.pages.flatMap((page) => page.items);
 * ```
 */
export function listPetsInfiniteQueryOptions(
  client: PetStoreCore,
  query: PetListParams = {},
): PetStoreInfiniteQueryOptions<
  Pet,
  PetListParams,
  readonly ['petstore', 'pets', 'listPets', KeyInputs<PetListParams>, 'infinite']
> {
  return infiniteQueryOptionsOf(
    client,
    ['petstore', 'pets', 'listPets', keyInputs(undefined, query), 'infinite'] as const,
    query,
    (page, signal) => listPageOf<Pet, PetListParams>(listPets(client, page, { signal }), listPetsOperation),
  );
}

/**
 * What a mutation of `createPet` takes: its body, by name.
 *
 * @example
 * ```ts
 * const variables: CreatePetVariables = { body: { name: 'Rex', categoryId: 1 } };
 * ```
 */
export interface CreatePetVariables {
  /** `NewPet`: a pet to create. Unknown fields are rejected. */
  readonly body: NewPet;
}

/**
 * Mutation options of `POST /pets`, sent by `createPet` of `@petstore/sdk/functions`
 * (`client.pets.create`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listPets` query, every `getPetById` query, every `listInventory` query, every
 * `getInventoryItem` query.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(createPetMutationOptions(client));
 * mutate({ body: { name: 'Rex', categoryId: 1 } });
 * ```
 */
export function createPetMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<Pet, CreatePetVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'pets', 'createPet'],
    (variables: CreatePetVariables) => createPet(client, variables.body),
    () => [
      ['petstore', 'pets', 'listPets'],
      ['petstore', 'pets', 'getPetById'],
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem'],
    ],
  );
}

/**
 * Query options of `GET /pets/{petId}`, sent by `getPetById` of `@petstore/sdk/functions`
 * (`client.pets.retrieve`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @deprecated Since 2026-01-01; sunset 2027-06-30, after which the service answers 410
 * `endpoint_sunset`. Keep the Pet that createPet and updatePet return, or find it with listPets
 * (filtered by category or status). The SDK throws that answer as `GoneError`, and reports the
 * first call once (`logger.warn`, `onDeprecation`).
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param petId - ID of the pet.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(getPetByIdQueryOptions(client, 1));
 * ```
 */
export function getPetByIdQueryOptions(
  client: PetStoreCore,
  petId: number,
): PetStoreQueryOptions<Pet, readonly ['petstore', 'pets', 'getPetById', KeyInputs]> {
  return queryOptionsOf(client, ['petstore', 'pets', 'getPetById', keyInputs({ petId })] as const, (signal) =>
    getPetById(client, petId, { signal }),
  );
}

/**
 * What a mutation of `updatePet` takes: its path parameters and its body, by name.
 *
 * @example
 * ```ts
 * const variables: UpdatePetVariables = { petId: 1, body: { name: 'Rex' } };
 * ```
 */
export interface UpdatePetVariables {
  /** ID of the pet. */
  readonly petId: number;
  /**
   * `PetUpdate`: fields of a pet to change; omitted fields stay as they are. Unknown fields are
   * rejected.
   */
  readonly body: PetUpdate;
}

/**
 * Mutation options of `PATCH /pets/{petId}`, sent by `updatePet` of `@petstore/sdk/functions`
 * (`client.pets.update`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listPets` query, the `getPetById` query of the same `petId`, every `listInventory` query, the
 * `getInventoryItem` query of the same `petId`.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(updatePetMutationOptions(client));
 * mutate({ petId: 1, body: { name: 'Rex' } });
 * ```
 */
export function updatePetMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<Pet, UpdatePetVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'pets', 'updatePet'],
    (variables: UpdatePetVariables) => updatePet(client, variables.petId, variables.body),
    (variables) => [
      ['petstore', 'pets', 'listPets'],
      ['petstore', 'pets', 'getPetById', { path: { petId: variables.petId } }],
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem', { path: { petId: variables.petId } }],
    ],
  );
}

/**
 * What a mutation of `deletePet` takes: its path parameters, by name.
 *
 * @example
 * ```ts
 * const variables: DeletePetVariables = { petId: 1 };
 * ```
 */
export interface DeletePetVariables {
  /** ID of the pet. */
  readonly petId: number;
}

/**
 * Mutation options of `DELETE /pets/{petId}`, sent by `deletePet` of `@petstore/sdk/functions`
 * (`client.pets.delete`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listPets` query, the `getPetById` query of the same `petId`, every `listInventory` query, the
 * `getInventoryItem` query of the same `petId`.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(deletePetMutationOptions(client));
 * mutate({ petId: 1 });
 * ```
 */
export function deletePetMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<void, DeletePetVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'pets', 'deletePet'],
    (variables: DeletePetVariables) => deletePet(client, variables.petId),
    (variables) => [
      ['petstore', 'pets', 'listPets'],
      ['petstore', 'pets', 'getPetById', { path: { petId: variables.petId } }],
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem', { path: { petId: variables.petId } }],
    ],
  );
}
