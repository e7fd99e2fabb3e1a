import { Categories } from '../../schemas/category';
import { CategoryListParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /categories`: a page of categories. */
export const listCategories = {
  operationId: 'listCategories',
  method: 'get',
  path: '/categories',
  query: CategoryListParams,
  response: { status: 200, schema: Categories },
  paginated: true,
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link listCategories}; no browser bundle carries it. */
export const listCategoriesDocs = {
  summary: 'List categories',
  description: 'Returns a page of categories, oldest first.',
  response: 'A page of categories',
} satisfies Omit<OperationDocs, 'tag'>;
