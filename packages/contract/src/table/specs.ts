// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

import { createCategory } from '../operations/categories/create-category';
import { getCategory } from '../operations/categories/get-category';
import { listCategories } from '../operations/categories/list-categories';
import { getInventoryItem } from '../operations/inventory/get-inventory-item';
import { listInventory } from '../operations/inventory/list-inventory';
import { updateInventory } from '../operations/inventory/update-inventory';
import { cancelOrder } from '../operations/orders/cancel-order';
import { getOrder } from '../operations/orders/get-order';
import { listOrders } from '../operations/orders/list-orders';
import { placeOrder } from '../operations/orders/place-order';
import { updateOrder } from '../operations/orders/update-order';
import { createPet } from '../operations/pets/create-pet';
import { deletePet } from '../operations/pets/delete-pet';
import { getPetById } from '../operations/pets/get-pet-by-id';
import { listPets } from '../operations/pets/list-pets';
import { updatePet } from '../operations/pets/update-pet';
import { getOpenApiDocument } from '../operations/service/get-open-api-document';

/**
 * Every operation of the service as code needs it at run time, by operationId
 * (docs/design/0002-operations-and-error-codes.md): method, path, schemas, error codes and flags,
 * without the texts of the document. The SDK sends from this table so that a browser bundle
 * carries no documentation; {@link operations} adds the texts.
 */
export const operationSpecs = {
  listPets,
  createPet,
  getPetById,
  updatePet,
  deletePet,
  listCategories,
  createCategory,
  getCategory,
  placeOrder,
  listOrders,
  getOrder,
  updateOrder,
  cancelOrder,
  listInventory,
  getInventoryItem,
  updateInventory,
  getOpenApiDocument,
} as const;

/** The operationId of an operation of the service. */
export type OperationId = keyof typeof operationSpecs;
