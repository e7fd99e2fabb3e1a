import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { PetOrders, StoreOrderListParams } from '../../schemas';

/** `GET /store/orders`: the tag's first list. */
export const listOrders = {
  operationId: 'listOrders',
  method: 'get',
  path: '/store/orders',
  query: StoreOrderListParams,
  response: { status: 200, schema: PetOrders },
  paginated: true,
} as const satisfies OperationSpec;

export const listOrdersDocs = {
  summary: 'List orders',
  description: 'Returns a page of every order.',
  response: 'A page of orders',
} satisfies Omit<OperationDocs, 'tag'>;
