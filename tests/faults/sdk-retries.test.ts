import { errorCodes, expandPath, headerNames, operations } from '@petstore/contract';
import {
  APIConnectionError,
  APITimeoutError,
  InternalServerError,
  PermissionDeniedError,
  PetStore,
  RateLimitError,
} from '@petstore/sdk';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type Behaviour,
  type HostileServer,
  type Responder,
  sequence,
  startHostileServer,
} from './support/hostile-server';
import { type Outcome, outcomeOf, typedError } from './support/outcome';
import { recordingFetch, sentInsideRetryAfter } from './support/recording-fetch';
import { type SdkCall, sdkCalls } from './support/sdk-calls';

// Real time over loopback: every assertion about time is a lower bound (nothing sent too early),
// which load on the machine cannot break.

const apiKey = 'retry-test-key';
const idempotencyHeader = headerNames.idempotencyKey.toLowerCase();
const pet = { id: 1, name: 'Rex', categoryId: 1, status: 'available' };
const order = { id: 7, petId: 1, quantity: 1, complete: false };
const error = (code: keyof typeof errorCodes, headers?: Record<string, string>): Behaviour => ({
  kind: 'json',
  status: errorCodes[code].status,
  body: { code, status: errorCodes[code].status, message: code },
  ...(headers && { headers }),
});
const ok = (body: unknown, status = 200): Behaviour => ({ kind: 'json', status, body });

