import { Category, NewCategory } from '../../schemas/category';
import type { OperationDocs, OperationSpec } from '../operation';

/** `POST /categories`: creates a category. */
export const createCategory = {
  operationId: 'createCategory',
  method: 'post',
  path: '/categories',
  idempotent: true,
  // What it changes: a new category in the lists, and found by its id.
  changes: { listCategories: 'all', getCategory: 'all' },
  body: NewCategory,
  response: { status: 201, schema: Category },
  errors: ['category_exists', 'out_of_range'],
} as const satisfies OperationSpec;

/**
 * The reads whose answers {@link createCategory} never changes: with its `changes`, every read the SDK
 * sends is named once, so a new read asks this write whether it changes it
 * (packages/tanstack-query/test/invalidation.test.ts). No bundle carries it.
 */
export const createCategoryUnchanged = [
  'listPets',
  'getPetById',
  'listOrders',
  'getOrder',
  'listInventory',
  'getInventoryItem',
] as const satisfies readonly string[];

/** What the OpenAPI document and the guides say about {@link createCategory}; no browser bundle carries it. */
export const createCategoryDocs = {
  summary: 'Create a category',
  description: 'Creates a category. Names are unique, compared case-insensitively.',
  response: 'The category created; `Location` names it',
} satisfies Omit<OperationDocs, 'tag'>;
