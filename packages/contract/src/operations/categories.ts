import { Categories, Category, NewCategory } from '../schemas/category';
import { CategoryListParams, CategoryPathParams } from '../schemas/params';
import type { OperationSpec } from './operation';

/** `GET /categories`: a page of categories. */
export const listCategories = {
  operationId: 'listCategories',
  method: 'get',
  path: '/categories',
  query: CategoryListParams,
  response: { status: 200, schema: Categories },
  errors: [],
  paginated: true,
  auth: true,
} as const satisfies OperationSpec;

/** `POST /categories`: creates a category. */
export const createCategory = {
  operationId: 'createCategory',
  method: 'post',
  path: '/categories',
  idempotent: true,
  body: NewCategory,
  response: { status: 201, schema: Category },
  errors: ['category_exists', 'out_of_range'],
  auth: true,
} as const satisfies OperationSpec;

/** `GET /categories/{categoryId}`: one category. */
export const getCategory = {
  operationId: 'getCategory',
  method: 'get',
  path: '/categories/{categoryId}',
  pathParams: CategoryPathParams,
  response: { status: 200, schema: Category },
  errors: ['not_found'],
  auth: true,
} as const satisfies OperationSpec;
