/**
 * TanStack Query options for every operation of the Pet Store API, generated from the contract:
 * query options for every read, infinite query options for every paginated read, mutation
 * options for every write that invalidate exactly what the write changes. One entry for every
 * adapter (React, Vue, Solid, Svelte, Angular): the options are plain objects of
 * `@tanstack/query-core`'s types. Every query goes through the client's one rate-limit gate and
 * its retries; the options never retry on top of them (docs/tanstack-query.md).
 *
 * @example
 * ```ts
 * import { PetStore } from '@petstore/sdk';
 * import { petStoreQueries } from '@petstore/tanstack-query';
 * import { useQuery } from '@tanstack/react-query';
 *
 * const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));
 * const { data } = useQuery(queries.pets.list({ status: 'available' }));
 * ```
 * @module @petstore/tanstack-query
 */

export {
  type KeyInputs,
  type ListPage,
  type PetStoreInfiniteQueryOptions,
  type PetStoreKey,
  type PetStoreMutationOptions,
  type PetStoreQueryOptions,
  petStoreKeyRoot,
  type RetryOptions,
  retryDeferringToTheSdk,
  retryDelayOfTheGate,
} from './api/options';
export * from './operations/index';
export * from './pet-store-queries';
