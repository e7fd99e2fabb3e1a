import { Orders } from '../../schemas/order';
import { OrderListParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /store/orders`: a page of orders. */
export const listOrders = {
  operationId: 'listOrders',
  method: 'get',
  path: '/store/orders',
  query: OrderListParams,
  response: { status: 200, schema: Orders },
  paginated: true,
  tryItPanel: false,
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link listOrders}; no browser bundle carries it. */
export const listOrdersDocs = {
  summary: 'List orders',
  description: 'Returns a page of orders, oldest first, filtered by completion and pet.',
  response: 'A page of orders',
} satisfies Omit<OperationDocs, 'tag'>;
