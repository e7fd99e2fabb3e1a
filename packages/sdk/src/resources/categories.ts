import { type Category, operationSpecs } from '@petstore/contract';
import type { RequestOptions } from '../client-options';
import type { APIPromise } from '../core/api-promise';
import { APIResource } from '../core/api-resource';
import type { BodyOf, QueryOf } from '../core/operation-types';
import type { PagePromise } from '../core/pagination';

/** Query of {@link Categories.list}: `limit`, `offset`. */
export type CategoryListParams = QueryOf<typeof operationSpecs.listCategories>;
/** Body of {@link Categories.create}: `name`, optional `description`. */
export type CategoryCreateParams = BodyOf<typeof operationSpecs.createCategory>;

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
    return this.transport.list(operationSpecs.listCategories, query, options);
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
    return this.transport.request(operationSpecs.createCategory, { body }, options);
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
    return this.transport.request(operationSpecs.getCategory, { path: { categoryId } }, options);
  }
}
