// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

export { createCategory } from '../operations/categories/create-category';
export { getCategory } from '../operations/categories/get-category';
export { listCategories } from '../operations/categories/list-categories';
export { getInventoryItem } from '../operations/inventory/get-inventory-item';
export { listInventory } from '../operations/inventory/list-inventory';
export { updateInventory } from '../operations/inventory/update-inventory';
export { cancelOrder } from '../operations/orders/cancel-order';
export { getOrder } from '../operations/orders/get-order';
export { listOrders } from '../operations/orders/list-orders';
export { placeOrder } from '../operations/orders/place-order';
export { updateOrder } from '../operations/orders/update-order';
export { createPet } from '../operations/pets/create-pet';
export { deletePet } from '../operations/pets/delete-pet';
export { getPetById } from '../operations/pets/get-pet-by-id';
export { listPets } from '../operations/pets/list-pets';
export { updatePet } from '../operations/pets/update-pet';
export { getOpenApiDocument } from '../operations/service/get-open-api-document';
