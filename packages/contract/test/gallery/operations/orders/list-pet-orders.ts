import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams, PetOrderListParams, PetOrders } from '../../schemas';

/** `GET /pets/{petId}/orders`: a paginated list under one path parameter, a second list of its tag. */
export const listPetOrders = {
  operationId: 'listPetOrders',
  method: 'get',
  path: '/pets/{petId}/orders',
  pathParams: GalleryPetPathParams,
  query: PetOrderListParams,
  response: { status: 200, schema: PetOrders },
  errors: ['not_found'],
  paginated: true,
  stability: 'beta',
} as const satisfies OperationSpec;

export const listPetOrdersDocs = {
  summary: "List a pet's orders",
  description: 'Returns a page of the orders of one pet, filtered by completion; 404 for an unknown pet.',
  response: 'A page of orders',
  // `list` of `client.store.orders` is listOrders': users expect the orders of a pet under the pet.
  sdk: { resource: ['pets', 'orders'] },
} satisfies Omit<OperationDocs, 'tag'>;
