import { Categories, Category, NewCategory } from '../schemas/category';
import { CategoryListParams, CategoryPathParams } from '../schemas/params';
import { defineOperation } from './operation';

/** `GET /categories`: a page of categories. */
export const listCategories = defineOperation({
  operationId: 'listCategories',
  method: 'get',
  path: '/categories',
  tag: 'categories',
  summary: 'List categories',
  description: 'Returns a page of categories, oldest first.',
  query: CategoryListParams,
  response: { status: 200, description: 'A page of categories', schema: Categories },
  errors: [],
  paginated: true,
  auth: true,
});

/** `POST /categories`: creates a category. */
export const createCategory = defineOperation({
  operationId: 'createCategory',
  method: 'post',
  path: '/categories',
  tag: 'categories',
  summary: 'Create a category',
  description: 'Creates a category. Names are unique, compared case-insensitively.',
  body: NewCategory,
  response: { status: 201, description: 'The category created; `Location` names it', schema: Category },
  errors: ['category_exists'],
  auth: true,
});

/** `GET /categories/{categoryId}`: one category. */
export const getCategory = defineOperation({
  operationId: 'getCategory',
  method: 'get',
  path: '/categories/{categoryId}',
  tag: 'categories',
  summary: 'Get a category',
  description: 'Returns one category.',
  pathParams: CategoryPathParams,
  response: { status: 200, description: 'The category', schema: Category },
  errors: ['not_found'],
  auth: true,
});
