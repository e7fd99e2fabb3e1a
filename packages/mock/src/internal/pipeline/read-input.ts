import {
  type ErrorDetail,
  fieldLimits,
  headerNames,
  IdempotencyKey,
  type OperationSpec,
} from '@petstore/contract';
import { check, decodeParams, readIdempotencyKey } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import type { MockRequest } from './mock-request';
import { type CheckedBody, readJsonBody } from './request-body';
import { isRefusal, type Refusal } from './respond';

/** The checked input of a request: parameters, body and `Idempotency-Key`. */
export interface RequestInput {
  readonly path: unknown;
  readonly query: unknown;
  readonly body: unknown;
  /** The header parameters the operation declares, checked like its query. */
  readonly headers: unknown;
  readonly idempotencyKey: string | undefined;
}

// An operation without query parameters takes none: an unknown parameter is refused like any other.
const noParams = z.strictObject({});

function checkParams(
  schema: z.ZodMiniObject,
  entries: Iterable<[string, string]>,
  prefix: string,
  details: ErrorDetail[],
) {
  const checked = check(schema, decodeParams(schema, entries), prefix);
  if (checked.ok) return checked.value;
  details.push(...checked.issues);
  return undefined;
}

// What an empty query checks to, per schema: the same every time, so checked once.
const emptyQueries = new WeakMap<z.ZodMiniObject, { value: unknown } | undefined>();

function emptyQuery(schema: z.ZodMiniObject): { value: unknown } | undefined {
  if (!emptyQueries.has(schema)) {
    const checked = check(schema, {}, 'query');
    emptyQueries.set(schema, checked.ok ? { value: Object.freeze(checked.value) } : undefined);
  }
  return emptyQueries.get(schema);
}

function checkQuery(operation: OperationSpec, request: MockRequest, details: ErrorDetail[]): unknown {
  // A public operation ignores its query: `/openapi.json?v=2` is the same document.
  if (operation.public) return undefined;
  const schema = operation.query ?? noParams;
  if (request.search === '') {
    const empty = emptyQuery(schema);
    if (empty) return empty.value;
  }
  const entries = [...request.url.searchParams];
  if (entries.length <= fieldLimits.queryParametersMax) return checkParams(schema, entries, 'query', details);
  details.push({
    path: 'query',
    message: `Too many query parameters (${entries.length}); at most ${fieldLimits.queryParametersMax}`,
  });
  return undefined;
}

function checkPath(
  operation: OperationSpec,
  params: [string, string | undefined][],
  details: ErrorDetail[],
): unknown {
  if (!operation.pathParams) return undefined;
  const undecodable = params.filter(([, value]) => value === undefined);
  if (undecodable.length === 0)
    return checkParams(operation.pathParams, params as [string, string][], 'path', details);
  details.push(
    ...undecodable.map(([name]) => ({ path: `path.${name}`, message: 'Malformed percent-encoding' })),
  );
  return undefined;
}

/** The header parameters an operation declares, read by their names and checked as its query is. */
function checkHeaders(schema: z.ZodMiniObject, request: MockRequest, details: ErrorDetail[]): unknown {
  const entries: [string, string][] = [];
  for (const name in schema.shape) {
    const value = request.header(name);
    if (value !== undefined) entries.push([name, value]);
  }
  return checkParams(schema, entries, 'header', details);
}

function checkIdempotencyKey(request: MockRequest, details: ErrorDetail[]): string | undefined {
  const value = request.header(headerNames.idempotencyKey);
  if (value === undefined) return undefined;
  const path = `header.${headerNames.idempotencyKey.toLowerCase()}`;
  const key = readIdempotencyKey(value);
  if (key === undefined) {
    details.push({ path, message: 'A quoted key must be a valid Structured Field String' });
    return undefined;
  }
  const checked = check(IdempotencyKey, key, path);
  if (checked.ok) return checked.value;
  details.push(...checked.issues);
  return undefined;
}

/**
 * Checks path, query, headers and body of a request against its operation's schemas; every
 * problem found becomes one detail of a single 400, except 413 and 415 which come first. Only an
 * operation with a body waits (for the body); the others are checked at once.
 * @throws {RequestAborted} (rejects with it) when the client hangs up before the body arrives whole.
 */
export function readInput(
  operation: OperationSpec,
  pathParams: [string, string | undefined][],
  request: MockRequest,
): RequestInput | Refusal | Promise<RequestInput | Refusal> {
  if (!operation.body) return checkInput(operation, pathParams, request, undefined);
  return readJsonBody(request, operation.body).then((body) =>
    isRefusal(body) ? body : checkInput(operation, pathParams, request, body),
  );
}

function checkInput(
  operation: OperationSpec,
  pathParams: [string, string | undefined][],
  request: MockRequest,
  body: CheckedBody | undefined,
): RequestInput | Refusal {
  const details: ErrorDetail[] = [];
  const path = checkPath(operation, pathParams, details);
  const query = checkQuery(operation, request, details);
  const headers = operation.headers && checkHeaders(operation.headers, request, details);
  const idempotencyKey = operation.idempotent ? checkIdempotencyKey(request, details) : undefined;
  if (body) details.push(...body.details);
  if (details.length > 0) return { code: 'invalid_request', message: 'The request is not valid', details };
  return { path, query, body: body?.value, headers, idempotencyKey };
}
