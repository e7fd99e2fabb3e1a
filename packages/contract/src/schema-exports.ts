// Written by `pnpm generate` from the operation modules, src/operations/<tag>/*.ts (packages/contract/scripts/generate-tables.ts); do not edit.

export { Categories, Category, NewCategory } from './schemas/category';
export { ErrorBody, ErrorDetail } from './schemas/error';
export { Inventory, InventoryItem, InventoryUpdate } from './schemas/inventory';
export { Order, OrderCreate, Orders, OrderUpdate } from './schemas/order';
export {
  CategoryListParams,
  IdempotencyKey,
  InventoryListParams,
  OrderListParams,
  PetListParams,
} from './schemas/params';
export { NewPet, Pet, PetStatus, Pets, PetUpdate } from './schemas/pet';
