import { defineOperation } from './operation';

/** `GET /openapi.json`: this document. Needs no key. */
export const getOpenApiDocument = defineOperation({
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  tag: 'service',
  summary: 'Get the OpenAPI document',
  description: 'Returns the OpenAPI 3.0.3 document of the service. Needs no API key.',
  response: { status: 200, description: 'The OpenAPI document' },
  errors: [],
  auth: false,
});
