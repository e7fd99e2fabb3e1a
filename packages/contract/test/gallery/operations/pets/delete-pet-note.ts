import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams } from '../../schemas';

/** `DELETE /pets/{petId}/note`: a deprecated write answering 204. */
export const deletePetNote = {
  operationId: 'deletePetNote',
  method: 'delete',
  path: '/pets/{petId}/note',
  pathParams: GalleryPetPathParams,
  response: { status: 204 },
  errors: ['not_found', 'endpoint_sunset'],
  idempotent: true,
  changes: { getPetCard: 'same-record' },
  deprecated: {
    since: '2026-01-01T00:00:00Z',
    sunset: '2099-01-01T00:00:00Z',
    link: 'https://petstore.example/docs/deprecations#deletepetnote',
    replacement: 'Set an empty note with updatePetNote.',
  },
} as const satisfies OperationSpec;

export const deletePetNoteDocs = {
  summary: "Delete a pet's note",
  description: 'Removes the note of one pet.',
  response: 'The note is gone',
  sdk: { method: 'deleteNote' },
} satisfies Omit<OperationDocs, 'tag'>;
