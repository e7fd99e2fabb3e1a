import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { OrderEventListParams, OrderEvents, PetOrderPathParams } from '../../schemas';

/** `GET /pets/{petId}/orders/{orderId}/events`: a paginated list under two path parameters. */
export const listOrderEvents = {
  operationId: 'listOrderEvents',
  method: 'get',
  path: '/pets/{petId}/orders/{orderId}/events',
  pathParams: PetOrderPathParams,
  query: OrderEventListParams,
  response: { status: 200, schema: OrderEvents },
  errors: ['not_found'],
  paginated: true,
} as const satisfies OperationSpec;

export const listOrderEventsDocs = {
  summary: "List an order's events",
  description: 'Returns a page of the events of one order of one pet.',
  response: 'A page of events',
  sdk: { resource: ['pets', 'orders', 'events'] },
} satisfies Omit<OperationDocs, 'tag'>;
