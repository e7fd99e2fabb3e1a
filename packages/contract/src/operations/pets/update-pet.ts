import { PetPathParams } from '../../schemas/params';
import { Pet, PetUpdate } from '../../schemas/pet';
import type { OperationDocs, OperationSpec } from '../operation';

/** `PATCH /pets/{petId}`: changes a pet. */
export const updatePet = {
  operationId: 'updatePet',
  method: 'patch',
  path: '/pets/{petId}',
  idempotent: true,
  // What it changes: the pet, in the lists (its status and category filter them) and in its inventory entry (which carries its status).
  changes: {
    listPets: 'all',
    getPetById: 'same-record',
    listInventory: 'all',
    getInventoryItem: 'same-record',
  },
  pathParams: PetPathParams,
  body: PetUpdate,
  response: { status: 200, schema: Pet },
  errors: ['not_found', 'category_not_found'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link updatePet} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const updatePetUnchanged = [
  'listCategories',
  'getCategory',
  'listOrders',
  'getOrder',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link updatePet}; no browser bundle carries it. */
export const updatePetDocs = {
  summary: 'Update a pet',
  description: "Changes the given fields of a pet. The only way a pet's status changes.",
  response: 'The pet as changed',
} satisfies Omit<OperationDocs, 'tag'>;
