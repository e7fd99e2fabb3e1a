// Written by `pnpm generate` (packages/tanstack-query/scripts/generate-queries.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
import type { InventoryItem, InventoryListParams, InventoryUpdate } from '@petstore/contract';
import { listInventory as listInventoryOperation } from '@petstore/contract/internal';
import { getInventoryItem, listInventory, type PetStoreCore, updateInventory } from '@petstore/sdk/functions';
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
 * Query options of `GET /store/inventory`, sent by `listInventory` of `@petstore/sdk/functions`
 * (`client.store.inventory.list`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `InventoryListParams`: filters of `listInventory` (by the pet's status, one or
 * several) and paging.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(listInventoryQueryOptions(client, { status: 'available' }));
 * ```
 */
export function listInventoryQueryOptions(
  client: PetStoreCore,
  query?: InventoryListParams,
): PetStoreQueryOptions<
  ListPage<InventoryItem, InventoryListParams>,
  readonly ['petstore', 'store', 'inventory', 'listInventory', KeyInputs<InventoryListParams>]
> {
  return queryOptionsOf(
    client,
    ['petstore', 'store', 'inventory', 'listInventory', keyInputs(undefined, query)] as const,
    (signal) =>
      listPageOf<InventoryItem, InventoryListParams>(
        listInventory(client, query, { signal }),
        listInventoryOperation,
      ),
  );
}

/**
 * Infinite query options of `GET /store/inventory`, sent by `listInventory` of
 * `@petstore/sdk/functions` (`client.store.inventory.list`), one page after another as the
 * service's `Link rel="next"` leads.
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `InventoryListParams`: filters of `listInventory` (by the pet's status, one or
 * several) and paging. The first page; the next pages follow the service's links.
 * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(listInventoryInfiniteQueryOptions(client, { status: 'available' }));
 * const items = data?.pages.flatMap((page) => page.items);
 * ```
 */
export function listInventoryInfiniteQueryOptions(
  client: PetStoreCore,
  query: InventoryListParams = {},
): PetStoreInfiniteQueryOptions<
  InventoryItem,
  InventoryListParams,
  readonly ['petstore', 'store', 'inventory', 'listInventory', KeyInputs<InventoryListParams>, 'infinite']
> {
  return infiniteQueryOptionsOf(
    client,
    ['petstore', 'store', 'inventory', 'listInventory', keyInputs(undefined, query), 'infinite'] as const,
    query,
    (page, signal) =>
      listPageOf<InventoryItem, InventoryListParams>(
        listInventory(client, page, { signal }),
        listInventoryOperation,
      ),
  );
}

/**
 * Query options of `GET /store/inventory/{petId}`, sent by `getInventoryItem` of
 * `@petstore/sdk/functions` (`client.store.inventory.retrieve`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param petId - ID of the pet.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(getInventoryItemQueryOptions(client, 1));
 * ```
 */
export function getInventoryItemQueryOptions(
  client: PetStoreCore,
  petId: number,
): PetStoreQueryOptions<
  InventoryItem,
  readonly ['petstore', 'store', 'inventory', 'getInventoryItem', KeyInputs]
> {
  return queryOptionsOf(
    client,
    ['petstore', 'store', 'inventory', 'getInventoryItem', keyInputs({ petId })] as const,
    (signal) => getInventoryItem(client, petId, { signal }),
  );
}

/**
 * What a mutation of `updateInventory` takes: its path parameters and its body, by name.
 *
 * @example
 * ```ts
 * const variables: UpdateInventoryVariables = { petId: 1, body: { quantity: 1 } };
 * ```
 */
export interface UpdateInventoryVariables {
  /** ID of the pet. */
  readonly petId: number;
  /** `InventoryUpdate`: a new stock count. Unknown fields are rejected. */
  readonly body: InventoryUpdate;
}

/**
 * Mutation options of `PUT /store/inventory/{petId}`, sent by `updateInventory` of
 * `@petstore/sdk/functions` (`client.store.inventory.update`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listInventory` query, the `getInventoryItem` query of the same `petId`.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(updateInventoryMutationOptions(client));
 * mutate({ petId: 1, body: { quantity: 1 } });
 * ```
 */
export function updateInventoryMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<InventoryItem, UpdateInventoryVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'store', 'inventory', 'updateInventory'],
    (variables: UpdateInventoryVariables) => updateInventory(client, variables.petId, variables.body),
    (variables) => [
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem', { path: { petId: variables.petId } }],
    ],
  );
}
