import { createCategory, getCategory, listCategories } from './categories';
import { getInventoryItem, listInventory, updateInventory } from './inventory';
import { cancelOrder, getOrder, listOrders, placeOrder, updateOrder } from './orders';
import { createPet, deletePet, getPetById, listPets, updatePet } from './pets';
import { getOpenApiDocument } from './service';

/**
 * Every operation of the service as code needs it at run time, by operationId (docs/design/0002-operations-and-error-codes.md): method,
 * path, schemas, error codes and flags, without the texts of the document. The SDK sends from this
 * table so that a browser bundle carries no documentation; {@link operations} adds the texts.
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
