import { headerNames, IdempotencyKey, type OperationSpec } from '@petstore/contract';
import {
  encodeQuery,
  expandPath,
  type QueryValue,
  readIdempotencyKey,
  serializeString,
} from '@petstore/contract/internal';
import type { RequestOptions } from '../client-options';
import type { RequestInput } from '../core/operation-types';
import { ValidationError, type ValidationIssue } from '../errors/validation-error';
import { headerProblems } from './header-problems';
import { fillIdPath } from './path-template';
import { randomId } from './random-id';
import { type ClientConfig, lowerCaseHeaders, numberOptionProblem } from './resolve-options';
import { validateInput } from './validate-input';

/**
 * A call checked against the contract and ready to send, as often as retries need, with its
 * options resolved against the client's: the one object every step of the call reads.
 */
export interface PreparedCall {
  readonly operation: OperationSpec;
  readonly method: string;
  readonly url: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string | undefined;
  /** Whether sending it again cannot repeat an effect (so failures of unknown outcome are retried). */
  readonly repeatable: boolean;
  readonly signal: AbortSignal | undefined;
  /** Per attempt, in milliseconds. */
  readonly timeout: number;
  readonly maxRetries: number;
}

const idempotentMethods: ReadonlySet<string> = new Set(['get', 'put', 'delete']);
/** The options of a call that are numbers, checked as the client's are. */
const callNumberOptions = ['timeout', 'maxRetries'] as const;
const idempotencyHeader = headerNames.idempotencyKey.toLowerCase();
const contentTypeHeader = headerNames.contentType.toLowerCase();
const apiKeyHeader = headerNames.apiKey.toLowerCase();

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
  const idPath = fillIdPath(operation.path, params);
  const path =
    idPath === undefined ? (validateInput(issues, 'path', operation.pathParams, params) ?? {}) : undefined;
  const query =
    input.search === undefined
      ? validateInput(issues, 'query', operation.query, input.query ?? {})
      : undefined;
  const body = validateInput(issues, 'body', operation.body, input.body);
  if (options.headers) issues.push(...headerProblems(options.headers));
  for (const name of callNumberOptions) {
    const problem = options[name] === undefined ? undefined : numberOptionProblem(name, options[name]);
    if (problem) issues.push({ path: `options.${name}`, message: problem });
  }
  // The key always comes from the client, so it is the one value that redaction knows to mask.
  // The client's headers are copied only when this call adds to them.
  let headers = options.headers
    ? {
        ...clientHeaders,
        ...lowerCaseHeaders(options.headers),
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
    // a key it cannot carry is refused below, as the contract allows visible ASCII only.
    headers = { ...headers, [idempotencyHeader]: serializeString(key) ?? key };
    validateInput(issues, `header.${idempotencyHeader}`, IdempotencyKey, key);
  }
  if (issues.length > 0) throw new ValidationError(operation.operationId, issues);
  if (operation.body) headers = { ...headers, [contentTypeHeader]: 'application/json' };
  const search = input.search ?? (query ? encodeQuery(query as Record<string, QueryValue>).toString() : '');

  return {
    operation,
    method: operation.method,
    url: `${baseUrl}${idPath ?? expandPath(operation.path, path as Record<string, string | number>)}${search ? `?${search}` : ''}`,
    headers,
    body: operation.body ? JSON.stringify(body) : undefined,
    repeatable:
      idempotentMethods.has(operation.method) || (Boolean(operation.idempotent) && key !== undefined),
    signal: options.signal,
    timeout: options.timeout ?? config.timeout,
    maxRetries: options.maxRetries ?? config.maxRetries,
  };
}
