import { PetListParams } from '../../schemas/params';
import { Pets } from '../../schemas/pet';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /pets`: a page of pets. */
export const listPets = {
  operationId: 'listPets',
  method: 'get',
  path: '/pets',
  query: PetListParams,
  response: { status: 200, schema: Pets },
  paginated: true,
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link listPets}; no browser bundle carries it. */
export const listPetsDocs = {
  summary: 'List pets',
  description: 'Returns a page of pets, oldest first, filtered by status (one or several) and category.',
  response: 'A page of pets',
} satisfies Omit<OperationDocs, 'tag'>;
