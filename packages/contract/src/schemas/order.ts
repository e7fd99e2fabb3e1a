import * as z from 'zod/mini';
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
/** An order as the service returns it. */
export type Order = z.infer<typeof Order>;

/** A page of orders. */
export const Orders = z.array(Order);
/** A page of orders. */
export type Orders = z.infer<typeof Orders>;

/** Request body of `placeOrder`. Unknown fields are rejected. */
export const OrderCreate = z.strictObject({
  petId: resourceId(),
  quantity: quantity(1),
  shipDate: z.optional(dateTime()),
  complete: z.optional(z.boolean()),
});
/** Request body of `placeOrder`. */
export type OrderCreate = z.infer<typeof OrderCreate>;

/** Request body of `updateOrder`. Unknown fields are rejected. */
export const OrderUpdate = z.strictObject({
  complete: z.optional(z.boolean()),
  shipDate: z.optional(dateTime()),
});
/** Request body of `updateOrder`. */
export type OrderUpdate = z.infer<typeof OrderUpdate>;
