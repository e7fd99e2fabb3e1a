// The operation a request names, found by method and path, and its input checked against the
// operation's schemas: the two stages of the request path that read the contract's table.
import {
  type ErrorDetail,
  fieldLimits,
  headerNames,
  IdempotencyKey,
  type OperationDefinition,
  type OperationId,
  type OperationSpec,
  operationList,
  operations,
} from '@petstore/contract';
import { check, decodeParams, readIdempotencyKey, splitPathTemplate } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import type { MockRequest } from './mock-request';
import { type CheckedBody, readJsonBody } from './request-body';
import { isRefusal, type Refusal } from './respond';

/** Every operation id of the contract, as the tuple `z.enum` takes. */
export const operationIds = Object.keys(operations) as [OperationId, ...OperationId[]];

/** The operation a request names, with its raw path parameters. */
export interface RouteMatch {
  readonly operation: OperationDefinition & { operationId: OperationId };
  /** Path parameters as text, percent-decoded; a value is undefined when it cannot be decoded. */
  readonly params: [string, string | undefined][];
}

interface Route {
  readonly operation: RouteMatch['operation'];
  readonly pattern: RegExp;
  readonly names: string[];
}

const escapeLiteral = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// A parameter is one whole, non-empty segment; the literal text around it must match exactly, so
// `//host/pets/1` (an empty first segment, not an authority) names no operation.
function compile(operation: RouteMatch['operation']): Route {
  const parts = splitPathTemplate(operation.path);
  const source = parts.map((part, index) => (index % 2 === 0 ? escapeLiteral(part) : '([^/]+)')).join('');
  const names = parts.filter((_, index) => index % 2 === 1);
  return { operation, pattern: new RegExp(`^${source}$`), names };
}

function decode(text: string): string | undefined {
  // Without a percent sign there is nothing to decode.
  if (!text.includes('%')) return text;
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** Finds operations of the contract's table by method and path (relative to the base URL). */
export class Router {
  readonly #byMethod = new Map<string, Route[]>();

  constructor(operations: readonly RouteMatch['operation'][] = operationList) {
    for (const operation of operations) {
      const method = operation.method.toUpperCase();
      this.#byMethod.set(method, [...(this.#byMethod.get(method) ?? []), compile(operation)]);
    }
  }

  /** The operation at `method` and `path`, or undefined when there is none (a 404). */
  match(method: string, path: string): RouteMatch | undefined {
    for (const route of this.#byMethod.get(method) ?? []) {
      const found = route.pattern.exec(path);
      if (!found) continue;
      const params: [string, string | undefined][] = [];
      for (let i = 0; i < route.names.length; i += 1)
        params.push([route.names[i] as string, decode(found[i + 1] ?? '')]);
      return { operation: route.operation, params };
    }
    return undefined;
  }
}

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
 * Checks path, query, headers and body of a request against its operation's schemas, after
 * waiting for the body when the operation takes one; see {@link checkInput}.
 * @throws {RequestAborted} (rejects with it) when the client hangs up before the body arrives whole.
 */
export async function readInput(
  operation: OperationSpec,
  pathParams: [string, string | undefined][],
  request: MockRequest,
): Promise<RequestInput | Refusal> {
  if (!operation.body) return checkInput(operation, pathParams, request);
  const body = await readJsonBody(request, operation.body);
  return isRefusal(body) ? body : checkInput(operation, pathParams, request, body);
}

/**
 * Checks path, query, headers and the body already read against the operation's schemas; every
 * problem found becomes one detail of a single 400 (413 and 415 come from the body's reader first).
 */
export function checkInput(
  operation: OperationSpec,
  pathParams: [string, string | undefined][],
  request: MockRequest,
  body?: CheckedBody,
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
