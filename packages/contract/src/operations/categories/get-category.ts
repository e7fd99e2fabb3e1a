import { Category } from '../../schemas/category';
import { CategoryPathParams } from '../../schemas/params';
import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /categories/{categoryId}`: one category. */
export const getCategory = {
  operationId: 'getCategory',
  method: 'get',
  path: '/categories/{categoryId}',
  pathParams: CategoryPathParams,
  response: { status: 200, schema: Category },
  errors: ['not_found'],
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link getCategory}; no browser bundle carries it. */
export const getCategoryDocs = {
  summary: 'Get a category',
  description: 'Returns one category.',
  response: 'The category',
} satisfies Omit<OperationDocs, 'tag'>;
