import { Order, OrderUpdate } from '../../schemas/order';
import { OrderPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `PATCH /store/orders/{orderId}`: changes an open order. Experimental. */
export const updateOrder = {
  operationId: 'updateOrder',
  method: 'patch',
  path: '/store/orders/{orderId}',
  idempotent: true,
  // What it changes: the order, in the lists (`complete` filters them).
  changes: { listOrders: 'all', getOrder: 'same-record' },
  pathParams: OrderPathParams,
  body: OrderUpdate,
  response: { status: 200, schema: Order },
  errors: ['not_found', 'order_complete'],
  stability: 'experimental',
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link updateOrder} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const updateOrderUnchanged = [
  'listPets',
  'getPetById',
  'listCategories',
  'getCategory',
  'listInventory',
  'getInventoryItem',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link updateOrder}; no browser bundle carries it. */
export const updateOrderDocs = {
  summary: 'Update an order',
  description: 'Marks an order complete or changes its ship date. A complete order cannot change.',
  response: 'The order as changed',
} satisfies Omit<OperationDocs, 'tag'>;
