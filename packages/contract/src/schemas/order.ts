import * as z from 'zod/mini';
import { described } from './meta';
import { dateTime, quantity, resourceId } from './primitives';

/**
 * An order as the service returns it. The spec marks no field required, so none is here; the
 * reference service always sends `id`, `petId`, `quantity` and `complete`.
 */
export const Order = described(
  z.object({
    id: z.optional(resourceId('Unique order identifier')),
    petId: z.optional(resourceId('ID of the animal in this order')),
    quantity: z.optional(quantity('Number of units ordered', 1)),
    shipDate: z.optional(dateTime('Expected or actual ship date, ISO 8601')),
    complete: z.optional(described(z.boolean(), { description: 'Whether the order has been fulfilled' })),
  }),
  { description: 'An order in the store.' },
);
/** An order as the service returns it. */
export type Order = z.infer<typeof Order>;

/** A page of orders. */
export const Orders = described(z.array(Order), { description: 'A list of orders.' });
/** A page of orders. */
export type Orders = z.infer<typeof Orders>;

/** Request body of `placeOrder`. Unknown fields are rejected. */
export const OrderCreate = described(
  z.strictObject({
    petId: resourceId('ID of the animal to order'),
    quantity: quantity('Number of units to order; taken from stock', 1),
    shipDate: z.optional(dateTime('Expected ship date, ISO 8601')),
    complete: z.optional(
      described(z.boolean(), { description: 'Whether the order is already fulfilled; defaults to false' }),
    ),
  }),
  { description: 'An order to place. Unknown fields are rejected.' },
);
/** Request body of `placeOrder`. */
export type OrderCreate = z.infer<typeof OrderCreate>;

/** Request body of `updateOrder`. Unknown fields are rejected. */
export const OrderUpdate = described(
  z.strictObject({
    complete: z.optional(described(z.boolean(), { description: 'Mark the order fulfilled (or not)' })),
    shipDate: z.optional(dateTime('New expected ship date, ISO 8601')),
  }),
  {
    description: 'Fields of an order to change; a complete order cannot change. Unknown fields are rejected.',
  },
);
/** Request body of `updateOrder`. */
export type OrderUpdate = z.infer<typeof OrderUpdate>;
