// Written by `pnpm generate` from the schema modules, src/schemas/*.ts and the operation modules (packages/contract/scripts/generate-tables.ts); do not edit.

import { Categories, Category, NewCategory } from '../schemas/category';
import { ErrorBody, ErrorDetail } from '../schemas/error';
import { Inventory, InventoryItem, InventoryUpdate } from '../schemas/inventory';
import { Order, OrderCreate, Orders, OrderUpdate } from '../schemas/order';
import { NewPet, Pet, PetStatus, Pets, PetUpdate } from '../schemas/pet';

/**
 * The named schemas of the document, by component name: every schema of src/schemas/ but the
 * parameters, and those an operation module declares for its body or its answer.
 */
export const componentSchemas = {
  PetStatus,
  NewPet,
  Pet,
  Pets,
  PetUpdate,
  NewCategory,
  Category,
  Categories,
  Order,
  Orders,
  OrderCreate,
  OrderUpdate,
  InventoryItem,
  Inventory,
  InventoryUpdate,
  ErrorDetail,
  Error: ErrorBody,
} as const;
