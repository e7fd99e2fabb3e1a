import { setTimeout as realDelay } from 'node:timers/promises';
import { headerNames, operationList } from '@petstore/contract';
import {
  APIConnectionError,
  APITimeoutError,
  InternalServerError,
  PermissionDeniedError,
  PetStore,
  type PetStoreError,
  RateLimitError,
} from '@petstore/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Behaviour,
  type HostileServer,
  type ReceivedRequest,
  startHostileServer,
} from './support/hostile-server';
import { dataOrTypedError, type Outcome, outcomeOf } from './support/outcome';
import { sdkCalls } from './support/sdk-calls';

// Home of a hostile service's answers: whatever a server sends, every call ends in data or a typed
// error. Where the API key goes is another home's (tests/faults/sdk-key-leaks.test.ts; across
// origins, packages/sdk/test/redirects.test.ts).
const apiKey = 'hostile-matrix-key';
const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' };
const errorBody = (code: string, status: number) => ({ code, status, message: code });

type ErrorClass = abstract new (...args: never[]) => PetStoreError;

/** A hostile answer, and the error every call must end in (when it does not depend on the method). */
interface Hostility {
  readonly behaviour: (request: ReceivedRequest, elsewhere: HostileServer, self: HostileServer) => Behaviour;
  readonly error?: ErrorClass;
  /** The client's `timeout`: short where the server never answers, generous elsewhere. */
  readonly timeout?: number;
}

const listPaths = new Set<string>(
  operationList.filter((operation) => operation.paginated).map((operation) => operation.path),
);

/** What the service would answer: a list for list paths, a record otherwise. */
const plausible = (request: ReceivedRequest) =>
  request.method === 'GET' && listPaths.has(new URL(request.path, 'http://x').pathname) ? [pet] : pet;

const hostilities: Record<string, Hostility> = {
  'connection reset': { behaviour: () => ({ kind: 'reset' }), error: APIConnectionError },
  'no answer at all': { behaviour: () => ({ kind: 'hang' }), error: APITimeoutError, timeout: 300 },
  'headers, then the body stalls': {
    behaviour: (request) => ({ kind: 'stall', status: 200, body: JSON.stringify(plausible(request)) }),
    timeout: 300,
  },
  'body cut off before Content-Length': {
    behaviour: (request) => ({ kind: 'truncate', status: 200, body: JSON.stringify(plausible(request)) }),
  },
  'malformed JSON': {
    behaviour: () => ({
      kind: 'raw',
      status: 200,
      body: '{"id":1,',
      headers: { 'content-type': 'application/json' },
    }),
  },
  'JSON of the wrong shape': {
    behaviour: () => ({ kind: 'json', status: 200, body: { id: 'one', name: [] } }),
  },
  'an HTML 502 from a proxy': {
    behaviour: () => ({
      kind: 'raw',
      status: 502,
      body: '<html>Bad gateway</html>',
      headers: { 'content-type': 'text/html' },
    }),
    error: InternalServerError,
  },
  '500 with an Error object': {
    behaviour: () => ({ kind: 'json', status: 500, body: errorBody('internal_error', 500) }),
    error: InternalServerError,
  },
  '503 without a body': { behaviour: () => ({ kind: 'json', status: 503 }), error: InternalServerError },
  'status 999': { behaviour: () => ({ kind: 'json', status: 999, body: {} }) },
  '429 without Retry-After': {
    behaviour: () => ({ kind: 'json', status: 429, body: errorBody('rate_limited', 429) }),
    error: RateLimitError,
  },
  '429 with an absurd Retry-After': {
    behaviour: () => ({
      kind: 'json',
      status: 429,
      body: errorBody('rate_limited', 429),
      headers: { [headerNames.retryAfter]: '99999999999999999999' },
    }),
    error: RateLimitError,
  },
  '429 with a Retry-After date in the past': {
    behaviour: () => ({
      kind: 'json',
      status: 429,
      body: errorBody('rate_limited', 429),
      headers: { [headerNames.retryAfter]: 'Wed, 21 Oct 2015 07:28:00 GMT' },
    }),
    error: RateLimitError,
  },
  '403 ban': {
    behaviour: () => ({
      kind: 'json',
      status: 403,
      body: errorBody('api_key_banned', 403),
      headers: { [headerNames.retryAfter]: '900' },
    }),
    error: PermissionDeniedError,
  },
  'absurd rate-limit headers': {
    behaviour: (request) => ({
      kind: 'json',
      status: 200,
      body: plausible(request),
      headers: {
        [headerNames.rateLimitRemaining]: '-5',
        [headerNames.rateLimitReset]: '1e400',
        [headerNames.rateLimitLimit]: 'NaN',
      },
    }),
  },
  'redirect (307) to another origin': {
    behaviour: (request, elsewhere) => ({
      kind: 'redirect',
      status: 307,
      location: `${elsewhere.origin}${request.path}`,
    }),
  },
  'redirect (302) to localhost on the same port': {
    behaviour: (request, _, self) =>
      request.headers.host?.startsWith('localhost')
        ? { kind: 'json', status: 200, body: plausible(request) }
        : { kind: 'redirect', status: 302, location: `http://localhost:${self.port}${request.path}` },
  },
  'redirect (308) protocol-relative to another origin': {
    behaviour: (request, elsewhere) => ({
      kind: 'redirect',
      status: 308,
      location: `//127.0.0.1:${elsewhere.port}${request.path}`,
    }),
  },
  'redirect loop': {
    behaviour: () => ({ kind: 'redirect', status: 301, location: '/loop' }),
    error: APIConnectionError,
  },
};

