import * as z from 'zod/mini';
import type { MatchesSchema, Proof } from '../service/type-proof';
import { PetStatus } from './pet';
import { quantity, resourceId } from './primitives';

/** The stock count of one pet; `status` is the pet's status (`available` when the pet has none). */
export const InventoryItem = /* @__PURE__ */ z.object({
  /** ID of the animal this entry tracks */
  petId: resourceId(),
  /** Current stock count */
  quantity: quantity(0),
  status: PetStatus,
});

// generated:InventoryItem (written by `pnpm generate` from the contract and src/docs; do not edit)
/** The stock count of one pet; `status` is the pet's status (`available` when the pet has none). */
export interface InventoryItem {
  /**
   * ID of the animal this entry tracks
   * @minimum 1
   * @format int64
   */
  petId: number;
  /**
   * Current stock count
   * @minimum 0
   * @maximum 2147483647
   * @format int32
   */
  quantity: number;
  /** Availability of a pet: `available`, `pending` or `sold`. */
  status: PetStatus;
}
type _InventoryItemMatchesItsSchema = Proof<MatchesSchema<InventoryItem, typeof InventoryItem>>;
// /generated:InventoryItem

/** A list of inventory entries. */
export const Inventory = /* @__PURE__ */ z.array(InventoryItem);

// generated:Inventory (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A list of inventory entries. */
export type Inventory = InventoryItem[];
type _InventoryMatchesItsSchema = Proof<MatchesSchema<Inventory, typeof Inventory>>;
// /generated:Inventory

// The request body of `updateInventory`.
/** A new stock count. Unknown fields are rejected. */
export const InventoryUpdate = /* @__PURE__ */ z.strictObject({
  /** The new stock count */
  quantity: quantity(0),
});

// generated:InventoryUpdate (written by `pnpm generate` from the contract and src/docs; do not edit)
/** A new stock count. Unknown fields are rejected. */
export interface InventoryUpdate {
  /**
   * The new stock count
   * @minimum 0
   * @maximum 2147483647
   * @format int32
   */
  quantity: number;
}
type _InventoryUpdateMatchesItsSchema = Proof<MatchesSchema<InventoryUpdate, typeof InventoryUpdate>>;
// /generated:InventoryUpdate
