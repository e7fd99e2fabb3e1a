import { Inventory, InventoryItem, InventoryUpdate } from '../../schemas/inventory';
import { countMeta, idMeta, type SchemaDocs } from './schema-meta';

/** Stock entries and their request body. */
/* @__NO_SIDE_EFFECTS__ */
export function inventoryDocs(): SchemaDocs[] {
  return [
    {
      schema: InventoryItem,
      meta: {
        description:
          "The stock count of one pet; `status` is the pet's status (`available` when the pet has none).",
      },
      fields: {
        petId: idMeta('ID of the animal this entry tracks'),
        quantity: countMeta('Current stock count'),
      },
    },
    { schema: Inventory, meta: { description: 'A list of inventory entries.' } },
    {
      schema: InventoryUpdate,
      meta: { description: 'A new stock count. Unknown fields are rejected.' },
      fields: { quantity: countMeta('The new stock count') },
    },
  ];
}
