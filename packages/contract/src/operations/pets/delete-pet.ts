import { PetPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `DELETE /pets/{petId}`: removes a pet and its inventory entry. */
export const deletePet = {
  operationId: 'deletePet',
  method: 'delete',
  path: '/pets/{petId}',
  idempotent: true,
  // What it changes: the pet and its inventory entry, gone from the lists.
  changes: {
    listPets: 'all',
    getPetById: 'same-record',
    listInventory: 'all',
    getInventoryItem: 'same-record',
  },
  pathParams: PetPathParams,
  response: { status: 204 },
  errors: ['not_found', 'pet_has_open_orders'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link deletePet} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const deletePetUnchanged = [
  'listCategories',
  'getCategory',
  'listOrders',
  'getOrder',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link deletePet}; no browser bundle carries it. */
export const deletePetDocs = {
  summary: 'Delete a pet',
  description: 'Removes a pet and its inventory entry. Refused while an incomplete order names the pet.',
  response: 'The pet is gone',
} satisfies Omit<OperationDocs, 'tag'>;
