import type { OperationDocs, OperationSpec } from '../../../../src/operations/operation';
import { GalleryPetPathParams, PetNote, PetNoteParams } from '../../schemas';

/** `PUT /pets/{petId}/note?notify=`: a write with a query and a body, its method chosen here. */
export const updatePetNote = {
  operationId: 'updatePetNote',
  method: 'put',
  path: '/pets/{petId}/note',
  pathParams: GalleryPetPathParams,
  query: PetNoteParams,
  body: PetNote,
  response: { status: 200, schema: PetNote },
  errors: ['not_found'],
  idempotent: true,
  changes: { getPetCard: 'same-record' },
} as const satisfies OperationSpec;

export const updatePetNoteDocs = {
  summary: "Set a pet's note",
  description: 'Sets the note of one pet, telling its owner when asked to.',
  response: 'The note',
  sdk: { method: 'setNote' },
} satisfies Omit<OperationDocs, 'tag'>;
