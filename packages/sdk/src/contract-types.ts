// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.
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
