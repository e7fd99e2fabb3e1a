import { NewPet, Pet } from '../../schemas/pet';
import type { OperationDocs, OperationSpec } from '../operation';

/** `POST /pets`: creates a pet and its inventory entry. */
export const createPet = {
  operationId: 'createPet',
  method: 'post',
  path: '/pets',
  idempotent: true,
  // What it changes: a new pet in the lists and its new inventory entry, both found by their id.
  changes: { listPets: 'all', getPetById: 'all', listInventory: 'all', getInventoryItem: 'all' },
  body: NewPet,
  response: { status: 201, schema: Pet },
  errors: ['category_not_found', 'out_of_range'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link createPet} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const createPetUnchanged = [
  'listCategories',
  'getCategory',
  'listOrders',
  'getOrder',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link createPet}; no browser bundle carries it. */
export const createPetDocs = {
  summary: 'Create a pet',
  description: 'Creates a pet in an existing category, and its inventory entry with a stock of 0.',
  response: 'The pet created; `Location` names it',
} satisfies Omit<OperationDocs, 'tag'>;
