import { APIError, type PetStoreCore, PetStoreError } from '@petstore/sdk/functions';
import type { DataTag, InfiniteData, MutationFunctionContext, QueryKey } from '@tanstack/query-core';

/**
 * The first element of every query and mutation key of the package: `queryKey: ['petstore']`
 * matches them all.
 *
 * @example
 * ```ts
 * await queryClient.invalidateQueries({ queryKey: [petStoreKeyRoot] });
 * ```
 */
export const petStoreKeyRoot = 'petstore';

/**
 * The inputs of a call as its query key holds them: the path parameters and the query, each left
 * out when it has nothing, and fields that are `undefined` dropped, so that `list()`,
 * `list({})` and `list({ status: undefined })` share one key.
 *
 * @example
 * ```ts
 * const inputs: KeyInputs<PetListParams> = { query: { status: 'available' } };
 * ```
 */
export interface KeyInputs<Query = never> {
  /** The path parameters by name (`{ petId: 1 }`), for an operation that has any. */
  readonly path?: Readonly<Record<string, number | string>>;
  /** The query, for an operation that takes one and was given a field. */
  readonly query?: Query;
  /** The header parameters, for an operation that declares any. */
  readonly headers?: object;
}

/**
 * A query key of the package before it is tagged with its data: `['petstore', ...resource,
 * operationId, inputs]`, the resource being the call's place on the client (`['store',
 * 'orders']`), so that `['petstore', 'store']` matches every query of the store and
 * `['petstore', 'pets', 'listPets']` every pet list.
 *
 * @example
 * ```ts
 * const key: PetStoreKey<['pets', 'listPets'], KeyInputs<PetListParams>> = ['petstore', 'pets', 'listPets', { query: { status: 'sold' } }];
 * ```
 */
export type PetStoreKey<Path extends readonly string[], Inputs> = readonly [
  typeof petStoreKeyRoot,
  ...Path,
  Inputs,
];

/**
 * One page of a list as a query holds it: plain data (it survives `dehydrate` and persisters),
 * with the query of the next page as the service's `Link rel="next"` names it.
 *
 * @example
 * ```ts
 * const page: ListPage<Pet, PetListParams> = await queryClient.fetchQuery(queries.pets.list({ limit: 10 }));
 * console.log(page.items.length, 'of', page.total, page.next ? 'and more' : 'all');
 * ```
 */
export interface ListPage<Item, Query> {
  /** The items of the page. */
  readonly items: readonly Item[];
  /** How many items match the query across all pages, from `X-Total-Count`; `undefined` when the service did not say. */
  readonly total: number | undefined;
  /**
   * The query of the next page, read from the `Link rel="next"` of the answer (not a guessed
   * offset); `undefined` on the last page.
   */
  readonly next: Query | undefined;
}

/**
 * TanStack Query's `retry` of every option of the package: `false` for every error of the SDK.
 * The SDK's one retry loop (docs/design/0009-sdk-owns-its-retry-loop.md) has already retried
 * what can succeed when sent again (429s within `maxRetryAfter`, 408, 5xx, lost connections) as
 * often as `maxRetries` allows, waiting at the client's rate-limit gate; what it threw is final: a
 * 4xx, a ban, a `ValidationError`, a `RateLimitError` past its cap, or a failure it already
 * retried. An error that is not the SDK's (thrown by code of your own) gets TanStack's default of
 * three retries.
 *
 * @param failureCount - How many times the query has failed.
 * @param error - What it failed with.
 * @returns Whether TanStack Query tries again.
 * @example
 * ```ts
 * new QueryClient({ defaultOptions: { queries: { retry: retryDeferringToTheSdk } } });
 * ```
 */
export function retryDeferringToTheSdk(failureCount: number, error: unknown): boolean {
  return !(error instanceof PetStoreError) && failureCount < 3;
}

/**
 * TanStack Query's `retryDelay` for a client: when a retry happens at all (`retry` set to more
 * than the package's), the moment the client's rate-limit gate opens again, never TanStack's
 * backoff: while the gate holds requests (after a 429 or a ban) the time until
 * `client.rateLimit.blockedUntil`, else the error's `retryAfter`, else TanStack's own
 * exponential delay (1 s doubling up to 30 s).
 *
 * @param core - The client whose gate the query goes through.
 * @returns The `retryDelay` function, in milliseconds.
 * @example
 * ```ts
 * useQuery({ ...queries.pets.list(), retry: 2, retryDelay: retryDelayOfTheGate(client) });
 * ```
 */
