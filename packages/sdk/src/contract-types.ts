// Written by `pnpm generate` from the contract (packages/sdk/scripts); do not edit.
// The contract's named types that the functions and methods take and return, and those their fields
// name: both entry points export them (shared-surface.ts).
export type {
  Category,
  CategoryListParams,
  ErrorBody,
  ErrorCode,
  ErrorDetail,
  InventoryItem,
  InventoryListParams,
  InventoryUpdate,
  NewCategory,
  NewPet,
  Order,
  OrderCreate,
  OrderListParams,
  OrderUpdate,
  Pet,
  PetListParams,
  PetStatus,
  PetUpdate,
} from '@petstore/contract';
