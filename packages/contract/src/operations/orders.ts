import { Order, OrderCreate, Orders, OrderUpdate } from '../schemas/order';
import { OrderListParams, OrderPathParams } from '../schemas/params';
import type { OperationSpec } from './operation';

/** `POST /store/orders`: places an order, taking its quantity from stock. */
export const placeOrder = {
  operationId: 'placeOrder',
  method: 'post',
  path: '/store/orders',
  idempotent: true,
  body: OrderCreate,
  response: { status: 201, schema: Order },
  errors: ['pet_not_found', 'insufficient_stock', 'out_of_range'],
  auth: true,
} as const satisfies OperationSpec;

/** `GET /store/orders`: a page of orders. */
export const listOrders = {
  operationId: 'listOrders',
  method: 'get',
  path: '/store/orders',
  query: OrderListParams,
  response: { status: 200, schema: Orders },
  errors: [],
  paginated: true,
  auth: true,
  tryItPanel: false,
} as const satisfies OperationSpec;

/** `GET /store/orders/{orderId}`: one order. */
export const getOrder = {
  operationId: 'getOrder',
  method: 'get',
  path: '/store/orders/{orderId}',
  pathParams: OrderPathParams,
  response: { status: 200, schema: Order },
  errors: ['not_found'],
  auth: true,
} as const satisfies OperationSpec;

/** `PATCH /store/orders/{orderId}`: changes an open order. Experimental. */
export const updateOrder = {
  operationId: 'updateOrder',
  method: 'patch',
  path: '/store/orders/{orderId}',
  idempotent: true,
  pathParams: OrderPathParams,
  body: OrderUpdate,
  response: { status: 200, schema: Order },
  errors: ['not_found', 'order_complete'],
  auth: true,
  stability: 'experimental',
} as const satisfies OperationSpec;

/** `DELETE /store/orders/{orderId}`: cancels an open order. */
export const cancelOrder = {
  operationId: 'cancelOrder',
  method: 'delete',
  path: '/store/orders/{orderId}',
  idempotent: true,
  pathParams: OrderPathParams,
  response: { status: 204 },
  errors: ['not_found', 'order_complete', 'out_of_range'],
  auth: true,
} as const satisfies OperationSpec;
