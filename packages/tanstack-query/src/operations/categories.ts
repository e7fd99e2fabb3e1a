// Written by `pnpm generate` (packages/tanstack-query/scripts/generate-queries.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
import type { Category, CategoryListParams, NewCategory } from '@petstore/contract';
import { listCategories as listCategoriesOperation } from '@petstore/contract/internal';
import { createCategory, getCategory, listCategories, type PetStoreCore } from '@petstore/sdk/functions';
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
 * Query options of `GET /categories`, sent by `listCategories` of `@petstore/sdk/functions`
 * (`client.categories.list`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `CategoryListParams`: paging of `listCategories`.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(listCategoriesQueryOptions(client, { limit: 20 }));
 * ```
 */
export function listCategoriesQueryOptions(
  client: PetStoreCore,
  query?: CategoryListParams,
): PetStoreQueryOptions<
  ListPage<Category, CategoryListParams>,
  readonly ['petstore', 'categories', 'listCategories', KeyInputs<CategoryListParams>]
> {
  return queryOptionsOf(
    client,
    ['petstore', 'categories', 'listCategories', keyInputs(undefined, query)] as const,
    (signal) =>
      listPageOf<Category, CategoryListParams>(
        listCategories(client, query, { signal }),
        listCategoriesOperation,
      ),
  );
}

/**
 * Infinite query options of `GET /categories`, sent by `listCategories` of
 * `@petstore/sdk/functions` (`client.categories.list`), one page after another as the service's
 * `Link rel="next"` leads.
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `CategoryListParams`: paging of `listCategories`. The first page; the next pages
 * follow the service's links.
 * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(listCategoriesInfiniteQueryOptions(client, { limit: 20 }));
 * const items = data?.pages.flatMap((page) => page.items);
 * ```
 */
export function listCategoriesInfiniteQueryOptions(
  client: PetStoreCore,
  query: CategoryListParams = {},
): PetStoreInfiniteQueryOptions<
  Category,
  CategoryListParams,
  readonly ['petstore', 'categories', 'listCategories', KeyInputs<CategoryListParams>, 'infinite']
> {
  return infiniteQueryOptionsOf(
    client,
    ['petstore', 'categories', 'listCategories', keyInputs(undefined, query), 'infinite'] as const,
    query,
    (page, signal) =>
      listPageOf<Category, CategoryListParams>(
        listCategories(client, page, { signal }),
        listCategoriesOperation,
      ),
  );
}

/**
 * What a mutation of `createCategory` takes: its body, by name.
 *
 * @example
 * ```ts
 * const variables: CreateCategoryVariables = { body: { name: 'Dogs' } };
 * ```
 */
export interface CreateCategoryVariables {
  /** `NewCategory`: a category to create. Unknown fields are rejected. */
  readonly body: NewCategory;
}

/**
 * Mutation options of `POST /categories`, sent by `createCategory` of `@petstore/sdk/functions`
 * (`client.categories.create`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listCategories` query, every `getCategory` query.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(createCategoryMutationOptions(client));
 * mutate({ body: { name: 'Dogs' } });
 * ```
 */
export function createCategoryMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<Category, CreateCategoryVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'categories', 'createCategory'],
    (variables: CreateCategoryVariables) => createCategory(client, variables.body),
    () => [
      ['petstore', 'categories', 'listCategories'],
      ['petstore', 'categories', 'getCategory'],
    ],
  );
}

/**
 * Query options of `GET /categories/{categoryId}`, sent by `getCategory` of
 * `@petstore/sdk/functions` (`client.categories.retrieve`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param categoryId - ID of the category.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(getCategoryQueryOptions(client, 1));
 * ```
 */
export function getCategoryQueryOptions(
  client: PetStoreCore,
  categoryId: number,
): PetStoreQueryOptions<Category, readonly ['petstore', 'categories', 'getCategory', KeyInputs]> {
  return queryOptionsOf(
    client,
    ['petstore', 'categories', 'getCategory', keyInputs({ categoryId })] as const,
    (signal) => getCategory(client, categoryId, { signal }),
  );
}
