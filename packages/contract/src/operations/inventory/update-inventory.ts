import { InventoryItem, InventoryUpdate } from '../../schemas/inventory';
import { PetPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `PUT /store/inventory/{petId}`: sets the stock of one pet. Beta. */
export const updateInventory = {
  operationId: 'updateInventory',
  method: 'put',
  path: '/store/inventory/{petId}',
  idempotent: true,
  // What it changes: the stock of the pet, in the lists.
  changes: { listInventory: 'all', getInventoryItem: 'same-record' },
  pathParams: PetPathParams,
  body: InventoryUpdate,
  response: { status: 200, schema: InventoryItem },
  errors: ['not_found'],
  stability: 'beta',
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link updateInventory} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const updateInventoryUnchanged = [
  'listPets',
  'getPetById',
  'listCategories',
  'getCategory',
  'listOrders',
  'getOrder',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link updateInventory}; no browser bundle carries it. */
export const updateInventoryDocs = {
  summary: 'Set the stock of a pet',
  description: 'Sets the stock count of one pet (0 or more).',
  response: 'The inventory entry as changed',
} satisfies Omit<OperationDocs, 'tag'>;