const servers: HostileServer[] = [];
// Tests run concurrently, so servers are closed once all are done.
afterAll(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function clientOf(responder: Responder, options: { timeout?: number; maxRetries?: number } = {}) {
  const server = await startHostileServer(responder);
  servers.push(server);
  const recorder = recordingFetch();
  const client = new PetStore({
    apiKey,
    baseUrl: server.origin,
    fetch: recorder.fetch,
    logLevel: 'off',
    timeout: options.timeout ?? 10_000,
    maxRetries: options.maxRetries ?? 3,
  });
  return { server, client, exchanges: recorder.exchanges };
}

const callOf = (label: string) => sdkCalls.find((call) => call.label === label) as SdkCall;
// Calls whose repetition could repeat an effect, were it not for the Idempotency-Key they carry.
const mutatingCalls = sdkCalls.filter((call) => operations[call.operationId].method !== 'get');
const mayHaveActed: Record<string, Behaviour> = {
  'connection reset': { kind: 'reset' },
  '500': error('internal_error'),
  '503': error('unavailable'),
  '502 HTML': { kind: 'raw', status: 502, body: '<html></html>', headers: { 'content-type': 'text/html' } },
  timeout: { kind: 'hang' },
};

describe.concurrent('retries against a hostile server', () => {
  it('a GET rides out a connection reset, a 503 and a timeout, and returns the data', async () => {
    const { client, server } = await clientOf(
      sequence([{ kind: 'reset' }, error('unavailable'), { kind: 'hang' }], ok(pet)),
      {
        timeout: 500,
      },
    );
    expect(await client.pets.retrieve(1)).toEqual(pet);
    expect(server.requests).toHaveLength(4);
  });

  it.each(Object.entries(mayHaveActed))(
    'a request that may have acted is repeated only with its one Idempotency-Key: %s',
    async (_, behaviour) => {
      expect(mutatingCalls).toHaveLength(8);
      for (const call of mutatingCalls) {
        const { client, server } = await clientOf(() => behaviour, { timeout: 500, maxRetries: 1 });
        typedError(await outcomeOf(call.call(client)));
        const keys = server.requests.map((request) => request.headers[idempotencyHeader]);
        expect(keys, call.label).toHaveLength(2);
        expect(new Set(keys).size, call.label).toBe(1);
        expect(keys[0], call.label).toMatch(/^\S+$/);
      }
    },
  );

  it('placeOrder is repeated after failures of unknown outcome, always with its one Idempotency-Key', async () => {
    const { client, server } = await clientOf(
      sequence([{ kind: 'reset' }, error('unavailable'), { kind: 'hang' }], ok(order, 201)),
      { timeout: 500 },
    );
    expect(await client.store.orders.create({ petId: 1, quantity: 1 })).toEqual(order);
    const keys = server.requests.map((request) => request.headers[idempotencyHeader]);
    expect(keys).toHaveLength(4);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/\S/);
    expect(new Set(server.requests.map((request) => request.body)).size).toBe(1);
  });

  it('a 429 is retried for every method, even a POST without a key: the service did not act', async () => {
    const { client, server, exchanges } = await clientOf(
      sequence([error('rate_limited', { [headerNames.retryAfter]: '1' })], ok(pet, 201)),
    );
    expect(await client.pets.create({ name: 'Rex', categoryId: 1 })).toEqual(pet);
    expect(server.requests).toHaveLength(2);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
  });

  it('a 429 storm with Retry-After: every window waited out, then a RateLimitError', async () => {
    const { client, server, exchanges } = await clientOf(
      () => error('rate_limited', { [headerNames.retryAfter]: '1' }),
      {
        maxRetries: 2,
      },
    );
    const failure = typedError(await outcomeOf(client.categories.list()), RateLimitError);
    expect(failure.retryAfter).toBe(1);
    expect(server.requests).toHaveLength(3);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
    expect(exchanges[2]!.sentAt - exchanges[0]!.receivedAt!).toBeGreaterThanOrEqual(2_000);
  });

  it('a 429 storm without Retry-After: backs off between attempts, then a RateLimitError', async () => {
    const { client, server } = await clientOf(() => error('rate_limited'), { maxRetries: 2 });
    typedError(await outcomeOf(client.store.inventory.list()), RateLimitError);
    const [first, second, third] = server.requests;
    expect(server.requests).toHaveLength(3);
    // Some backoff, not a hammering loop (the exact base is the SDK's business).
    expect(second!.at - first!.at).toBeGreaterThanOrEqual(250);
    expect(third!.at - second!.at).toBeGreaterThanOrEqual(250);
  });

  it.each([
    ['a date in the past', 'Wed, 21 Oct 2015 07:28:00 GMT'],
    ['negative', '-5'],
    ['fractional', '0.5'],
    ['not a time', 'soon'],
  ])('Retry-After %s is read as no wait beyond backoff, and the call still ends', async (_, value) => {
    const { client, server } = await clientOf(
      sequence([error('rate_limited', { [headerNames.retryAfter]: value })], ok([pet])),
      {
        maxRetries: 1,
      },
    );
    expect((await client.pets.list()).items).toEqual([pet]);
    expect(server.requests).toHaveLength(2);
  });

  it.each([
    ['absurd delta-seconds', '99999999999999999999'],
    ['an hour', '3600'],
    ['a date years ahead', 'Fri, 31 Dec 9999 23:59:59 GMT'],
  ])(
    'Retry-After beyond maxRetryAfter (%s): RateLimitError at once, and the client holds its next calls',
    async (_, value) => {
      const { client, server } = await clientOf(() =>
        error('rate_limited', { [headerNames.retryAfter]: value }),
      );
      const first = typedError(await outcomeOf(client.pets.list()), RateLimitError);
      expect(first.retryAfter).toBeGreaterThan(60);
      typedError(await outcomeOf(client.categories.retrieve(1)), RateLimitError);
      expect(server.requests).toHaveLength(1);
    },
  );

  it('a ban: PermissionDeniedError at once, never retried, and nothing sent until it ends', async () => {
    const { client, server, exchanges } = await clientOf(() =>
      error('api_key_banned', { [headerNames.retryAfter]: String(15 * 60) }),
    );
    const ban = typedError(await outcomeOf(client.store.orders.list()), PermissionDeniedError);
    expect(ban.code).toBe('api_key_banned');
    typedError(await outcomeOf(client.pets.retrieve(1)));
    expect(server.requests).toHaveLength(1);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
  });

  it('a 5xx storm: GET, PUT and DELETE give up after maxRetries with a typed error', async () => {
    for (const call of ['categories.retrieve', 'store.inventory.update', 'store.orders.cancel'].map(callOf)) {
      const { client, server } = await clientOf(() => error('unavailable'), { maxRetries: 2 });
      typedError(await outcomeOf(call.call(client)), InternalServerError);
      expect(server.requests, call.label).toHaveLength(3);
    }
  });

  it('a response whose body stalls after the headers ends in APITimeoutError', async () => {
    const { client } = await clientOf(() => ({ kind: 'stall', status: 200, body: JSON.stringify(pet) }), {
      timeout: 300,
      maxRetries: 0,
    });
    const stop = new AbortController();
    const pending = 'still pending 5 s after a 300 ms timeout';
    const outcome = await Promise.race([
      outcomeOf(client.pets.retrieve(1, { signal: stop.signal })),
      new Promise<typeof pending>((resolve) => setTimeout(resolve, 5_000, pending)),
    ]);
    stop.abort();
    expect(outcome).not.toBe(pending);
    typedError(outcome as Outcome<unknown>, APITimeoutError);
  });

  it('a GET whose body is cut off is retried like any lost connection', async () => {
    const { client, server } = await clientOf(
      sequence([{ kind: 'truncate', status: 200, body: JSON.stringify(pet) }], ok(pet)),
    );
    const outcome = await outcomeOf(client.pets.retrieve(1));
    expect(outcome, 'a GET cut off mid-body was not retried').toEqual({ data: pet });
    expect(server.requests).toHaveLength(2);
  });

  it('a list page whose body is not an array ends in a typed error when iterated', async () => {
    const { client } = await clientOf(() => ok({ id: 1 }));
    const iterate = async () => {
      for await (const item of client.pets.list()) void item;
    };
    typedError(await outcomeOf(iterate()));
  });

  it('a timeout is an APITimeoutError, an APIConnectionError too, and is retried for GET', async () => {
    const { client, server } = await clientOf(() => ({ kind: 'hang' }), { timeout: 200, maxRetries: 1 });
    const failure = typedError(await outcomeOf(client.store.orders.retrieve(1)), APITimeoutError);
    expect(failure).toBeInstanceOf(APIConnectionError);
    expect(server.requests).toHaveLength(2);
    expect(server.requests[0]!.path).toBe(expandPath(operations.getOrder.path, { orderId: 1 }));
  });
});
