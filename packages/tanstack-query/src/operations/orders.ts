// Written by `pnpm generate` (packages/tanstack-query/scripts/generate-queries.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
import type { Order, OrderCreate, OrderListParams, OrderUpdate } from '@petstore/contract';
import { listOrders as listOrdersOperation } from '@petstore/contract/internal';
import {
  cancelOrder,
  getOrder,
  listOrders,
  type PetStoreCore,
  placeOrder,
  updateOrder,
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
 * What a mutation of `placeOrder` takes: its body, by name.
 *
 * @example
 * ```ts
 * const variables: PlaceOrderVariables = { body: { petId: 1, quantity: 1 } };
 * ```
 */
export interface PlaceOrderVariables {
  /** `OrderCreate`: an order to place. Unknown fields are rejected. */
  readonly body: OrderCreate;
}

/**
 * Mutation options of `POST /store/orders`, sent by `placeOrder` of `@petstore/sdk/functions`
 * (`client.store.orders.create`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listOrders` query, every `getOrder` query, every `listInventory` query, every
 * `getInventoryItem` query.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(placeOrderMutationOptions(client));
 * mutate({ body: { petId: 1, quantity: 1 } });
 * ```
 */
export function placeOrderMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<Order, PlaceOrderVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'placeOrder'],
    (variables: PlaceOrderVariables) => placeOrder(client, variables.body),
    () => [
      ['petstore', 'store', 'orders', 'listOrders'],
      ['petstore', 'store', 'orders', 'getOrder'],
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem'],
    ],
  );
}

/**
 * Query options of `GET /store/orders`, sent by `listOrders` of `@petstore/sdk/functions`
 * (`client.store.orders.list`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `OrderListParams`: filters of `listOrders` (by completion and pet) and paging.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(listOrdersQueryOptions(client, { petId: 1 }));
 * ```
 */
export function listOrdersQueryOptions(
  client: PetStoreCore,
  query?: OrderListParams,
): PetStoreQueryOptions<
  ListPage<Order, OrderListParams>,
  readonly ['petstore', 'store', 'orders', 'listOrders', KeyInputs<OrderListParams>]
> {
  return queryOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'listOrders', keyInputs(undefined, query)] as const,
    (signal) =>
      listPageOf<Order, OrderListParams>(listOrders(client, query, { signal }), listOrdersOperation),
  );
}

/**
 * Infinite query options of `GET /store/orders`, sent by `listOrders` of `@petstore/sdk/functions`
 * (`client.store.orders.list`), one page after another as the service's `Link rel="next"` leads.
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param query - `OrderListParams`: filters of `listOrders` (by completion and pet) and paging.
 * The first page; the next pages follow the service's links.
 * @returns Options for `useInfiniteQuery` and `fetchInfiniteQuery`.
 * @example
 * ```ts
 * const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(listOrdersInfiniteQueryOptions(client, { petId: 1 }));
 * const items = data?.pages.flatMap((page) => page.items);
 * ```
 */
export function listOrdersInfiniteQueryOptions(
  client: PetStoreCore,
  query: OrderListParams = {},
): PetStoreInfiniteQueryOptions<
  Order,
  OrderListParams,
  readonly ['petstore', 'store', 'orders', 'listOrders', KeyInputs<OrderListParams>, 'infinite']
> {
  return infiniteQueryOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'listOrders', keyInputs(undefined, query), 'infinite'] as const,
    query,
    (page, signal) =>
      listPageOf<Order, OrderListParams>(listOrders(client, page, { signal }), listOrdersOperation),
  );
}

/**
 * Query options of `GET /store/orders/{orderId}`, sent by `getOrder` of `@petstore/sdk/functions`
 * (`client.store.orders.retrieve`).
 * The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried
 * on top of its own retries.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @param orderId - ID of the order.
 * @returns Options for `useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery`
 * and `ensureQueryData`.
 * @example
 * ```ts
 * const { data, error } = useQuery(getOrderQueryOptions(client, 1));
 * ```
 */
export function getOrderQueryOptions(
  client: PetStoreCore,
  orderId: number,
): PetStoreQueryOptions<Order, readonly ['petstore', 'store', 'orders', 'getOrder', KeyInputs]> {
  return queryOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'getOrder', keyInputs({ orderId })] as const,
    (signal) => getOrder(client, orderId, { signal }),
  );
}

/**
 * What a mutation of `updateOrder` takes: its path parameters and its body, by name.
 *
 * @example
 * ```ts
 * const variables: UpdateOrderVariables = { orderId: 1, body: { shipDate: '2026-12-01T10:00:00Z' } };
 * ```
 */
export interface UpdateOrderVariables {
  /** ID of the order. */
  readonly orderId: number;
  /**
   * `OrderUpdate`: fields of an order to change; a complete order cannot change. Unknown fields are
   * rejected.
   */
  readonly body: OrderUpdate;
}

/**
 * Mutation options of `PATCH /store/orders/{orderId}`, sent by `updateOrder` of
 * `@petstore/sdk/functions` (`client.store.orders.update`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listOrders` query, the `getOrder` query of the same `orderId`.
 * Experimental: it may change in a minor release.
 *
 * @experimental
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(updateOrderMutationOptions(client));
 * mutate({ orderId: 1, body: { shipDate: '2026-12-01T10:00:00Z' } });
 * ```
 */
export function updateOrderMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<Order, UpdateOrderVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'updateOrder'],
    (variables: UpdateOrderVariables) => updateOrder(client, variables.orderId, variables.body),
    (variables) => [
      ['petstore', 'store', 'orders', 'listOrders'],
      ['petstore', 'store', 'orders', 'getOrder', { path: { orderId: variables.orderId } }],
    ],
  );
}

/**
 * What a mutation of `cancelOrder` takes: its path parameters, by name.
 *
 * @example
 * ```ts
 * const variables: CancelOrderVariables = { orderId: 1 };
 * ```
 */
export interface CancelOrderVariables {
  /** ID of the order. */
  readonly orderId: number;
}

/**
 * Mutation options of `DELETE /store/orders/{orderId}`, sent by `cancelOrder` of
 * `@petstore/sdk/functions` (`client.store.orders.cancel`).
 * On success it invalidates what the write can change (its `changes` in the contract): every
 * `listOrders` query, the `getOrder` query of the same `orderId`, every `listInventory` query,
 * every `getInventoryItem` query.
 *
 * @param client - The client: a `PetStore` or a `PetStoreCore`.
 * @returns Options for `useMutation`.
 * @example
 * ```ts
 * const { mutate } = useMutation(cancelOrderMutationOptions(client));
 * mutate({ orderId: 1 });
 * ```
 */
export function cancelOrderMutationOptions(
  client: PetStoreCore,
): PetStoreMutationOptions<void, CancelOrderVariables> {
  return mutationOptionsOf(
    client,
    ['petstore', 'store', 'orders', 'cancelOrder'],
    (variables: CancelOrderVariables) => cancelOrder(client, variables.orderId),
    (variables) => [
      ['petstore', 'store', 'orders', 'listOrders'],
      ['petstore', 'store', 'orders', 'getOrder', { path: { orderId: variables.orderId } }],
      ['petstore', 'store', 'inventory', 'listInventory'],
      ['petstore', 'store', 'inventory', 'getInventoryItem'],
    ],
  );
}