let elsewhere: HostileServer;
let survived = 0;

beforeAll(async () => {
  // Another origin: it answers like the service would, and must never see the key.
  elsewhere = await startHostileServer((request) => ({
    kind: 'json',
    status: 200,
    body: plausible(request),
  }));
});
afterAll(async () => {
  await elsewhere.close();
  console.log(`[faults] ${survived} hostile answers met by SDK calls, each ending in data or a typed error`);
});

/** Waits for a call, but not forever: a call still pending long after its timeout is a failure. */
async function settle(
  call: PromiseLike<unknown>,
  timeout: number,
): Promise<Outcome<unknown> | 'still pending'> {
  const stop = new AbortController();
  try {
    return await Promise.race([outcomeOf(call), realDelay(timeout + 5_000, 'still pending' as const, stop)]);
  } finally {
    stop.abort();
  }
}

describe.concurrent.each(Object.entries(hostilities))('hostile server: %s', (_, hostility) => {
  it('every SDK method ends in data or a typed error', async () => {
    const server = await startHostileServer((request) => hostility.behaviour(request, elsewhere, server));
    const timeout = hostility.timeout ?? 10_000;
    try {
      const outcomes = await Promise.all(
        sdkCalls.map(({ call }) =>
          settle(
            call(
              new PetStore({
                apiKey,
                baseUrl: server.origin,
                maxRetries: 0,
                timeout,
                logLevel: 'off',
              }),
            ),
            timeout,
          ),
        ),
      );
      outcomes.forEach((outcome, i) => {
        expect(outcome, sdkCalls[i]?.label).not.toBe('still pending');
        dataOrTypedError(outcome as Outcome<unknown>);
        if (hostility.error)
          expect((outcome as { error?: unknown }).error, sdkCalls[i]?.label).toBeInstanceOf(hostility.error);
        survived += 1;
      });
    } finally {
      await server.close();
    }
  });
});

it('the call table covers every operation of the contract that has an SDK method', () => {
  const covered = new Set(sdkCalls.map((call) => call.operationId));
  const keyed = operationList
    .filter((operation) => !operation.public)
    .map((operation) => operation.operationId);
  expect([...covered].sort()).toEqual([...keyed].sort());
});
