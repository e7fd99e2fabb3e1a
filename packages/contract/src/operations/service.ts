import type { OperationSpec } from './operation';

/** `GET /openapi.json`: this document. Needs no key. */
export const getOpenApiDocument = {
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  response: { status: 200 },
  errors: [],
  auth: false,
} as const satisfies OperationSpec;
