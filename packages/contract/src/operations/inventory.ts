import { Inventory, InventoryItem, InventoryUpdate } from '../schemas/inventory';
import { InventoryListParams, PetPathParams } from '../schemas/params';
import { defineOperation } from './operation';

/** `GET /store/inventory`: a page of stock entries. Beta. */
export const listInventory = defineOperation({
  operationId: 'listInventory',
  method: 'get',
  path: '/store/inventory',
  query: InventoryListParams,
  response: { status: 200, schema: Inventory },
  errors: [],
  paginated: true,
  auth: true,
  stability: 'beta',
});

/** `GET /store/inventory/{petId}`: the stock entry of one pet. Beta. */
export const getInventoryItem = defineOperation({
  operationId: 'getInventoryItem',
  method: 'get',
  path: '/store/inventory/{petId}',
  pathParams: PetPathParams,
  response: { status: 200, schema: InventoryItem },
  errors: ['not_found'],
  auth: true,
  stability: 'beta',
});

/** `PUT /store/inventory/{petId}`: sets the stock of one pet. Beta. */
export const updateInventory = defineOperation({
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
});
