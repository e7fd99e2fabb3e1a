import { defineOperation } from './operation';

/** `GET /openapi.json`: this document. Needs no key. */
export const getOpenApiDocument = defineOperation({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  response: { status: 200 },
  errors: [],
  auth: false,
});
