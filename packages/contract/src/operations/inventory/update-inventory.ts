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

/** What the OpenAPI document and the guides say about {@link updateInventory}; no browser bundle carries it. */
export const updateInventoryDocs = {
  summary: 'Set the stock of a pet',
  description: 'Sets the stock count of one pet (0 or more).',
  response: 'The inventory entry as changed',
} satisfies Omit<OperationDocs, 'tag'>;