export function retryDelayOfTheGate(core: PetStoreCore): (failureCount: number, error: unknown) => number {
  return (failureCount, error) => {
    const blockedUntil = core.rateLimit?.blockedUntil?.getTime();
    if (blockedUntil !== undefined && blockedUntil > Date.now()) return blockedUntil - Date.now();
    if (error instanceof APIError && error.retryAfter !== undefined) return error.retryAfter * 1000;
    return Math.min(1000 * 2 ** failureCount, 30_000);
  };
}

/**
 * What every option of the package carries: TanStack Query's `retry` and `retryDelay` deferring
 * to the SDK ({@link retryDeferringToTheSdk}, {@link retryDelayOfTheGate}).
 *
 * @example
 * ```ts
 * const { retry, retryDelay }: RetryOptions = queries.pets.list();
 * ```
 */
export interface RetryOptions {
  /** {@link retryDeferringToTheSdk}: no retry of an error of the SDK. */
  readonly retry: (failureCount: number, error: PetStoreError) => boolean;
  /** {@link retryDelayOfTheGate}: the gate's moment, not TanStack's backoff. */
  readonly retryDelay: (failureCount: number, error: PetStoreError) => number;
}

/**
 * Options of one read for `useQuery`, `useSuspenseQuery`, `useQueries`, `queryClient.fetchQuery`,
 * `prefetchQuery` and `ensureQueryData`, in every adapter of TanStack Query. Spread them to add
 * your own (`{ ...queries.pets.list(), staleTime: 60_000 }`).
 *
 * @example
 * ```ts
 * const { data, error } = useQuery(queries.pets.list({ status: 'available' }));
 * ```
 */
export interface PetStoreQueryOptions<Data, Key extends QueryKey> extends RetryOptions {
  /** The key: the operation and its inputs, tagged with the data and the error. */
  readonly queryKey: DataTag<Key, Data, PetStoreError>;
  /** Sends the call through the client, with the `signal` TanStack Query passes: a cancelled query is never sent later. */
  readonly queryFn: (context: { readonly signal: AbortSignal }) => Promise<Data>;
}

/**
 * Options of a paginated read for `useInfiniteQuery`, `useSuspenseInfiniteQuery` and
 * `queryClient.fetchInfiniteQuery`: each page is a {@link ListPage}, and the next page's query is
 * the one the service's `Link rel="next"` names.
 *
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(queries.pets.listInfinite({ limit: 20 }));
 * const pets = data?.pages.flatMap((page) => page.items) ?? [];
 * ```
 */
export interface PetStoreInfiniteQueryOptions<Item, Query, Key extends QueryKey> extends RetryOptions {
  /** The key: the operation and its first query, then `'infinite'`; tagged with the pages and the error. */
  readonly queryKey: DataTag<Key, InfiniteData<ListPage<Item, Query>, Query>, PetStoreError>;
  /** Sends the query of one page through the client, with TanStack Query's `signal`. */
  readonly queryFn: (context: {
    readonly signal: AbortSignal;
    readonly pageParam: Query;
  }) => Promise<ListPage<Item, Query>>;
  /** The query of the first page: the one given. */
  readonly initialPageParam: Query;
  /** The query of the next page from the last one's `Link`; `undefined` at the end, or when a link leads back to a page already fetched. */
  readonly getNextPageParam: (
    lastPage: ListPage<Item, Query>,
    allPages: ListPage<Item, Query>[],
    lastPageParam: Query,
    allPageParams: Query[],
  ) => Query | undefined;
}

/**
 * Options of one write for `useMutation` and `queryClient.getMutationCache().build`. On success
 * they invalidate exactly the queries the write can change, as its operation declares in the
 * contract (`changes`), and the promise of the mutation resolves once the active ones refetched.
 * Keep `onSuccess` when you add your own: `onSuccess: (...args) => { mine(); return options.onSuccess(...args); }`.
 * `retry` is never: the SDK retries a write that may have acted with its one `Idempotency-Key`,
 * and a retry of TanStack Query would send it again under another.
 *
 * @example
 * ```ts
 * const createPet = useMutation(queries.pets.create());
 * createPet.mutate({ body: { name: 'Rex', categoryId: 1 } });
 * ```
 */
export interface PetStoreMutationOptions<Data, Variables> extends RetryOptions {
  /** `['petstore', ...resource, operationId]`, for `useIsMutating` and `useMutationState`. */
  readonly mutationKey: readonly string[];
  /** Sends the write through the client. */
  readonly mutationFn: (variables: Variables) => Promise<Data>;
  /** Invalidates the queries the write changed; resolves once the active ones refetched. */
  readonly onSuccess: (
    data: Data,
    variables: Variables,
    onMutateResult: unknown,
    context: MutationFunctionContext,
  ) => Promise<void>;
}
