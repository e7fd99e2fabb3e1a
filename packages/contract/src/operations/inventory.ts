import { Inventory, InventoryItem, InventoryUpdate } from '../schemas/inventory';
import { InventoryListParams, PetPathParams } from '../schemas/params';
import type { OperationSpec } from './operation';

/** `GET /store/inventory`: a page of stock entries. Beta. */
export const listInventory = {
  operationId: 'listInventory',
  method: 'get',
  path: '/store/inventory',
  query: InventoryListParams,
  response: { status: 200, schema: Inventory },
  errors: [],
  paginated: true,
  auth: true,
  stability: 'beta',
} as const satisfies OperationSpec;

/** `GET /store/inventory/{petId}`: the stock entry of one pet. Beta. */
export const getInventoryItem = {
  operationId: 'getInventoryItem',
  method: 'get',
  path: '/store/inventory/{petId}',
  pathParams: PetPathParams,
  response: { status: 200, schema: InventoryItem },
  errors: ['not_found'],
  auth: true,
  stability: 'beta',
} as const satisfies OperationSpec;

/** `PUT /store/inventory/{petId}`: sets the stock of one pet. Beta. */
export const updateInventory = {
  operationId: 'updateInventory',
  method: 'put',
  path: '/store/inventory/{petId}',
  idempotent: true,
  pathParams: PetPathParams,
  body: InventoryUpdate,
  response: { status: 200, schema: InventoryItem },
  errors: ['not_found'],
  auth: true,
  stability: 'beta',
} as const satisfies OperationSpec;
