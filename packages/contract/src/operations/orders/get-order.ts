import { Order } from '../../schemas/order';
import { OrderPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /store/orders/{orderId}`: one order. */
export const getOrder = {
  operationId: 'getOrder',
  method: 'get',
  path: '/store/orders/{orderId}',
  pathParams: OrderPathParams,
  response: { status: 200, schema: Order },
  errors: ['not_found'],
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link getOrder}; no browser bundle carries it. */
export const getOrderDocs = {
  summary: 'Get an order',
  description: 'Returns one order.',
  response: 'The order',
} satisfies Omit<OperationDocs, 'tag'>;
