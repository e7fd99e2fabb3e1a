import { createCategory, getCategory, listCategories } from './categories';
import { getInventoryItem, listInventory, updateInventory } from './inventory';
import { cancelOrder, getOrder, listOrders, placeOrder, updateOrder } from './orders';
import { createPet, deletePet, getPetById, listPets, updatePet } from './pets';
import { getOpenApiDocument } from './service';

/** Every operation of the service, by operationId (DESIGN §2). */
export const operations = {
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
export type OperationId = keyof typeof operations;

/** The operations as a list, in the order of {@link operations}. */
export const operationList = Object.values(operations);
