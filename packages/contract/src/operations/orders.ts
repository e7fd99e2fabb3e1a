import { Order, OrderCreate, Orders, OrderUpdate } from '../schemas/order';
import { OrderListParams, OrderPathParams } from '../schemas/params';
import { defineOperation } from './operation';

/** `POST /store/orders`: places an order, taking its quantity from stock. */
export const placeOrder = defineOperation({
  operationId: 'placeOrder',
  method: 'post',
  path: '/store/orders',
  tag: 'orders',
  summary: 'Place an order',
  description:
    'Places an order for a pet and takes its quantity from stock. `complete` defaults to false. Honours `Idempotency-Key`: a repeat with the same key and body within 24 hours returns the first response and creates nothing.',
  idempotent: true,
  body: OrderCreate,
  response: { status: 201, description: 'The order placed; `Location` names it', schema: Order },
  errors: ['pet_not_found', 'insufficient_stock', 'idempotency_conflict'],
  auth: true,
});

/** `GET /store/orders`: a page of orders. */
export const listOrders = defineOperation({
  operationId: 'listOrders',
  method: 'get',
  path: '/store/orders',
  tag: 'orders',
  summary: 'List orders',
  description: 'Returns a page of orders, oldest first, filtered by completion and pet.',
  query: OrderListParams,
  response: { status: 200, description: 'A page of orders', schema: Orders },
  errors: [],
  paginated: true,
  auth: true,
  tryItPanel: false,
});

/** `GET /store/orders/{orderId}`: one order. */
export const getOrder = defineOperation({
  operationId: 'getOrder',
  method: 'get',
  path: '/store/orders/{orderId}',
  tag: 'orders',
  summary: 'Get an order',
  description: 'Returns one order.',
  pathParams: OrderPathParams,
  response: { status: 200, description: 'The order', schema: Order },
  errors: ['not_found'],
  auth: true,
});

/** `PATCH /store/orders/{orderId}`: changes an open order. Experimental. */
export const updateOrder = defineOperation({
  operationId: 'updateOrder',
  method: 'patch',
  path: '/store/orders/{orderId}',
  tag: 'orders',
  summary: 'Update an order',
  description: 'Marks an order complete or changes its ship date. A complete order cannot change.',
  pathParams: OrderPathParams,
  body: OrderUpdate,
  response: { status: 200, description: 'The order as changed', schema: Order },
  errors: ['not_found', 'order_complete'],
  auth: true,
  stability: 'experimental',
});

/** `DELETE /store/orders/{orderId}`: cancels an open order. */
export const cancelOrder = defineOperation({
  operationId: 'cancelOrder',
  method: 'delete',
  path: '/store/orders/{orderId}',
  tag: 'orders',
  summary: 'Cancel an order',
  description:
    'Cancels an open order and returns its quantity to stock. A complete order cannot be cancelled.',
  pathParams: OrderPathParams,
  response: { status: 204, description: 'The order is cancelled' },
  errors: ['not_found', 'order_complete'],
  auth: true,
});
