import type { Order } from '@petstore/contract';
import {
  cancelOrder as cancelOrderOperation,
  getOrder as getOrderOperation,
  listOrders as listOrdersOperation,
  placeOrder as placeOrderOperation,
  updateOrder as updateOrderOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import type { BodyOf, QueryOf } from '../core/operation-types';
import type { PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/** Query of `listOrders` and `client.store.orders.list`: `complete`, `petId`, `limit`, `offset`. */
export type OrderListParams = QueryOf<typeof listOrdersOperation>;
/** Body of `placeOrder` and `client.store.orders.create`: `petId`, `quantity` (≥ 1), optional `shipDate`, `complete`. */
export type OrderCreateParams = BodyOf<typeof placeOrderOperation>;
/** Body of `updateOrder` and `client.store.orders.update`: `complete` and/or `shipDate`. */
export type OrderUpdateParams = BodyOf<typeof updateOrderOperation>;

/**
 * Lists orders, oldest first. Await it for one page, or iterate it for every order.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - Filters (`complete`, `petId`) and paging (`limit`, `offset`).
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the query is invalid (nothing is sent).
 * @example
 * ```ts
 * for await (const order of listOrders(core, { complete: false })) console.log(order.id);
 * ```
 */
export function listOrders(
  core: PetStoreCore,
  query?: OrderListParams,
  options?: RequestOptions,
): PagePromise<Order> {
  return requestPage(core, listOrdersOperation, query, options);
}

/**
 * Places an order and takes its quantity from stock. Like every method that changes something,
 * sends a random `Idempotency-Key` (or `options.idempotencyKey`) and keeps it across retries, so
 * a retry never orders twice.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - The order: `petId`, `quantity`, optional `shipDate` and `complete`.
 * @param options - Per-call options; `idempotencyKey` to choose the key.
 * @throws {@link ValidationError} when the body is invalid (nothing is sent).
 * @throws {@link UnprocessableEntityError} `pet_not_found` when the pet does not exist.
 * @throws {@link ConflictError} `insufficient_stock`, or `idempotency_conflict` when the key was used with another body.
 * @example
 * ```ts
 * const order = await placeOrder(core, { petId: rex.id, quantity: 1 });
 * ```
 */
export function placeOrder(
  core: PetStoreCore,
  body: OrderCreateParams,
  options?: RequestOptions,
): APIPromise<Order> {
  return request(core, placeOrderOperation, { body }, options);
}

/**
 * Fetches one order.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - The order's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such order.
 * @example
 * ```ts
 * const order = await getOrder(core, 7);
 * ```
 */
export function getOrder(core: PetStoreCore, orderId: number, options?: RequestOptions): APIPromise<Order> {
  return request(core, getOrderOperation, { path: { orderId } }, options);
}

/**
 * Marks an order complete or changes its ship date. A complete order cannot change.
 *
 * @experimental The shape of this operation may change in a minor release.
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - The order's ID.
 * @param body - `complete` and/or `shipDate`.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such order.
 * @throws {@link ConflictError} `order_complete` when the order is complete.
 * @example
 * ```ts
 * await updateOrder(core, order.id, { complete: true });
 * ```
 */
export function updateOrder(
  core: PetStoreCore,
  orderId: number,
  body: OrderUpdateParams,
  options?: RequestOptions,
): APIPromise<Order> {
  return request(core, updateOrderOperation, { path: { orderId }, body }, options);
}

/**
 * Cancels an open order and returns its quantity to stock.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - The order's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such order.
 * @throws {@link ConflictError} `order_complete` when the order is complete.
 * @example
 * ```ts
 * await cancelOrder(core, order.id);
 * ```
 */
export function cancelOrder(core: PetStoreCore, orderId: number, options?: RequestOptions): APIPromise<void> {
  return request(core, cancelOrderOperation, { path: { orderId } }, options);
}
