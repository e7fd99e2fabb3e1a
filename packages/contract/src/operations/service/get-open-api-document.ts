import type { OperationDocs, OperationSpec } from '../operation';

/** `GET /openapi.json`: this document. Needs no key. */
export const getOpenApiDocument = {
  operationId: 'getOpenApiDocument',
  method: 'get',
  path: '/openapi.json',
  response: { status: 200 },
  public: true,
} as const satisfies OperationSpec;

/** What the OpenAPI document and the guides say about {@link getOpenApiDocument}; no browser bundle carries it. */
export const getOpenApiDocumentDocs = {
  summary: 'Get the OpenAPI document',
  description:
    "Returns the OpenAPI 3.0.3 document of the service. Public: it needs no API key and reads none (a missing, unknown or banned key changes nothing), ignores any query string, is counted against no rate limit and never faulted, so it always answers 200 with the document, `X-Request-Id` and the caller's rate-limit state as it stands.",
  response: 'The OpenAPI document',
} satisfies Omit<OperationDocs, 'tag'>;
