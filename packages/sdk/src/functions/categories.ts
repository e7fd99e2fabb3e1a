import type { Category } from '@petstore/contract';
import {
  createCategory as createCategoryOperation,
  getCategory as getCategoryOperation,
  listCategories as listCategoriesOperation,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import type { BodyOf, QueryOf } from '../core/operation-types';
import type { PagePromise } from '../core/pagination';
import { type PetStoreCore, request, requestPage } from '../core/petstore-core';

/** Query of `listCategories` and `client.categories.list`: `limit`, `offset`. */
export type CategoryListParams = QueryOf<typeof listCategoriesOperation>;
/** Body of `createCategory` and `client.categories.create`: `name`, optional `description`. */
export type CategoryCreateParams = BodyOf<typeof createCategoryOperation>;

/**
 * Lists categories, oldest first. Await it for one page, or iterate it for every category.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param query - Paging (`limit`, `offset`).
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the query is invalid (nothing is sent).
 * @example
 * ```ts
 * const page = await listCategories(core, { limit: 50 });
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
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param body - The category: `name`, optional `description`.
 * @param options - Per-call options.
 * @throws {@link ValidationError} when the body is invalid (nothing is sent).
 * @throws {@link ConflictError} `category_exists` when the name is taken.
 * @example
 * ```ts
 * const dogs = await createCategory(core, { name: 'Dogs', description: 'Loyal companions' });
 * ```
 */
export function createCategory(
  core: PetStoreCore,
  body: CategoryCreateParams,
  options?: RequestOptions,
): APIPromise<Category> {
  return request(core, createCategoryOperation, { body }, options);
}

/**
 * Fetches one category.
 *
 * @param core - The client: a {@link PetStoreCore}, or a `PetStore`.
 * @param categoryId - The category's ID.
 * @param options - Per-call options.
 * @throws {@link NotFoundError} when there is no such category.
 * @example
 * ```ts
 * const dogs = await getCategory(core, 1);
 * ```
 */
export function getCategory(
  core: PetStoreCore,
  categoryId: number,
  options?: RequestOptions,
): APIPromise<Category> {
  return request(core, getCategoryOperation, { path: { categoryId } }, options);
}
