import { buildOpenApiDocument, type operations } from '@petstore/contract';
import { type Implementation, ok } from './outcome';

let document: ReturnType<typeof buildOpenApiDocument> | undefined;

export const getOpenApiDocument: Implementation<typeof operations.getOpenApiDocument> = () => {
  document ??= buildOpenApiDocument();
  return ok(document);
};
