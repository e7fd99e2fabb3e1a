import * as z from 'zod/mini';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { dateTime, quantity, resourceId } from './primitives';

/**
 * An order as the service returns it. The spec marks no field required, so none is here; the
 * reference service always sends `id`, `petId`, `quantity` and `complete`.
 */
export const Order = z.object({
  id: z.optional(resourceId()),
  petId: z.optional(resourceId()),
  quantity: z.optional(quantity(1)),
  shipDate: z.optional(dateTime()),
  complete: z.optional(z.boolean()),
});

// generated:Order (written by `pnpm generate` from the contract and src/docs; do not edit)
/** An order in the store. */
export interface Order {
  /**
   * Unique order identifier
   * @minimum 1
   * @format int64
   */
  id?: number | undefined;
  /**
   * ID of the animal in this order
   * @minimum 1
   * @format int64
   */
  petId?: number | undefined;
  /**
   * Number of units ordered
   * @minimum 1
   * @maximum 2147483647
   * @format int32
   */
  quantity?: number | undefined;
  /**
   * Expected or actual ship date, ISO 8601
   * @format date-time
   */
  shipDate?: string | undefined;
  /** Whether the order has been fulfilled */
  complete?: boolean | undefined;
}
type _OrderMatchesItsSchema = Proof<MatchesSchema<Order, typeof Order>>;
// /generated:Order

/** A page of orders. */
export const Orders = z.array(Order);

// generated:Orders (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A list of orders. */
export type Orders = Order[];
type _OrdersMatchesItsSchema = Proof<MatchesSchema<Orders, typeof Orders>>;
// /generated:Orders

/** Request body of `placeOrder`. Unknown fields are rejected. */
export const OrderCreate = z.strictObject({
  petId: resourceId(),
  quantity: quantity(1),
  shipDate: z.optional(dateTime()),
  complete: z.optional(z.boolean()),
});

// generated:OrderCreate (written by `pnpm generate` from the contract and src/docs; do not edit)
/** An order to place. Unknown fields are rejected. */
export interface OrderCreate {
  /**
   * ID of the animal to order
   * @minimum 1
   * @format int64
   */
  petId: number;
  /**
   * Number of units to order; taken from stock
   * @minimum 1
   * @maximum 2147483647
   * @format int32
   */
  quantity: number;
  /**
   * Expected ship date, ISO 8601
   * @format date-time
   */
  shipDate?: string | undefined;
  /**
   * Whether the order is already fulfilled
   * @defaultValue false
   */
  complete?: boolean | undefined;
}
type _OrderCreateMatchesItsSchema = Proof<MatchesSchema<OrderCreate, typeof OrderCreate>>;
// /generated:OrderCreate

/** Request body of `updateOrder`. Unknown fields are rejected. */
export const OrderUpdate = z.strictObject({
  complete: z.optional(z.boolean()),
  shipDate: z.optional(dateTime()),
});

// generated:OrderUpdate (written by `pnpm generate` from the contract and src/docs; do not edit)
/** Fields of an order to change; a complete order cannot change. Unknown fields are rejected. */
export interface OrderUpdate {
  /** Mark the order fulfilled (or not) */
  complete?: boolean | undefined;
  /**
   * New expected ship date, ISO 8601
   * @format date-time
   */
  shipDate?: string | undefined;
}
type _OrderUpdateMatchesItsSchema = Proof<MatchesSchema<OrderUpdate, typeof OrderUpdate>>;
// /generated:OrderUpdate
