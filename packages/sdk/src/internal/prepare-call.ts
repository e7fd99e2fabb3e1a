import { headerNames, IdempotencyKey, type OperationSpec } from '@petstore/contract';
import {
  check,
  encodeQuery,
  expandPath,
  type QueryValue,
  readIdempotencyKey,
  serializeString,
  splitPathTemplate,
} from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { RequestOptions } from '../api/client-options';
import { ValidationError, type ValidationIssue } from '../errors/validation-error';
import { apiKeyHeader, contentTypeHeader, headerProblems } from './header-problems';
import type { RequestInput } from './operation-types';
import { randomId } from './random-id';
import { type ClientConfig, lowerCaseHeaders, numberOptionProblem } from './resolve-options';

/**
 * A call checked against the contract and ready to send, as often as retries need, with its
 * options resolved against the client's: the one object every step of the call reads.
 */
export interface PreparedCall {
  readonly operation: OperationSpec;
  /** The input as given: the next page of a list is sent with its path and headers. */
  readonly input: RequestInput<OperationSpec>;
  readonly method: string;
  readonly url: string;
  /** The query as sent, without `?`: the key of a page (see `pageKey` in core/pagination.ts). */
  readonly search: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  /** Whether sending it again cannot repeat an effect (so failures of unknown outcome are retried). */
  readonly repeatable: boolean;
  readonly signal: AbortSignal | undefined;
  /** Per attempt, in milliseconds. */
  readonly timeout: number;
  readonly maxRetries: number;
  /**
   * Retries spent so far: the call's own failures it tried again after, and the 429s and bans
   * answered to requests ahead of it while it waited at the gate. At most `maxRetries`.
   */
  retries: number;
}

const idempotentMethods: ReadonlySet<string> = new Set(['get', 'put', 'delete']);
/** The options of a call that are numbers, checked as the client's are. */
const callNumberOptions = ['timeout', 'maxRetries'] as const;
const idempotencyHeader = headerNames.idempotencyKey.toLowerCase();

/**
 * Whether `params` holds exactly the parameters of `template`, each a positive safe integer. Every
 * path parameter of the contract accepts exactly such values (a test holds each schema to it), so
 * this is the schema's verdict on the usual call without its cost; anything else goes to the schema.
 */
export function holdsIds(template: string, params: Readonly<Record<string, unknown>>): boolean {
  const parts = splitPathTemplate(template);
  let count = 0;
  for (const _ in params) count++;
  if (count * 2 + 1 !== parts.length) return false;
  for (let index = 1; index < parts.length; index += 2) {
    const value = params[parts[index] as string];
    if (!(Number.isSafeInteger(value) && (value as number) > 0)) return false;
  }
  return true;
}

/**
 * Checks one part of a request against the operation's schema. Returns the parsed value, or
 * `undefined` after adding what is wrong to `issues`, so that every part is checked before one
 * error names them all.
 */
function checked<T>(
  issues: ValidationIssue[],
  location: string,
  schema: z.ZodMiniType<T> | undefined,
  value: unknown,
): T | undefined {
  if (!schema) return undefined;
  const result = check(schema, value, location);
  if (result.ok) return result.value;
  issues.push(...result.issues);
  return undefined;
}

/**
 * The headers of a call and its idempotency key: the client's, with the operation's declared
 * headers and the call's own over them, and a random key for an operation that honours
 * `Idempotency-Key` unless the caller gave one. A key the header cannot carry joins `issues`.
 */
function callHeaders(
  operation: OperationSpec,
  declaredHeaders: unknown,
  options: RequestOptions,
  clientHeaders: Readonly<Record<string, string>>,
  issues: ValidationIssue[],
): [headers: Readonly<Record<string, string>>, key: string | undefined] {
  // The key always comes from the client, so it is the one value that redaction knows to mask.
  // The client's headers are copied only when this call adds to them.
  let headers =
    options.headers || declaredHeaders
      ? {
          ...clientHeaders,
          // Names in lower case (packages/sdk/scripts/surface.ts refuses others); `Headers` makes the values strings.
          ...(declaredHeaders as Readonly<Record<string, string>> | undefined),
          ...(options.headers && lowerCaseHeaders(options.headers)),
          [apiKeyHeader]: clientHeaders[apiKeyHeader] as string,
        }
      : clientHeaders;
  const givenHeader = headers[idempotencyHeader];
  const key =
    options.idempotencyKey ??
    (givenHeader === undefined ? undefined : (readIdempotencyKey(givenHeader) ?? givenHeader)) ??
    (operation.idempotent ? randomId() : undefined);
  if (key !== undefined) {
    // The draft's form (draft-ietf-httpapi-idempotency-key-header-07), a Structured Field String;
    // a key it cannot carry is refused, as the contract allows visible ASCII only.
    headers = { ...headers, [idempotencyHeader]: serializeString(key) ?? key };
    checked(issues, `header.${idempotencyHeader}`, IdempotencyKey, key);
  }
  if (operation.body) headers = { ...headers, [contentTypeHeader]: 'application/json' };
  return [headers, key];
}

/**
 * Validates the input of a call against the operation's schemas, builds its URL, headers and
 * body, and resolves its options. An operation that honours `Idempotency-Key` gets a random one
 * unless the caller gave one.
 * @throws {@link ValidationError} naming each wrong field; nothing has been sent.
 */
export function prepareCall<Op extends OperationSpec>(
  operation: Op,
  input: RequestInput<Op>,
  options: RequestOptions = {},
  config: ClientConfig,
): PreparedCall {
  const { baseUrl, headers: clientHeaders } = config;
  const issues: ValidationIssue[] = [];
  const params = input.path ?? {};
  const pathParams =
    !operation.pathParams || holdsIds(operation.path, params)
      ? params
      : checked(issues, 'path', operation.pathParams, params);
  const query =
    input.search === undefined ? checked(issues, 'query', operation.query, input.query ?? {}) : undefined;
  const body = checked(issues, 'body', operation.body, input.body);
  const declaredHeaders = checked(issues, 'header', operation.headers, input.headers ?? {});
  if (options.headers) issues.push(...headerProblems(options.headers));
  for (const name of callNumberOptions) {
    const problem = options[name] === undefined ? undefined : numberOptionProblem(name, options[name]);
    if (problem) issues.push({ path: `options.${name}`, message: problem });
  }
  const [headers, key] = callHeaders(operation, declaredHeaders, options, clientHeaders, issues);
  if (issues.length > 0) throw new ValidationError(operation.operationId, issues);
  const search = input.search ?? (query ? encodeQuery(query as Record<string, QueryValue>).toString() : '');

  return {
    operation,
    input: input as RequestInput<OperationSpec>,
    method: operation.method,
    // An operation without path parameters has its path as it is.
    url: `${baseUrl}${operation.pathParams ? expandPath(operation.path, pathParams as Record<string, unknown>) : operation.path}${search ? `?${search}` : ''}`,
    search,
    headers,
    body: operation.body ? JSON.stringify(body) : undefined,
    repeatable:
      idempotentMethods.has(operation.method) || (Boolean(operation.idempotent) && key !== undefined),
    signal: options.signal,
    timeout: options.timeout ?? config.timeout,
    maxRetries: options.maxRetries ?? config.maxRetries,
    retries: 0,
  };
}
