import * as z from 'zod/mini';
import { PetStatus } from './pet';
import { quantity, resourceId } from './primitives';

/** A stock entry for one pet; `status` is the pet's status (`available` when the pet has none). */
export const InventoryItem = z.object({
  petId: resourceId(),
  quantity: quantity(0),
  status: PetStatus,
});
/** A stock entry for one pet. */
export type InventoryItem = z.infer<typeof InventoryItem>;

/** A page of inventory entries. */
export const Inventory = z.array(InventoryItem);
/** A page of inventory entries. */
export type Inventory = z.infer<typeof Inventory>;

/** Request body of `updateInventory`. Unknown fields are rejected. */
export const InventoryUpdate = z.strictObject({ quantity: quantity(0) });
/** Request body of `updateInventory`. */
export type InventoryUpdate = z.infer<typeof InventoryUpdate>;
