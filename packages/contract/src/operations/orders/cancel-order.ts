import { OrderPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `DELETE /store/orders/{orderId}`: cancels an open order. */
export const cancelOrder = {
  operationId: 'cancelOrder',
  method: 'delete',
  path: '/store/orders/{orderId}',
  idempotent: true,
  // What it changes: the order, gone, and the stock it returns to its pet (not named by the path: any entry).
  changes: { listOrders: 'all', getOrder: 'same-record', listInventory: 'all', getInventoryItem: 'all' },
  pathParams: OrderPathParams,
  response: { status: 204 },
  errors: ['not_found', 'order_complete', 'out_of_range'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link cancelOrder} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const cancelOrderUnchanged = [
  'listPets',
  'getPetById',
  'listCategories',
  'getCategory',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link cancelOrder}; no browser bundle carries it. */
export const cancelOrderDocs = {
  summary: 'Cancel an order',
  description:
    'Cancels an open order and returns its quantity to stock. A complete order cannot be cancelled.',
  response: 'The order is cancelled',
} satisfies Omit<OperationDocs, 'tag'>;
