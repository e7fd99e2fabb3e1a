import type { InventoryItem } from '@petstore/contract';
import {
  getInventoryItem as getInventoryItemOperation,
  listInventory as listInventoryOperation,
  updateInventory as updateInventoryOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import type { BodyOf, QueryOf } from '../core/operation-types';
import type { PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/** Query of `listInventory` and `client.store.inventory.list`: `status` (one or several), `limit`, `offset`. */
export type InventoryListParams = QueryOf<typeof listInventoryOperation>;
/** Body of `updateInventory` and `client.store.inventory.update`: `quantity` (≥ 0). */
export type InventoryUpdateParams = BodyOf<typeof updateInventoryOperation>;

/**
 * Lists stock entries, one per pet, filtered by the pet's status.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - Filter (`status`, one value or several) and paging (`limit`, `offset`).
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the query is invalid (nothing is sent).
 * @example
 * ```ts
 * for await (const item of listInventory(core, { status: 'available' })) console.log(item);
 * ```
 */
export function listInventory(
  core: PetStoreCore,
  query?: InventoryListParams,
  options?: RequestOptions,
): PagePromise<InventoryItem> {
  return requestPage(core, listInventoryOperation, query, options);
}

/**
 * Fetches the stock entry of one pet.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - The pet's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such pet.
 * @example
 * ```ts
 * const { quantity } = await getInventoryItem(core, rex.id);
 * ```
 */
export function getInventoryItem(
  core: PetStoreCore,
  petId: number,
  options?: RequestOptions,
): APIPromise<InventoryItem> {
  return request(core, getInventoryItemOperation, { path: { petId } }, options);
}

/**
 * Sets the stock count of one pet.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - The pet's ID.
 * @param body - The new `quantity` (0 or more).
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the quantity is invalid (nothing is sent).
 * @throws {@link NotFoundError} when there is no such pet.
 * @example
 * ```ts
 * await updateInventory(core, rex.id, { quantity: 3 });
 * ```
 */
export function updateInventory(
  core: PetStoreCore,
  petId: number,
  body: InventoryUpdateParams,
  options?: RequestOptions,
): APIPromise<InventoryItem> {
  return request(core, updateInventoryOperation, { path: { petId }, body }, options);
}
