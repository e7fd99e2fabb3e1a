// Home of the retry policy: which failures are retried, the waits, maxRetries, Retry-After, and that
// a call that may have acted is repeated only with its one Idempotency-Key and body. (Failures only a
// real socket shows are tests/faults/sdk-retries.test.ts; answers lost after the service acted,
// tests/faults/lost-responses.test.ts.)
import { operationList, operations } from '@petstore/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultFixture, validRequests } from '../../mock/test/support/valid-requests';
import { InternalServerError, NotFoundError, RateLimitError } from '../src/index';
import { operationCalls, type SdkOperationId } from './operation-calls';
import { createClient, exhaust, failure, freezeTime, recordingFetch, run, useMock } from './support';

const mock = useMock({ plans: { tiny: { perMinute: 1, perDay: 100 } }, keys: { 'tiny-key': 'tiny' } });

const start = '2026-03-01T12:00:10Z';
const startMs = Date.parse(start);
const sdkEntries = () => mock.journal.entries;
const gaps = (times: readonly number[]) =>
  times.slice(1).map((time, index) => time - (times[index] as number));

/** A fetch that answers 429 with `retryAfter` once, then `data`; `times` records when each request went. */
function rateLimitedOnce(retryAfter: string, data: unknown) {
  const times: number[] = [];
  const fetch = async () => {
    times.push(Date.now());
    return times.length === 1
      ? Response.json(
          { code: 'rate_limited', message: 'slow down', status: 429 },
          { status: 429, headers: { 'Retry-After': retryAfter } },
        )
      : Response.json(data);
  };
  return { fetch, times };
}

afterEach(() => vi.restoreAllMocks());

/** A client whose requests are recorded, and a pet in stock (5) to order. */
async function petInStock() {
  freezeTime(start);
  const recorder = recordingFetch();
  const { client } = createClient({ fetch: recorder.fetch });
  const dogs = await run(client.categories.create({ name: 'Dogs' }));
  const rex = await run(client.pets.create({ name: 'Rex', categoryId: dogs.id }));
  await run(client.store.inventory.update(rex.id, { quantity: 5 }));
  return { recorder, client, dogs, rex };
}

