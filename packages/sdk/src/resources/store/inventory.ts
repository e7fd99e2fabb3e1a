// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

import type { InventoryItem, InventoryListParams, InventoryUpdate } from '@petstore/contract';
import {
  getInventoryItem as getInventoryItemOperation,
  listInventory as listInventoryOperation,
  updateInventory as updateInventoryOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../../api/client-options';
import { APIResource } from '../../core/api-resource';
import type { APIPromise, PagePromise } from '../../core/pagination';
import { type PetStoreCore, request, requestPage } from '../../core/petstore-core';

/**
 * Returns a page of stock entries, one per pet, filtered by the pet's status.
 * Await it for one page, or iterate it with `for await` for every item of every page.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - {@link InventoryListParams}: filters of `listInventory` (by the pet's status, one
 * or several) and paging.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns A page of inventory entries.
 * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
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
 * Returns the stock entry of one pet.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - ID of the pet.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The inventory entry.
 * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const item = await getInventoryItem(core, 1);
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
 * Sets the stock count of one pet (0 or more).
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 * Beta: it may change in a minor release.
 *
 * @beta
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param petId - ID of the pet.
 * @param body - {@link InventoryUpdate}: a new stock count. Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The inventory entry as changed.
 * @throws {@link ValidationError} when `petId` or `body` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const item = await updateInventory(core, 1, { quantity: 1 });
 * ```
 */
export function updateInventory(
  core: PetStoreCore,
  petId: number,
  body: InventoryUpdate,
  options?: RequestOptions,
): APIPromise<InventoryItem> {
  return request(core, updateInventoryOperation, { path: { petId }, body }, options);
}

/**
 * Stock count per pet (`client.store.inventory`).
 * @beta
 */
export class Inventory extends APIResource {
  /**
   * Returns a page of stock entries, one per pet, filtered by the pet's status.
   * Await it for one page, or iterate it with `for await` for every item of every page.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param query - {@link InventoryListParams}: filters of `listInventory` (by the pet's status, one
   * or several) and paging.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns A page of inventory entries.
   * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * for await (const item of client.store.inventory.list({ status: 'available' })) console.log(item);
   * ```
   */
  list(query?: InventoryListParams, options?: RequestOptions): PagePromise<InventoryItem> {
    return listInventory(this.core, query, options);
  }

  /**
   * Returns the stock entry of one pet.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param petId - ID of the pet.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The inventory entry.
   * @throws {@link ValidationError} when `petId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const item = await client.store.inventory.retrieve(1);
   * ```
   */
  retrieve(petId: number, options?: RequestOptions): APIPromise<InventoryItem> {
    return getInventoryItem(this.core, petId, options);
  }

  /**
   * Sets the stock count of one pet (0 or more).
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   * Beta: it may change in a minor release.
   *
   * @beta
   * @param petId - ID of the pet.
   * @param body - {@link InventoryUpdate}: a new stock count. Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The inventory entry as changed.
   * @throws {@link ValidationError} when `petId` or `body` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const item = await client.store.inventory.update(1, { quantity: 1 });
   * ```
   */
  update(petId: number, body: InventoryUpdate, options?: RequestOptions): APIPromise<InventoryItem> {
    return updateInventory(this.core, petId, body, options);
  }
}
