import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams, PetCard, PetCardHeaders } from '../../schemas';

/** `GET /pets/{petId}/card`: a read with header parameters. */
export const getPetCard = {
  operationId: 'getPetCard',
  method: 'get',
  path: '/pets/{petId}/card',
  pathParams: GalleryPetPathParams,
  headers: PetCardHeaders,
  response: { status: 200, schema: PetCard },
  errors: ['not_found'],
} as const satisfies OperationSpec;

export const getPetCardDocs = {
  summary: "Get a pet's card",
  description: "Returns one pet's card in the language of `accept-language`.",
  response: 'The card',
} satisfies Omit<OperationDocs, 'tag'>;
