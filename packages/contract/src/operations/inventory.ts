import { Inventory, InventoryItem, InventoryUpdate } from '../schemas/inventory';
import { InventoryListParams, PetPathParams } from '../schemas/params';
import { defineOperation } from './operation';

/** `GET /store/inventory`: a page of stock entries. Beta. */
export const listInventory = defineOperation({
  operationId: 'listInventory',
  method: 'get',
  path: '/store/inventory',
  tag: 'inventory',
  summary: 'List inventory',
  description: "Returns a page of stock entries, one per pet, filtered by the pet's status.",
  query: InventoryListParams,
  response: { status: 200, description: 'A page of inventory entries', schema: Inventory },
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
  tag: 'inventory',
  summary: 'Get the stock of a pet',
  description: 'Returns the stock entry of one pet.',
  pathParams: PetPathParams,
  response: { status: 200, description: 'The inventory entry', schema: InventoryItem },
  errors: ['not_found'],
  auth: true,
  stability: 'beta',
});

/** `PUT /store/inventory/{petId}`: sets the stock of one pet. Beta. */
export const updateInventory = defineOperation({
  operationId: 'updateInventory',
  method: 'put',
  path: '/store/inventory/{petId}',
  tag: 'inventory',
  summary: 'Set the stock of a pet',
  description: 'Sets the stock count of one pet (0 or more).',
  pathParams: PetPathParams,
  body: InventoryUpdate,
  response: { status: 200, description: 'The inventory entry as changed', schema: InventoryItem },
  errors: ['not_found'],
  auth: true,
  stability: 'beta',
});
