import { InventoryItem } from '../../schemas/inventory';
import { PetPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /store/inventory/{petId}`: the stock entry of one pet. Beta. */
export const getInventoryItem = {
  operationId: 'getInventoryItem',
  method: 'get',
  path: '/store/inventory/{petId}',
  pathParams: PetPathParams,
  response: { status: 200, schema: InventoryItem },
  errors: ['not_found'],
  stability: 'beta',
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link getInventoryItem}; no browser bundle carries it. */
export const getInventoryItemDocs = {
  summary: 'Get the stock of a pet',
  description: 'Returns the stock entry of one pet.',
  response: 'The inventory entry',
} satisfies Omit<OperationDocs, 'tag'>;
