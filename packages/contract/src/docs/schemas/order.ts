import { Order, OrderCreate, Orders, OrderUpdate } from '../../schemas/order';
import { countMeta, dateTimeMeta, idMeta, type SchemaDocs } from './schema-meta';

/** Orders and their request bodies. */
/* @__NO_SIDE_EFFECTS__ */
export function orderDocs(): SchemaDocs[] {
  return [
    {
      schema: Order,
      meta: { description: 'An order in the store.' },
      fields: {
        id: idMeta('Unique order identifier'),
        petId: idMeta('ID of the animal in this order'),
        quantity: countMeta('Number of units ordered'),
        shipDate: dateTimeMeta('Expected or actual ship date, ISO 8601'),
        complete: { description: 'Whether the order has been fulfilled' },
      },
    },
    { schema: Orders, meta: { description: 'A list of orders.' } },
    {
      schema: OrderCreate,
      meta: { description: 'An order to place. Unknown fields are rejected.' },
      fields: {
        petId: idMeta('ID of the animal to order'),
        quantity: countMeta('Number of units to order; taken from stock'),
        shipDate: dateTimeMeta('Expected ship date, ISO 8601'),
        complete: { description: 'Whether the order is already fulfilled', default: false },
      },
    },
    {
      schema: OrderUpdate,
      meta: {
        description:
          'Fields of an order to change; a complete order cannot change. Unknown fields are rejected.',
      },
      fields: {
        complete: { description: 'Mark the order fulfilled (or not)' },
        shipDate: dateTimeMeta('New expected ship date, ISO 8601'),
      },
    },
  ];
}
