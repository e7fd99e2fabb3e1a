// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

import type { Order, OrderCreate, OrderListParams, OrderUpdate } from '@petstore/contract';
import {
  cancelOrder as cancelOrderOperation,
  getOrder as getOrderOperation,
  listOrders as listOrdersOperation,
  placeOrder as placeOrderOperation,
  updateOrder as updateOrderOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../../api/client-options';
import { APIResource } from '../../core/api-resource';
import type { APIPromise, PagePromise } from '../../core/pagination';
import { type PetStoreCore, request, requestPage } from '../../core/petstore-core';

/**
 * Returns a page of orders, oldest first, filtered by completion and pet.
 * Await it for one page, or iterate it with `for await` for every item of every page.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - {@link OrderListParams}: filters of `listOrders` (by completion and pet) and
 * paging.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns A page of orders.
 * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * for await (const order of listOrders(core, { petId: 1 })) console.log(order);
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
 * Places an order for a pet and takes its quantity from stock. `complete` defaults to false.
 * Honours `Idempotency-Key`: a repeat with the same key and body within 24 hours returns the first
 * response and creates nothing.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - {@link OrderCreate}: an order to place. Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The order placed; `Location` names it.
 * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
 * @throws {@link UnprocessableEntityError} `pet_not_found`: the body names a pet that does not
 * exist.
 * @throws {@link ConflictError} `insufficient_stock`: stock is below the quantity ordered.
 * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
 * maximum (the int32 maximum) or needs an id past the largest safe integer.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const order = await placeOrder(core, { petId: 1, quantity: 1 });
 * ```
 */
export function placeOrder(
  core: PetStoreCore,
  body: OrderCreate,
  options?: RequestOptions,
): APIPromise<Order> {
  return request(core, placeOrderOperation, { body }, options);
}

/**
 * Returns one order.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - ID of the order.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The order.
 * @throws {@link ValidationError} when `orderId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const order = await getOrder(core, 1);
 * ```
 */
export function getOrder(core: PetStoreCore, orderId: number, options?: RequestOptions): APIPromise<Order> {
  return request(core, getOrderOperation, { path: { orderId } }, options);
}

/**
 * Marks an order complete or changes its ship date. A complete order cannot change.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 * Experimental: it may change in a minor release.
 *
 * @experimental
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - ID of the order.
 * @param body - {@link OrderUpdate}: fields of an order to change; a complete order cannot change.
 * Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The order as changed.
 * @throws {@link ValidationError} when `orderId` or `body` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link ConflictError} `order_complete`: the order is complete and can no longer change.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const order = await updateOrder(core, 1, { shipDate: '2026-12-01T10:00:00Z' });
 * ```
 */
export function updateOrder(
  core: PetStoreCore,
  orderId: number,
  body: OrderUpdate,
  options?: RequestOptions,
): APIPromise<Order> {
  return request(core, updateOrderOperation, { path: { orderId }, body }, options);
}

/**
 * Cancels an open order and returns its quantity to stock. A complete order cannot be cancelled.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param orderId - ID of the order.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The order is cancelled.
 * @throws {@link ValidationError} when `orderId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link ConflictError} `order_complete`: the order is complete and can no longer change.
 * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
 * maximum (the int32 maximum) or needs an id past the largest safe integer.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * await cancelOrder(core, 1);
 * ```
 */
export function cancelOrder(core: PetStoreCore, orderId: number, options?: RequestOptions): APIPromise<void> {
  return request(core, cancelOrderOperation, { path: { orderId } }, options);
}

/** Orders in the store; placing one takes stock, cancelling gives it back (`client.store.orders`). */
export class Orders extends APIResource {
  /**
   * Returns a page of orders, oldest first, filtered by completion and pet.
   * Await it for one page, or iterate it with `for await` for every item of every page.
   *
   * @param query - {@link OrderListParams}: filters of `listOrders` (by completion and pet) and
   * paging.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns A page of orders.
   * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * for await (const order of client.store.orders.list({ petId: 1 })) console.log(order);
   * ```
   */
  list(query?: OrderListParams, options?: RequestOptions): PagePromise<Order> {
    return listOrders(this.core, query, options);
  }

  /**
   * Places an order for a pet and takes its quantity from stock. `complete` defaults to false.
   * Honours `Idempotency-Key`: a repeat with the same key and body within 24 hours returns the first
   * response and creates nothing.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param body - {@link OrderCreate}: an order to place. Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The order placed; `Location` names it.
   * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
   * @throws {@link UnprocessableEntityError} `pet_not_found`: the body names a pet that does not
   * exist.
   * @throws {@link ConflictError} `insufficient_stock`: stock is below the quantity ordered.
   * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
   * maximum (the int32 maximum) or needs an id past the largest safe integer.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const order = await client.store.orders.create({ petId: 1, quantity: 1 });
   * ```
   */
  create(body: OrderCreate, options?: RequestOptions): APIPromise<Order> {
    return placeOrder(this.core, body, options);
  }

  /**
   * Returns one order.
   *
   * @param orderId - ID of the order.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The order.
   * @throws {@link ValidationError} when `orderId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const order = await client.store.orders.retrieve(1);
   * ```
   */
  retrieve(orderId: number, options?: RequestOptions): APIPromise<Order> {
    return getOrder(this.core, orderId, options);
  }

  /**
   * Marks an order complete or changes its ship date. A complete order cannot change.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   * Experimental: it may change in a minor release.
   *
   * @experimental
   * @param orderId - ID of the order.
   * @param body - {@link OrderUpdate}: fields of an order to change; a complete order cannot change.
   * Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The order as changed.
   * @throws {@link ValidationError} when `orderId` or `body` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link ConflictError} `order_complete`: the order is complete and can no longer change.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const order = await client.store.orders.update(1, { shipDate: '2026-12-01T10:00:00Z' });
   * ```
   */
  update(orderId: number, body: OrderUpdate, options?: RequestOptions): APIPromise<Order> {
    return updateOrder(this.core, orderId, body, options);
  }

  /**
   * Cancels an open order and returns its quantity to stock. A complete order cannot be cancelled.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param orderId - ID of the order.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The order is cancelled.
   * @throws {@link ValidationError} when `orderId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link ConflictError} `order_complete`: the order is complete and can no longer change.
   * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
   * maximum (the int32 maximum) or needs an id past the largest safe integer.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * await client.store.orders.cancel(1);
   * ```
   */
  cancel(orderId: number, options?: RequestOptions): APIPromise<void> {
    return cancelOrder(this.core, orderId, options);
  }
}