describe('429: retried for every method, after max(Retry-After, backoff) + jitter that never shortens it', () => {
  it('retries a POST without Idempotency-Key after the Retry-After moment, not before', async () => {
    freezeTime(start);
    await exhaust(mock.baseUrl, 'tiny-key', 1);
    mock.journal.clear();
    const { client } = createClient({ apiKey: 'tiny-key' });
    const dogs = await run(client.categories.create({ name: 'Dogs' }));
    expect(dogs.name).toBe('Dogs');
    const [refused, accepted] = sdkEntries();
    expect([refused?.status, accepted?.status]).toEqual([429, 201]);
    expect(refused?.time).toBe(startMs);
    expect(accepted!.time - startMs).toBeGreaterThanOrEqual(50_000); // Retry-After: 50
    expect(accepted!.time - startMs).toBeLessThanOrEqual(50_000 + 0.25 * 500); // + jitter of the first backoff
  });

  it('reads Retry-After as an HTTP-date', async () => {
    freezeTime(start);
    const until = new Date(startMs + 20_000).toUTCString();
    const { fetch, times } = rateLimitedOnce(until, { id: 1, name: 'Dogs' });
    expect(await run(createClient({ fetch }).client.categories.retrieve(1))).toEqual({ id: 1, name: 'Dogs' });
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(20_000);
  });

  it('throws RateLimitError at once when Retry-After is longer than maxRetryAfter', async () => {
    freezeTime(start);
    await exhaust(mock.baseUrl, 'tiny-key', 1);
    const { client } = createClient({ apiKey: 'tiny-key', maxRetryAfter: 49 });
    const error = await client.categories.list().catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'RateLimitError', retryAfter: 50 });
    expect(sdkEntries().map((entry) => entry.status)).toEqual([200, 429]);
  });

  it('gives up after maxRetries, with the last RateLimitError, waiting out every Retry-After window', async () => {
    freezeTime(start);
    const times: number[] = [];
    const fetch = async () => {
      times.push(Date.now());
      return Response.json(
        { code: 'rate_limited', message: 'no', status: 429 },
        { status: 429, headers: { 'Retry-After': '1' } },
      );
    };
    const error = await failure(createClient({ fetch, maxRetries: 2 }).client.categories.retrieve(1));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ retryAfter: 1 });
    expect(times).toHaveLength(3);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(1000);
  });

  it('backs off between attempts when a 429 has no Retry-After, then gives up with a RateLimitError', async () => {
    freezeTime(start);
    const times: number[] = [];
    const fetch = async () => {
      times.push(Date.now());
      return Response.json({ code: 'rate_limited', message: 'no', status: 429 }, { status: 429 });
    };
    const error = await failure(createClient({ fetch, maxRetries: 2 }).client.store.inventory.list());
    expect(error).toBeInstanceOf(RateLimitError);
    expect(times).toHaveLength(3);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(500);
  });

  it.each([
    ['a date in the past', 'Wed, 21 Oct 2015 07:28:00 GMT'],
    ['negative', '-5'],
    ['fractional', '0.5'],
    ['not a time', 'soon'],
  ])('reads a Retry-After that is %s as no wait beyond the backoff', async (_, value) => {
    freezeTime(start);
    const { fetch, times } = rateLimitedOnce(value, []);
    const page = await run(createClient({ fetch, maxRetries: 1 }).client.pets.list());
    expect(page.items).toEqual([]);
    expect(times).toHaveLength(2);
    expect(gaps(times)[0]).toBeLessThanOrEqual(500 * 1.25);
  });

  it.each([
    ['absurd delta-seconds', '99999999999999999999'],
    ['an hour', '3600'],
    ['a date years ahead', 'Fri, 31 Dec 9999 23:59:59 GMT'],
  ])(
    'throws RateLimitError at once for a Retry-After of %s, and holds the next calls unsent',
    async (_, value) => {
      freezeTime(start);
      let sent = 0;
      const fetch = async () => {
        sent += 1;
        return Response.json(
          { code: 'rate_limited', message: 'no', status: 429 },
          { status: 429, headers: { 'Retry-After': value } },
        );
      };
      const { client } = createClient({ fetch });
      const first = await failure(client.pets.list());
      expect(first).toBeInstanceOf(RateLimitError);
      expect((first as RateLimitError).retryAfter).toBeGreaterThan(60);
      expect(await failure(client.categories.retrieve(1))).toBeInstanceOf(RateLimitError);
      expect(sent).toBe(1);
    },
  );
});

