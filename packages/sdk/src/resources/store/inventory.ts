import type { InventoryItem } from '@petstore/contract';
import type { RequestOptions } from '../../client-options';
import type { APIPromise } from '../../core/api-promise';
import { APIResource } from '../../core/api-resource';
import type { PagePromise } from '../../core/pagination';
import {
  getInventoryItem,
  type InventoryListParams,
  type InventoryUpdateParams,
  listInventory,
  updateInventory,
} from '../../functions/inventory';

/**
 * Stock count per pet: `client.store.inventory`.
 *
 * @beta The inventory operations may change in a minor release.
 */
export class Inventory extends APIResource {
  /**
   * Lists stock entries, one per pet, filtered by the pet's status.
   *
   * @param query - Filter (`status`, one value or several) and paging (`limit`, `offset`).
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the query is invalid (nothing is sent).
   * @beta
   * @example
   * ```ts
   * for await (const item of client.store.inventory.list({ status: 'available' })) console.log(item);
   * ```
   */
  list(query?: InventoryListParams, options?: RequestOptions): PagePromise<InventoryItem> {
    return listInventory(this.core, query, options);
  }

  /**
   * Fetches the stock entry of one pet.
   *
   * @param petId - The pet's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such pet.
   * @beta
   * @example
   * ```ts
   * const { quantity } = await client.store.inventory.retrieve(rex.id);
   * ```
   */
  retrieve(petId: number, options?: RequestOptions): APIPromise<InventoryItem> {
    return getInventoryItem(this.core, petId, options);
  }

  /**
   * Sets the stock count of one pet.
   *
   * @param petId - The pet's ID.
   * @param body - The new `quantity` (0 or more).
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the quantity is invalid (nothing is sent).
   * @throws {@link NotFoundError} when there is no such pet.
   * @beta
   * @example
   * ```ts
   * await client.store.inventory.update(rex.id, { quantity: 3 });
   * ```
   */
  update(petId: number, body: InventoryUpdateParams, options?: RequestOptions): APIPromise<InventoryItem> {
    return updateInventory(this.core, petId, body, options);
  }
}
