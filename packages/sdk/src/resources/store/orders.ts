import type { Order } from '@petstore/contract';
import type { RequestOptions } from '../../client-options';
import type { APIPromise } from '../../core/api-promise';
import { APIResource } from '../../core/api-resource';
import type { PagePromise } from '../../core/pagination';
import {
  cancelOrder,
  getOrder,
  listOrders,
  type OrderCreateParams,
  type OrderListParams,
  type OrderUpdateParams,
  placeOrder,
  updateOrder,
} from '../../functions/orders';

/** Orders in the store: `client.store.orders`. */
export class Orders extends APIResource {
  /**
   * Lists orders, oldest first. Await it for one page, or iterate it for every order.
   *
   * @param query - Filters (`complete`, `petId`) and paging (`limit`, `offset`).
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the query is invalid (nothing is sent).
   * @example
   * ```ts
   * for await (const order of client.store.orders.list({ complete: false })) console.log(order.id);
   * ```
   */
  list(query?: OrderListParams, options?: RequestOptions): PagePromise<Order> {
    return listOrders(this.core, query, options);
  }

  /**
   * Places an order and takes its quantity from stock. Like every method that changes something,
   * sends a random `Idempotency-Key` (or `options.idempotencyKey`) and keeps it across retries, so
   * a retry never orders twice.
   *
   * @param body - The order: `petId`, `quantity`, optional `shipDate` and `complete`.
   * @param options - Per-call options; `idempotencyKey` to choose the key.
   * @throws {@link ValidationError} when the body is invalid (nothing is sent).
   * @throws {@link UnprocessableEntityError} `pet_not_found` when the pet does not exist.
   * @throws {@link ConflictError} `insufficient_stock`, or `idempotency_conflict` when the key was used with another body.
   * @example
   * ```ts
   * const order = await client.store.orders.create({ petId: rex.id, quantity: 1 });
   * ```
   */
  create(body: OrderCreateParams, options?: RequestOptions): APIPromise<Order> {
    return placeOrder(this.core, body, options);
  }

  /**
   * Fetches one order.
   *
   * @param orderId - The order's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such order.
   * @example
   * ```ts
   * const order = await client.store.orders.retrieve(7);
   * ```
   */
  retrieve(orderId: number, options?: RequestOptions): APIPromise<Order> {
    return getOrder(this.core, orderId, options);
  }

  /**
   * Marks an order complete or changes its ship date. A complete order cannot change.
   *
   * @param orderId - The order's ID.
   * @param body - `complete` and/or `shipDate`.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such order.
   * @throws {@link ConflictError} `order_complete` when the order is complete.
   * @experimental The shape of this operation may change in a minor release.
   * @example
   * ```ts
   * await client.store.orders.update(order.id, { complete: true });
   * ```
   */
  update(orderId: number, body: OrderUpdateParams, options?: RequestOptions): APIPromise<Order> {
    return updateOrder(this.core, orderId, body, options);
  }

  /**
   * Cancels an open order and returns its quantity to stock.
   *
   * @param orderId - The order's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such order.
   * @throws {@link ConflictError} `order_complete` when the order is complete.
   * @example
   * ```ts
   * await client.store.orders.cancel(order.id);
   * ```
   */
  cancel(orderId: number, options?: RequestOptions): APIPromise<void> {
    return cancelOrder(this.core, orderId, options);
  }
}
