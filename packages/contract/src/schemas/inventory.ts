import * as z from 'zod/mini';
import { described } from './meta';
import { PetStatus } from './pet';
import { quantity, resourceId } from './primitives';

/** A stock entry for one pet. */
export const InventoryItem = described(
  z.object({
    petId: resourceId('ID of the animal this entry tracks'),
    quantity: quantity('Current stock count', 0),
    status: PetStatus,
  }),
  {
    description:
      "The stock count of one pet; `status` is the pet's status (`available` when the pet has none).",
  },
);
/** A stock entry for one pet. */
export type InventoryItem = z.infer<typeof InventoryItem>;

/** A page of inventory entries. */
export const Inventory = described(z.array(InventoryItem), { description: 'A list of inventory entries.' });
/** A page of inventory entries. */
export type Inventory = z.infer<typeof Inventory>;

/** Request body of `updateInventory`. Unknown fields are rejected. */
export const InventoryUpdate = described(z.strictObject({ quantity: quantity('The new stock count', 0) }), {
  description: 'A new stock count. Unknown fields are rejected.',
});
/** Request body of `updateInventory`. */
export type InventoryUpdate = z.infer<typeof InventoryUpdate>;
