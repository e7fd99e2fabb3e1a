/**
 * The gallery of shapes (README.md beside this file): a contract of operation modules beside the
 * real one, with the shapes a REST service has and the real contract lacks yet, which every
 * generator renders in the tests (packages/tanstack-query/test/gallery.test.ts). The modules are
 * written as the real ones are (CONTRIBUTING.md, "Adding an operation"); this file is their table.
 */
import type { DocumentedOperation } from '../../src/docs/operations';
import { documented } from '../../src/docs/operations';
import type { OperationDocs, OperationSpec, TagName } from '../../src/operations/operation';
import { createPetOrder, createPetOrderDocs } from './operations/orders/create-pet-order';
import { listOrderEvents, listOrderEventsDocs } from './operations/orders/list-order-events';
import { listOrders, listOrdersDocs } from './operations/orders/list-orders';
import { listPetOrders, listPetOrdersDocs } from './operations/orders/list-pet-orders';
import { checkPetExists, checkPetExistsDocs } from './operations/pets/check-pet-exists';
import { deletePetNote, deletePetNoteDocs } from './operations/pets/delete-pet-note';
import { getPetCard, getPetCardDocs } from './operations/pets/get-pet-card';
import { updatePetNote, updatePetNoteDocs } from './operations/pets/update-pet-note';
import * as schemas from './schemas';

export type { ErrorBody, ErrorCode, ErrorDetail } from '../../src/index';
export * from './schemas';
export {
  checkPetExists,
  createPetOrder,
  deletePetNote,
  getPetCard,
  listOrderEvents,
  listOrders,
  listPetOrders,
  updatePetNote,
};

/** An operation of the gallery. */
export type GalleryOperation = DocumentedOperation<OperationSpec>;

const entry = (tag: TagName, spec: OperationSpec, docs: Omit<OperationDocs, 'tag'>) =>
  documented(spec, { tag, ...docs }) as unknown as GalleryOperation;

/** Every operation of the gallery with its texts, by tag as the folders hold them. */
export const galleryOperations: readonly GalleryOperation[] = [
  entry('pets', checkPetExists, checkPetExistsDocs),
  entry('pets', getPetCard, getPetCardDocs),
  entry('pets', updatePetNote, updatePetNoteDocs),
  entry('pets', deletePetNote, deletePetNoteDocs),
  entry('orders', listOrders, listOrdersDocs),
  entry('orders', listPetOrders, listPetOrdersDocs),
  entry('orders', createPetOrder, createPetOrderDocs),
  entry('orders', listOrderEvents, listOrderEventsDocs),
];

/** The gallery's named schemas, by the names this module exports them under. */
export const gallerySchemas: Readonly<Record<string, unknown>> = schemas;
