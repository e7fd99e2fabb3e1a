// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

import { createCategoryDocs } from '../operations/categories/create-category';
import { getCategoryDocs } from '../operations/categories/get-category';
import { listCategoriesDocs } from '../operations/categories/list-categories';
import { getInventoryItemDocs } from '../operations/inventory/get-inventory-item';
import { listInventoryDocs } from '../operations/inventory/list-inventory';
import { updateInventoryDocs } from '../operations/inventory/update-inventory';
import type { OperationDocs } from '../operations/operation';
import { cancelOrderDocs } from '../operations/orders/cancel-order';
import { getOrderDocs } from '../operations/orders/get-order';
import { listOrdersDocs } from '../operations/orders/list-orders';
import { placeOrderDocs } from '../operations/orders/place-order';
import { updateOrderDocs } from '../operations/orders/update-order';
import { createPetDocs } from '../operations/pets/create-pet';
import { deletePetDocs } from '../operations/pets/delete-pet';
import { getPetByIdDocs } from '../operations/pets/get-pet-by-id';
import { listPetsDocs } from '../operations/pets/list-pets';
import { updatePetDocs } from '../operations/pets/update-pet';
import { getOpenApiDocumentDocs } from '../operations/service/get-open-api-document';
import type { OperationId } from '../table/specs';

/** What the OpenAPI document and the docs say about each operation of {@link operationSpecs}: its module's texts, and its tag, the module's folder. */
// A pure call without arguments, rather than an object of spreads (which a bundler keeps): a
// bundle that never reads the texts drops them, in the one-file build too.
export const operationDocs = /* @__PURE__ */ joinTexts();

/* @__NO_SIDE_EFFECTS__ */
function joinTexts(): { readonly [Id in OperationId]: OperationDocs } {
  return {
    listPets: { tag: 'pets', ...listPetsDocs },
    createPet: { tag: 'pets', ...createPetDocs },
    getPetById: { tag: 'pets', ...getPetByIdDocs },
    updatePet: { tag: 'pets', ...updatePetDocs },
    deletePet: { tag: 'pets', ...deletePetDocs },
    listCategories: { tag: 'categories', ...listCategoriesDocs },
    createCategory: { tag: 'categories', ...createCategoryDocs },
    getCategory: { tag: 'categories', ...getCategoryDocs },
    placeOrder: { tag: 'orders', ...placeOrderDocs },
    listOrders: { tag: 'orders', ...listOrdersDocs },
    getOrder: { tag: 'orders', ...getOrderDocs },
    updateOrder: { tag: 'orders', ...updateOrderDocs },
    cancelOrder: { tag: 'orders', ...cancelOrderDocs },
    listInventory: { tag: 'inventory', ...listInventoryDocs },
    getInventoryItem: { tag: 'inventory', ...getInventoryItemDocs },
    updateInventory: { tag: 'inventory', ...updateInventoryDocs },
    getOpenApiDocument: { tag: 'service', ...getOpenApiDocumentDocs },
  };
}
