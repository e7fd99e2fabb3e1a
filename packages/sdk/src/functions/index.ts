// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

export { createCategory, getCategory, listCategories } from '../resources/categories';
export { createPet, deletePet, getPetById, listPets, updatePet } from '../resources/pets';
export { getInventoryItem, listInventory, updateInventory } from '../resources/store/inventory';
export { cancelOrder, getOrder, listOrders, placeOrder, updateOrder } from '../resources/store/orders';
