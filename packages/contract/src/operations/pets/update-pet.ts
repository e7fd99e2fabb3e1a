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

/** What the OpenAPI document and the guides say about {@link updatePet}; no browser bundle carries it. */
export const updatePetDocs = {
  summary: 'Update a pet',
  description: "Changes the given fields of a pet. The only way a pet's status changes.",
  response: 'The pet as changed',
} satisfies Omit<OperationDocs, 'tag'>;
