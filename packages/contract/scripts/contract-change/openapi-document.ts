/**
 * The OpenAPI 3.0 documents a contract change compares, typed by `openapi-types`, and the walks
 * the classifying rules make in them. Each document is JSON read from disk or built now, so a walk
 * by a path of api-smart-diff answers `unknown` until a typed accessor names what it finds.
 */
import type { OpenAPIV3 } from 'openapi-types';

/** An OpenAPI 3.0 document, as the contract builds it and `released/openapi.json` holds it. */
export type OpenApiDocument = OpenAPIV3.Document;
/** A schema with every `$ref` on the way to it followed. */
export type Schema = OpenAPIV3.SchemaObject;
/** One step of a path into a document: a key or an index. */
export type Segment = string | number;

/** The keys of a path item that hold an operation. */
export const httpMethods: ReadonlySet<string> = new Set([
  'get',
  'put',
  'post',
  'delete',
  'patch',
  'head',
  'options',
  'trace',
]);

/** The value under `key` of a JSON node, `undefined` below a missing one. */
export function child(node: unknown, key: Segment): unknown {
  return (node as Record<Segment, unknown> | null | undefined)?.[key];
}

/** The `$ref` a node points to, if it is a reference. */
export function refOf(node: unknown): string | undefined {
  const ref = child(node, '$ref');
  return typeof ref === 'string' ? ref : undefined;
}

/** The node a local `$ref` (`#/components/schemas/Pet`) points to. */
export function refTarget(document: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, key) => child(node, key.replaceAll('~1', '/').replaceAll('~0', '~')), document);
}

/** A node with its `$ref`s followed; a cycle of references stops after 32 hops. */
export function resolved(document: OpenApiDocument, node: unknown): unknown {
  let value = node;
  for (let hops = 0; hops < 32; hops++) {
    const ref = refOf(value);
    if (ref === undefined) break;
    value = refTarget(document, ref);
  }
  return value;
}

/** The value at `path` in a document, each `$ref` on the way followed. */
export function at(document: OpenApiDocument, path: readonly Segment[]): unknown {
  let node = resolved(document, document);
  for (const segment of path) node = resolved(document, child(node, segment));
  return node;
}

/** The operation at a path and method of a document. */
export function operationAt(
  document: OpenApiDocument | undefined,
  url: string,
  method: string,
): OpenAPIV3.OperationObject | undefined {
  return document?.paths?.[url]?.[method as OpenAPIV3.HttpMethods];
}

/** One operation of a document with where it is. */
export interface LocatedOperation {
  /** Its path (`/pets/{petId}`). */
  readonly url: string;
  /** Its method, lower case. */
  readonly method: string;
  readonly operation: OpenAPIV3.OperationObject | undefined;
}

/** Every operation of a document, path by path. */
export function* operationsOf(document: OpenApiDocument | undefined): Generator<LocatedOperation> {
  for (const [url, item] of Object.entries(document?.paths ?? {}))
    for (const [method, operation] of Object.entries(item ?? {}))
      if (httpMethods.has(method))
        yield { url, method, operation: operation as OpenAPIV3.OperationObject | undefined };
}

/** The first tag of the operation named `operationId`, from the current document, else the released one. */
export function tagOf(documents: readonly OpenApiDocument[], operationId: string): string | undefined {
  for (const document of documents)
    for (const { operation } of operationsOf(document))
      if (operation?.operationId === operationId) return operation.tags?.[0];
  return undefined;
}
