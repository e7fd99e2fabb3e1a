import {
  demoApiKeys,
  type ErrorCode,
  fieldLimits,
  headerNames,
  type OperationDefinition,
  type OperationId,
  operationList,
  PetStatus,
} from '@petstore/contract';
import { expandPath, pathParamNames } from '@petstore/contract/internal';
import fc from 'fast-check';
import type { CallInput } from './api';
import { existingId, propertyApiKey } from './fixture';
import {
  deepNestingText,
  hostileJsonText,
  hostileKey,
  hostileNumberText,
  malformedJsonText,
  objectText,
} from './hostile-values';
import { judgeBody, judgeParams, judgeQuery, routeOf } from './oracle';
import { validBodyOf } from './valid-bodies';

/** What the contract says the answer must be. */
export type Expectation =
  /** Exactly this error. */
  | { readonly kind: 'refused'; readonly code: ErrorCode }
  /** The request is valid: it may succeed or meet a state conflict, but is not refused as malformed. */
  | { readonly kind: 'valid' }
  /** The contract leaves the answer open (a path the URL parser rewrites): only never a 5xx. */
  | { readonly kind: 'open' };

/** One generated request and what it must get. */
export interface HostileCase {
  readonly operationId: OperationId;
  readonly input: CallInput;
  readonly expected: Expectation;
}

type Operation = OperationDefinition & { operationId: OperationId };

const operationsWith = (test: (operation: Operation) => unknown) =>
  (operationList as readonly Operation[]).filter(test);

const shapeOf = (schema: unknown): string[] =>
  schema ? Object.keys((schema as { _zod: { def: { shape: object } } })._zod.def.shape) : [];

const existingParams = (operation: Operation) =>
  Object.fromEntries(pathParamNames(operation.path).map((name) => [name, existingId]));

const refused = (code: ErrorCode): Expectation => ({ kind: 'refused', code });

/** A valid request of an operation (existing IDs, a valid body), to break in one place. */
function validInput(operation: Operation): fc.Arbitrary<{ params: Record<string, number>; body?: object }> {
  const params = existingParams(operation);
  return operation.body
    ? validBodyOf(operation.operationId).map((body) => ({ params, body }))
    : fc.constant({ params });
}

function mutatedBodyText(base: object, fields: readonly string[]): fc.Arbitrary<string> {
  const entries = Object.entries(base).map(([key, value]) => [key, JSON.stringify(value)] as const);
  const field = fc.constantFrom(...fields);
  const replaced = (name: string, text: string) =>
    objectText([...entries.filter(([key]) => key !== name), [name, text]]);
  return fc.oneof(
    fc.tuple(field, hostileJsonText).map(([name, text]) => replaced(name, text)),
    fc.tuple(field, deepNestingText).map(([name, text]) => replaced(name, text)),
    fc.subarray([...entries]).map(objectText),
    fc
      .tuple(hostileKey, hostileJsonText, fc.nat({ max: entries.length }))
      .map(([key, text, at]) => objectText([...entries.slice(0, at), [key, text], ...entries.slice(at)])),
    // A duplicate key: JSON.parse keeps the last one.
    fc.tuple(field, hostileJsonText).map(([name, text]) => objectText([...entries, [name, text]])),
    fc.constant(JSON.stringify([base])),
    hostileJsonText,
    malformedJsonText,
    deepNestingText,
  );
}

const bodyExpectation = {
  'too-large': refused('payload_too_large'),
  malformed: refused('invalid_request'),
  invalid: refused('invalid_request'),
  valid: { kind: 'valid' },
} as const satisfies Record<ReturnType<typeof judgeBody>, Expectation>;

/** Bodies broken in every way for every operation that takes one; headers and path stay valid. */
export const hostileBodyCase: fc.Arbitrary<HostileCase> = fc
  .constantFrom(...operationsWith((operation) => operation.body))
  .chain((operation) =>
    validInput(operation).chain(({ params, body }) =>
      mutatedBodyText(body ?? {}, shapeOf(operation.body)).map(
        (rawBody): HostileCase => ({
          operationId: operation.operationId,
          input: { params, rawBody },
          expected: bodyExpectation[judgeBody(operation.body as NonNullable<Operation['body']>, rawBody)],
        }),
      ),
    ),
  );

const hostileIdText = fc.oneof(
  fc.constantFrom('0', '-0', '-1', '+1', '01', '1.0', '1e0', '0x1', ' 1', '1,2', 'true', 'null', '__proto__'),
  fc.constantFrom(
    'constructor',
    'toString',
    '',
    '.',
    '..',
    '%',
    '%zz',
    '%2e%2e',
    '%00',
    '1/2',
    '1?x=1',
    '1#x',
  ),
  hostileNumberText,
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.constant('9'.repeat(5000)),
);

/** What the contract says of a request to `path`, meant for `operation`, with everything else valid. */
function pathExpectation(operation: Operation, path: string): Expectation {
  const route = routeOf(operation.method.toUpperCase(), path);
  if (!route) return refused('not_found');
  // The URL parser turned the path into another operation's (`/store/orders/..` is `/store/`).
  if (route.operation !== operation) return { kind: 'open' };
  const valid =
    route.params && judgeParams(operation.pathParams, route.params) && judgeQuery(operation, route.query);
  if (!valid) return refused('invalid_request');
  return { kind: 'valid' };
}

