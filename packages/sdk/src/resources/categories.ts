import type { Category } from '@petstore/contract';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/api-resource';
import type { PagePromise } from '../core/pagination';
import {
  type CategoryCreateParams,
  type CategoryListParams,
  createCategory,
  getCategory,
  listCategories,
} from '../functions/categories';

/** Kinds of animal that pets belong to: `client.categories`. */
export class Categories extends APIResource {
  /**
   * Lists categories, oldest first. Await it for one page, or iterate it for every category.
   *
   * @param query - Paging (`limit`, `offset`).
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the query is invalid (nothing is sent).
   * @example
   * ```ts
   * const page = await client.categories.list({ limit: 50 });
   * ```
   */
  list(query?: CategoryListParams, options?: RequestOptions): PagePromise<Category> {
    return listCategories(this.core, query, options);
  }

  /**
   * Creates a category. Names are unique, compared case-insensitively.
   *
   * @param body - The category: `name`, optional `description`.
   * @param options - Per-call options.
   * @throws {@link ValidationError} when the body is invalid (nothing is sent).
   * @throws {@link ConflictError} `category_exists` when the name is taken.
   * @example
   * ```ts
   * const dogs = await client.categories.create({ name: 'Dogs', description: 'Loyal companions' });
   * ```
   */
  create(body: CategoryCreateParams, options?: RequestOptions): APIPromise<Category> {
    return createCategory(this.core, body, options);
  }

  /**
   * Fetches one category.
   *
   * @param categoryId - The category's ID.
   * @param options - Per-call options.
   * @throws {@link NotFoundError} when there is no such category.
   * @example
   * ```ts
   * const dogs = await client.categories.retrieve(1);
   * ```
   */
  retrieve(categoryId: number, options?: RequestOptions): APIPromise<Category> {
    return getCategory(this.core, categoryId, options);
  }
}
