import { Order, OrderCreate } from '../../schemas/order';
import type { OperationDocs, OperationSpec } from '../operation';

/** `POST /store/orders`: places an order, taking its quantity from stock. */
export const placeOrder = {
  operationId: 'placeOrder',
  method: 'post',
  path: '/store/orders',
  idempotent: true,
  // What it changes: a new order, and the stock of the pet it names (in the body: any entry).
  changes: { listOrders: 'all', getOrder: 'all', listInventory: 'all', getInventoryItem: 'all' },
  body: OrderCreate,
  response: { status: 201, schema: Order },
  errors: ['pet_not_found', 'insufficient_stock', 'out_of_range'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link placeOrder} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const placeOrderUnchanged = [
  'listPets',
  'getPetById',
  'listCategories',
  'getCategory',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link placeOrder}; no browser bundle carries it. */
export const placeOrderDocs = {
  summary: 'Place an order',
  description:
    'Places an order for a pet and takes its quantity from stock. `complete` defaults to false. Honours `Idempotency-Key`: a repeat with the same key and body within 24 hours returns the first response and creates nothing.',
  response: 'The order placed; `Location` names it',
} satisfies Omit<OperationDocs, 'tag'>;
