import type { OperationId, operations } from '@petstore/contract';
import { createCategory, getCategory, listCategories } from './categories';
import { getInventoryItem, listInventory, updateInventory } from './inventory';
import { cancelOrder, getOrder, listOrders, placeOrder, updateOrder } from './orders';
import type { Implementation } from './outcome';
import { createPet, deletePet, getPetById, listPets, updatePet } from './pets';
import { getOpenApiDocument } from './service';

/** One implementation per operation of the contract; the type makes a missing one a compile error. */
export const implementations: { readonly [K in OperationId]: Implementation<(typeof operations)[K]> } = {
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
};
