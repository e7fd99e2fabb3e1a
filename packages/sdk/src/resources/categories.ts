// Written by `pnpm generate` (packages/sdk/scripts/generate-surface.ts) from the operation modules of packages/contract/src/operations; do not edit.
// A type error here is fixed in the generator or in an operation's module, never in this file.

import type { Category, CategoryListParams, NewCategory } from '@petstore/contract';
import {
  createCategory as createCategoryOperation,
  getCategory as getCategoryOperation,
  listCategories as listCategoriesOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../api/client-options';
import { APIResource } from '../core/api-resource';
import type { APIPromise, PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/**
 * Returns a page of categories, oldest first.
 * Await it for one page, or iterate it with `for await` for every item of every page.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - {@link CategoryListParams}: paging of `listCategories`.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns A page of categories.
 * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * for await (const category of listCategories(core, { limit: 20 })) console.log(category);
 * ```
 */
export function listCategories(
  core: PetStoreCore,
  query?: CategoryListParams,
  options?: RequestOptions,
): PagePromise<Category> {
  return requestPage(core, listCategoriesOperation, query, options);
}

/**
 * Creates a category. Names are unique, compared case-insensitively.
 * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
 * retries, so that a retry never repeats the change.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - {@link NewCategory}: a category to create. Unknown fields are rejected.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The category created; `Location` names it.
 * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
 * @throws {@link ConflictError} `category_exists`: a category with that name (case-insensitive)
 * exists.
 * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
 * maximum (the int32 maximum) or needs an id past the largest safe integer.
 * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
 * with another operation, path or body.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const category = await createCategory(core, { name: 'Dogs' });
 * ```
 */
export function createCategory(
  core: PetStoreCore,
  body: NewCategory,
  options?: RequestOptions,
): APIPromise<Category> {
  return request(core, createCategoryOperation, { body }, options);
}

/**
 * Returns one category.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param categoryId - ID of the category.
 * @param options - Per-call options ({@link RequestOptions}).
 * @returns The category.
 * @throws {@link ValidationError} when `categoryId` breaks the contract; nothing is sent.
 * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
 * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
 * other errors of every call.
 * @example
 * ```ts
 * const category = await getCategory(core, 1);
 * ```
 */
export function getCategory(
  core: PetStoreCore,
  categoryId: number,
  options?: RequestOptions,
): APIPromise<Category> {
  return request(core, getCategoryOperation, { path: { categoryId } }, options);
}

/** Kinds of animal that pets belong to (`client.categories`). */
export class Categories extends APIResource {
  /**
   * Returns a page of categories, oldest first.
   * Await it for one page, or iterate it with `for await` for every item of every page.
   *
   * @param query - {@link CategoryListParams}: paging of `listCategories`.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns A page of categories.
   * @throws {@link ValidationError} when `query` breaks the contract; nothing is sent.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * for await (const category of client.categories.list({ limit: 20 })) console.log(category);
   * ```
   */
  list(query?: CategoryListParams, options?: RequestOptions): PagePromise<Category> {
    return listCategories(this.core, query, options);
  }

  /**
   * Creates a category. Names are unique, compared case-insensitively.
   * Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across
   * retries, so that a retry never repeats the change.
   *
   * @param body - {@link NewCategory}: a category to create. Unknown fields are rejected.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The category created; `Location` names it.
   * @throws {@link ValidationError} when `body` breaks the contract; nothing is sent.
   * @throws {@link ConflictError} `category_exists`: a category with that name (case-insensitive)
   * exists.
   * @throws {@link ConflictError} `out_of_range`: the change would take a stock count past its
   * maximum (the int32 maximum) or needs an id past the largest safe integer.
   * @throws {@link UnprocessableEntityError} `idempotency_conflict`: the `Idempotency-Key` was used
   * with another operation, path or body.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const category = await client.categories.create({ name: 'Dogs' });
   * ```
   */
  create(body: NewCategory, options?: RequestOptions): APIPromise<Category> {
    return createCategory(this.core, body, options);
  }

  /**
   * Returns one category.
   *
   * @param categoryId - ID of the category.
   * @param options - Per-call options ({@link RequestOptions}).
   * @returns The category.
   * @throws {@link ValidationError} when `categoryId` breaks the contract; nothing is sent.
   * @throws {@link NotFoundError} `not_found`: no such record, or no such route.
   * @throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the
   * other errors of every call.
   * @example
   * ```ts
   * const category = await client.categories.retrieve(1);
   * ```
   */
  retrieve(categoryId: number, options?: RequestOptions): APIPromise<Category> {
    return getCategory(this.core, categoryId, options);
  }
}