describe('408, 5xx, timeouts and network errors: retried only when the request is safe to repeat', () => {
  it('retries a GET on 503 with exponential backoff', async () => {
    freezeTime(start);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    mock.faults.inject({ operationId: 'listPets', status: 503, times: 3 });
    const page = await run(createClient().client.pets.list());
    expect(page.items).toEqual([]);
    expect(sdkEntries().map((entry) => entry.status)).toEqual([503, 503, 503, 200]);
    expect(gaps(sdkEntries().map((entry) => entry.time))).toEqual([500, 1000, 2000]);
  });

  it('retries a GET on 408', async () => {
    freezeTime(start);
    mock.faults.inject({ operationId: 'getCategory', status: 408, times: 1 });
    const error = await failure(createClient().client.categories.retrieve(1));
    expect(error).toBeInstanceOf(NotFoundError); // the retry reached the store, which is empty
    expect(sdkEntries().map((entry) => entry.status)).toEqual([408, 404]);
  });

  it('retries PUT and DELETE on 5xx', async () => {
    freezeTime(start);
    const { client } = createClient();
    const dogs = await run(client.categories.create({ name: 'Dogs' }));
    const rex = await run(client.pets.create({ name: 'Rex', categoryId: dogs.id }));
    mock.journal.clear();
    mock.faults.inject({ operationId: 'updateInventory', status: 500, times: 1 });
    mock.faults.inject({ operationId: 'deletePet', status: 503, times: 1 });
    await run(client.store.inventory.update(rex.id, { quantity: 2 }));
    await run(client.pets.delete(rex.id));
    expect(sdkEntries().map((entry) => [entry.operationId, entry.status])).toEqual([
      ['updateInventory', 500],
      ['updateInventory', 200],
      ['deletePet', 503],
      ['deletePet', 204],
    ]);
  });

  it('gives up on a 5xx storm after maxRetries for GET, PUT and DELETE, with InternalServerError', async () => {
    freezeTime(start);
    const { client } = createClient({ maxRetries: 2 });
    const every = operationCalls(client, await validRequests());
    for (const operationId of ['getCategory', 'updateInventory', 'cancelOrder'] as const) {
      const call = every[operationId];
      mock.faults.inject({ operationId, status: 503 });
      expect(await failure(call()), operationId).toBeInstanceOf(InternalServerError);
      expect(sdkEntries().filter((entry) => entry.operationId === operationId)).toHaveLength(3);
    }
  });

  it('retries a GET after a network error and after a timeout', async () => {
    freezeTime(start);
    mock.faults.inject({ operationId: 'listCategories', networkError: true, times: 1 });
    mock.faults.inject({ operationId: 'getCategory', latencyMs: 10_000, times: 1 });
    const { client } = createClient({ timeout: 2000 });
    await run(client.categories.list());
    expect(sdkEntries().map((entry) => entry.status)).toEqual([0, 200]);
    // The first attempt times out after 2 s; the retry reaches the (empty) store.
    expect(await failure(client.categories.retrieve(1))).toBeInstanceOf(NotFoundError);
    const retried = sdkEntries().findLast((entry) => entry.operationId === 'getCategory');
    expect(retried?.time).toBeGreaterThanOrEqual(startMs + 2000 + 1000);
  });

  it('retries a POST and a PATCH too: every call that changes something carries its Idempotency-Key', async () => {
    freezeTime(start);
    mock.faults.inject({ operationId: 'createPet', status: 503, times: 1 });
    mock.faults.inject({ operationId: 'updatePet', networkError: true, times: 1 });
    const recorder = recordingFetch();
    const { client } = createClient({ fetch: recorder.fetch });
    await run(client.categories.create({ name: 'Dogs' }));
    const rex = await run(client.pets.create({ name: 'Rex', categoryId: 1 }));
    expect(await run(client.pets.update(rex.id, { name: 'Max' }))).toMatchObject({ name: 'Max' });
    const keys = recorder.sent
      .filter((request) => request.method !== 'GET')
      .map((request) => `${request.method} ${request.headers.get('Idempotency-Key')}`);
    expect(keys).toHaveLength(5);
    expect([keys[1], keys[3]]).toEqual([keys[2], keys[4]]);
    expect(new Set(keys).size).toBe(3);
    expect(mock.snapshot().pets).toEqual([rex].map((pet) => ({ ...pet, name: 'Max' })));
  });

  it('retries store.orders.create, which sends an Idempotency-Key and keeps it across retries', async () => {
    const { recorder, client, rex } = await petInStock();
    mock.faults.inject({ operationId: 'placeOrder', status: 503, times: 1 });
    mock.faults.inject({ operationId: 'placeOrder', networkError: true, times: 1 });
    const order = await run(client.store.orders.create({ petId: rex.id, quantity: 1 }));
    const keys = recorder.sent
      .filter((request) => request.url.endsWith('/store/orders'))
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(1);
    // The draft's form: a Structured Field String.
    expect(keys[0]).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(mock.snapshot().orders).toEqual([order]);
  });

  it.each([
    ['a 503', { status: 503 }],
    ['a 502 from a proxy', { status: 502 }],
    ['a network error', { networkError: true }],
    ['an answer slower than the timeout', { latencyMs: 40_000 }],
  ] as const)(
    'retries every call that changes something after %s, with its one Idempotency-Key',
    async (_, fault) => {
      freezeTime(start);
      mock.load(defaultFixture);
      const recorder = recordingFetch();
      const { client } = createClient({ fetch: recorder.fetch });
      // In the contract's order, each succeeds after those before it (valid-requests.ts).
      const calls = Object.entries(operationCalls(client, await validRequests())).filter(
        ([operationId]) => operations[operationId as SdkOperationId].method !== 'get',
      );
      const changing = operationList.filter((operation) => operation.method !== 'get');
      expect(calls.map(([operationId]) => operationId).sort()).toEqual(
        changing.map((operation) => operation.operationId).sort(),
      );
      recorder.sent.length = 0;
      for (const [operationId, call] of calls) {
        mock.faults.inject({ operationId: operationId as SdkOperationId, times: 1, ...fault });
        await run(call());
      }
      const keys = recorder.sent.map((request) => request.headers.get('Idempotency-Key'));
      expect(keys).toHaveLength(calls.length * 2);
      for (let index = 0; index < keys.length; index += 2) {
        expect(keys[index]).toMatch(/\S/);
        expect(keys[index]).toBe(keys[index + 1]);
      }
      expect(new Set(keys).size).toBe(calls.length);
    },
  );

  it('retries a POST past an answer slower than the timeout, and the late first attempt creates nothing more', async () => {
    freezeTime(start);
    const { client } = createClient({ timeout: 1000 });
    mock.faults.inject({ operationId: 'createCategory', latencyMs: 5000, times: 1 });
    expect(await run(client.categories.create({ name: 'Cats' }))).toMatchObject({ name: 'Cats' });
    await vi.advanceTimersByTimeAsync(5000);
    expect(mock.snapshot().categories.map((category) => category.name)).toEqual(['Cats']);
  });

  it('uses the caller’s idempotencyKey, and a fresh one for each call otherwise', async () => {
    const recorder = recordingFetch();
    const { client } = createClient({ fetch: recorder.fetch });
    const dogs = await client.categories.create({ name: 'Dogs' });
    const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id });
    await client.store.inventory.update(rex.id, { quantity: 5 });
    const first = await client.store.orders.create(
      { petId: rex.id, quantity: 1 },
      { idempotencyKey: 'cart-1' },
    );
    const again = await client.store.orders.create(
      { petId: rex.id, quantity: 1 },
      { idempotencyKey: 'cart-1' },
    );
    await client.store.orders.create({ petId: rex.id, quantity: 1 });
    await client.store.orders.create({ petId: rex.id, quantity: 1 });
    expect(again).toEqual(first);
    const keys = recorder.sent
      .filter((r) => r.method === 'POST' && r.url.endsWith('/store/orders'))
      .map((r) => r.headers.get('Idempotency-Key'));
    expect(keys.slice(0, 2)).toEqual(['"cart-1"', '"cart-1"']);
    expect(new Set(keys).size).toBe(3);
    expect(mock.snapshot().orders).toHaveLength(3);
  });

  it('never retries other 4xx', async () => {
    const error = await createClient()
      .client.categories.retrieve(7)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(sdkEntries()).toHaveLength(1);
  });

  it('honours maxRetries, per client and per call', async () => {
    freezeTime(start);
    mock.faults.inject({ operationId: 'listPets', status: 500 });
    const { client } = createClient({ maxRetries: 1 });
    await failure(client.pets.list());
    expect(sdkEntries()).toHaveLength(2);
    await failure(client.pets.list({}, { maxRetries: 4 }));
    expect(sdkEntries()).toHaveLength(7);
    await failure(client.pets.list({}, { maxRetries: 0 }));
    expect(sdkEntries()).toHaveLength(8);
  });

  it('logs each retry at info level, saying what the attempt met on the wire', async () => {
    freezeTime(start);
    vi.spyOn(Math, 'random').mockReturnValue(0);
    // The fault injected last is met first.
    mock.faults.inject({ operationId: 'listPets', networkError: true, times: 1 });
    mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
    const { client, logger } = createClient({ logLevel: 'info' });
    await run(client.pets.list());
    expect(logger.info.mock.calls).toEqual([
      ['[petstore]', 'listPets: the service answered 503 unavailable; retry 1 of 3 in 0.5 s'],
      ['[petstore]', 'listPets: Connection error; retry 2 of 3 in 1.0 s'],
    ]);
  });
});