/** Path parameters of every kind of wrong, percent-encoded or sent raw; the rest stays valid. */
export const hostilePathCase: fc.Arbitrary<HostileCase> = fc
  .constantFrom(...operationsWith((operation) => operation.pathParams))
  .chain((operation) =>
    fc
      .tuple(validInput(operation), hostileIdText, fc.nat({ max: 3 }))
      .map(([{ body }, text, encoding]): HostileCase => {
        const params = Object.fromEntries(pathParamNames(operation.path).map((name) => [name, text]));
        // One time in four the text goes out raw, for the URL parser and the router to make sense of.
        const rawPath =
          encoding === 0 ? operation.path.replace(/\{\w+\}/g, text) : expandPath(operation.path, params);
        return {
          operationId: operation.operationId,
          input: { rawPath, body },
          expected: pathExpectation(operation, rawPath),
        };
      }),
  );

const segment = fc.oneof(
  fc.constantFrom(
    'pets',
    'store',
    'orders',
    'inventory',
    'categories',
    'openapi.json',
    'PETS',
    '1',
    '0',
    '-1',
  ),
  fc.constantFrom('x', '', '.', '..', '%2e%2e', '%2F', 'pets.json', '~'),
  fc.string({ maxLength: 8 }).map(encodeURIComponent),
);

/** Methods and paths that may name no operation at all: those must get 404 `not_found`. */
export const hostileRouteCase: fc.Arbitrary<HostileCase> = fc
  .tuple(
    fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'),
    fc.array(segment, { minLength: 1, maxLength: 4 }),
  )
  .map(([method, segments]): HostileCase => {
    const rawPath = `/${segments.join('/')}`;
    return {
      // Method and path are given outright; the operation named here only labels the case.
      operationId: 'getOpenApiDocument',
      input: { method, rawPath, ...(method !== 'GET' && { rawBody: '{}' }) },
      expected: routeOf(method, rawPath) ? { kind: 'open' } : refused('not_found'),
    };
  });

const queryValue = fc.oneof(
  fc.constantFrom('1', '2', '20', '100', '101', '0', '-1', '1.5', '1e1', 'true', 'false', 'TRUE', '', ' 1'),
  fc.constantFrom(...PetStatus.options, 'SOLD', 'lost', '9007199254740993', 'x'.repeat(3000)),
  hostileNumberText,
  fc.string({ maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 10 }),
);

/** Query strings of known and unknown names and every kind of value, on every read operation. */
export const hostileQueryCase: fc.Arbitrary<HostileCase> = fc
  .constantFrom(...operationsWith((operation) => operation.method === 'get'))
  .chain((operation) => {
    const known = shapeOf(operation.query);
    const name = known.length > 0 ? fc.oneof(fc.constantFrom(...known), hostileKey) : hostileKey;
    // Now and then a query around the parameter cap, of one name repeated.
    const capped = fieldLimits.queryParametersMax;
    const aroundCap = fc
      .tuple(name, queryValue, fc.integer({ min: capped - 2, max: capped + 2 }))
      .map(([key, value, count]) => Array.from({ length: count }, (): [string, string] => [key, value]));
    return fc
      .oneof(
        { arbitrary: fc.array(fc.tuple(name, queryValue), { maxLength: 5 }), weight: 19 },
        { arbitrary: aroundCap, weight: 1 },
      )
      .map(
        (query): HostileCase => ({
          operationId: operation.operationId,
          input: { params: existingParams(operation), query },
          expected: judgeQuery(operation, query) ? { kind: 'valid' } : refused('invalid_request'),
        }),
      );
  });

const knownKeys = [...Object.keys(demoApiKeys), propertyApiKey].map((key) => key.toLowerCase());
const headerChar = fc.constantFrom(
  ...Array.from({ length: 0x7e - 0x21 + 1 }, (_, i) => String.fromCharCode(0x21 + i)),
  ...Array.from({ length: 0xff - 0xa1 + 1 }, (_, i) => String.fromCharCode(0xa1 + i)),
);
const unknownKey = fc
  .string({ unit: headerChar, minLength: 1, maxLength: 300 })
  .filter((key) => !knownKeys.includes(key.toLowerCase()));
const notJson = fc.constantFrom(
  'text/plain',
  'text/plain;charset=UTF-8',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/octet-stream',
  'application/jsonp',
  'application/javascript',
  'image/png',
);
const badIdempotencyKey = fc.oneof(
  fc.constant(''),
  fc.string({ unit: headerChar, minLength: 256, maxLength: 2000 }),
);

type HeaderCase = { readonly input: CallInput; readonly expected: Expectation };

function headerCases(operation: Operation): fc.Arbitrary<HeaderCase>[] {
  const authorised = (code: ErrorCode): Expectation => (operation.public ? { kind: 'valid' } : refused(code));
  const cases: fc.Arbitrary<HeaderCase>[] = [
    fc.constant({ input: { anonymous: true }, expected: authorised('missing_api_key') }),
    unknownKey.map((key) => ({
      input: { headers: { [headerNames.apiKey]: key } },
      expected: authorised('invalid_api_key'),
    })),
  ];
  if (operation.body) {
    cases.push(
      notJson.map((type) => ({
        input: { headers: { [headerNames.contentType]: type } },
        expected: refused('unsupported_media_type'),
      })),
    );
  }
  if (operation.idempotent) {
    cases.push(
      badIdempotencyKey.map((key) => ({
        input: { headers: { [headerNames.idempotencyKey]: key } },
        expected: refused('invalid_request'),
      })),
    );
  }
  return cases;
}

/** Missing and unknown keys, bodies that are not JSON, bad `Idempotency-Key`s; all else valid. */
export const hostileHeaderCase: fc.Arbitrary<HostileCase> = fc
  .constantFrom(...operationsWith(() => true))
  .chain((operation) =>
    fc.tuple(validInput(operation), fc.oneof(...headerCases(operation))).map(
      ([valid, { input, expected }]): HostileCase => ({
        operationId: operation.operationId,
        input: { ...valid, ...input },
        expected,
      }),
    ),
  );
