import { Inventory } from '../../schemas/inventory';
import { InventoryListParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /store/inventory`: a page of stock entries. Beta. */
export const listInventory = {
  operationId: 'listInventory',
  method: 'get',
  path: '/store/inventory',
  query: InventoryListParams,
  response: { status: 200, schema: Inventory },
  paginated: true,
  stability: 'beta',
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link listInventory}; no browser bundle carries it. */
export const listInventoryDocs = {
  summary: 'List inventory',
  description: "Returns a page of stock entries, one per pet, filtered by the pet's status.",
  response: 'A page of inventory entries',
} satisfies Omit<OperationDocs, 'tag'>;
