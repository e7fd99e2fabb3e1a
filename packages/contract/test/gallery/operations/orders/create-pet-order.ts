import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams, NewPetOrder, PetOrder } from '../../schemas';

/** `POST /pets/{petId}/orders`: a nested create, a second create of its tag's place. */
export const createPetOrder = {
  operationId: 'createPetOrder',
  method: 'post',
  path: '/pets/{petId}/orders',
  pathParams: GalleryPetPathParams,
  body: NewPetOrder,
  response: { status: 201, schema: PetOrder },
  errors: ['not_found'],
  idempotent: true,
  changes: { listPetOrders: 'same-record', listOrders: 'all' },
} as const satisfies OperationSpec;

export const createPetOrderDocs = {
  summary: 'Order a pet',
  description: 'Places an order for one pet.',
  response: 'The order placed',
  sdk: { resource: ['pets', 'orders'] },
} satisfies Omit<OperationDocs, 'tag'>;
