import * as z from 'zod/mini';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { dateTime, quantity, resourceId } from './primitives';

// Each schema here is marked `@__PURE__` down to its zod calls: a bundler keeps a call into another
// module unless it is marked, and an app that places no order would carry these schemas and zod's
// date-time pattern (docs/design/0012-sdk-bundle-size.md).
// An order as the service returns it. The spec marks no field required, so none is here; the
// reference service always sends `id`, `petId`, `quantity` and `complete`.
/** An order in the store. */
export const Order = /* @__PURE__ */ z.object({
  /** Unique order identifier */
  id: /* @__PURE__ */ z.optional(resourceId()),
  /** ID of the animal in this order */
  petId: /* @__PURE__ */ z.optional(resourceId()),
  /** Number of units ordered */
  quantity: /* @__PURE__ */ z.optional(quantity(1)),
  /** Expected or actual ship date, ISO 8601 */
  shipDate: /* @__PURE__ */ z.optional(dateTime()),
  /** Whether the order has been fulfilled */
  complete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
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

/** A list of orders. */
export const Orders = /* @__PURE__ */ z.array(Order);

// generated:Orders (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A list of orders. */
export type Orders = Order[];
type _OrdersMatchesItsSchema = Proof<MatchesSchema<Orders, typeof Orders>>;
// /generated:Orders

// The request body of `placeOrder`.
/** An order to place. Unknown fields are rejected. */
export const OrderCreate = /* @__PURE__ */ z.strictObject({
  /** ID of the animal to order */
  petId: resourceId(),
  /** Number of units to order; taken from stock */
  quantity: quantity(1),
  /** Expected ship date, ISO 8601 */
  shipDate: /* @__PURE__ */ z.optional(dateTime()),
  /**
   * Whether the order is already fulfilled
   * @default false
   */
  complete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
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

// The request body of `updateOrder`.
/** Fields of an order to change; a complete order cannot change. Unknown fields are rejected. */
export const OrderUpdate = /* @__PURE__ */ z.strictObject({
  /** Mark the order fulfilled (or not) */
  complete: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.boolean()),
  /** New expected ship date, ISO 8601 */
  shipDate: /* @__PURE__ */ z.optional(dateTime()),
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
