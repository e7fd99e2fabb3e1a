import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams } from '../../schemas';

/** `GET /pets/{petId}/exists`: a read answering 204, no body; its verb has no method of the SDK's. */
export const checkPetExists = {
  operationId: 'checkPetExists',
  method: 'get',
  path: '/pets/{petId}/exists',
  pathParams: GalleryPetPathParams,
  response: { status: 204 },
  errors: ['not_found'],
} as const satisfies OperationSpec;

export const checkPetExistsDocs = {
  summary: 'Check that a pet exists',
  description: 'Answers 204 when the pet exists, 404 when not.',
  response: 'The pet exists',
  sdk: { method: 'exists' },
} satisfies Omit<OperationDocs, 'tag'>;
