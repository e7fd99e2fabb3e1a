import { headerNames, operations } from '@petstore/contract';
import { setupPetStoreServer } from '@petstore/mock/node';
import { PermissionDeniedError, PetStore } from '@petstore/sdk';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Outcome, outcomeOf, typedError } from './support/outcome';
import { recordingFetch, sentInsideRetryAfter } from './support/recording-fetch';

// The in-process mock behind MSW, with vitest fake timers: the mock's clock, the SDK's backoff,
// its timeouts and its rate-limit gate all read the same faked time, so minutes pass in no time.

const apiKey = 'fault-test-key';
const fixture = {
  categories: [{ id: 1, name: 'Dogs' }],
  pets: [{ id: 1, name: 'Rex', categoryId: 1, status: 'available' as const }],
  inventory: [{ petId: 1, quantity: 10, status: 'available' as const }],
};
const mock = setupPetStoreServer({
  fixture,
  plans: { tiny: { perMinute: 5, perDay: 10_000 } },
  keys: { [apiKey]: 'tiny', 'roomy-key': 'enterprise' },
  ban: { after429s: 3, seconds: 600 },
});

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-03-02T10:00:30Z'));
  mock.reset();
});
afterEach(() => vi.useRealTimers());
afterAll(() => mock.close());

/** Lets faked time run until the call ends. */
async function drive<T>(call: PromiseLike<T>): Promise<Outcome<T>> {
  let settled = false;
  const outcome = outcomeOf(call).finally(() => {
    settled = true;
  });
  for (let step = 0; step < 20_000 && !settled; step++) await vi.advanceTimersByTimeAsync(100);
  return outcome;
}

function client(options: { key?: string; timeout?: number; maxRetries?: number } = {}) {
  const recorder = recordingFetch();
  const sdk = new PetStore({
    apiKey: options.key ?? 'roomy-key',
    baseUrl: mock.baseUrl,
    fetch: recorder.fetch,
    logLevel: 'off',
    timeout: options.timeout ?? 5_000,
    maxRetries: options.maxRetries ?? 3,
  });
  return { sdk, exchanges: recorder.exchanges };
}

const attemptsOf = (operationId: string) =>
  mock.journal.entries.filter((entry) => entry.operationId === operationId).length;

describe('the SDK against the mock’s fault injection and rate limits', () => {
  it('a burst five times the plan: every call answered, no ban, nothing sent inside a Retry-After window', async () => {
    const { sdk, exchanges } = client({ key: apiKey });
    const outcomes = await drive(Promise.all(Array.from({ length: 25 }, () => outcomeOf(sdk.pets.list()))));
    expect('data' in outcomes && outcomes.data.every((outcome) => 'data' in outcome)).toBe(true);
    expect(exchanges.filter((exchange) => exchange.status === 403)).toEqual([]);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
    expect(mock.journal.entries.filter((entry) => entry.status === 403)).toEqual([]);
  });

  it('503 twice: a GET and a createPet (with its Idempotency-Key) get their data on the third attempt', async () => {
    const { sdk } = client();
    mock.faults.inject({ operationId: 'getCategory', status: 503, times: 2 });
    expect(await drive(sdk.categories.retrieve(1))).toEqual({ data: fixture.categories[0] });
    expect(attemptsOf('getCategory')).toBe(3);
    mock.faults.inject({ operationId: 'createPet', status: 500, times: 2 });
    expect(await drive(sdk.pets.create({ name: 'Tom', categoryId: 1 }))).toHaveProperty('data.name', 'Tom');
    expect(attemptsOf('createPet')).toBe(3);
    expect(mock.snapshot().pets).toHaveLength(2);
  });

  it('network errors: every call retried, each call that changes something with its one Idempotency-Key', async () => {
    const { sdk, exchanges } = client();
    for (const operationId of [
      'getInventoryItem',
      'updateInventory',
      'createPet',
      'updatePet',
      'placeOrder',
    ] as const) {
      mock.faults.inject({ operationId, networkError: true, times: 1 });
    }
    expect(await drive(sdk.store.inventory.retrieve(1))).toHaveProperty('data.quantity', 10);
    expect(await drive(sdk.store.inventory.update(1, { quantity: 9 }))).toHaveProperty('data.quantity', 9);
    expect(await drive(sdk.pets.create({ name: 'Tom', categoryId: 1 }))).toHaveProperty('data.name', 'Tom');
    expect(await drive(sdk.pets.update(1, { status: 'sold' }))).toHaveProperty('data.status', 'sold');
    const placed = await drive(sdk.store.orders.create({ petId: 1, quantity: 2 }));
    expect(placed).toHaveProperty('data.quantity', 2);
    const writes = exchanges.filter((exchange) => exchange.method !== 'GET');
    const keys = writes.map(
      (exchange) => `${exchange.method} ${exchange.url} ${exchange.headers.get(headerNames.idempotencyKey)}`,
    );
    expect(keys).toHaveLength(8);
    for (let index = 0; index < keys.length; index += 2) expect(keys[index]).toBe(keys[index + 1]);
    expect(new Set(keys).size).toBe(4);
    expect(mock.snapshot()).toMatchObject({
      pets: [{ status: 'sold' }, { name: 'Tom' }],
      orders: [{ quantity: 2 }],
    });
    expect(mock.snapshot().inventory[0]?.quantity).toBe(7);
  });

  it('latency over the timeout: a GET and a createCategory retry past the slow answer, which creates nothing more', async () => {
    const { sdk } = client({ timeout: 1_000 });
    mock.faults.inject({ operationId: 'listCategories', latencyMs: 5_000, times: 2 });
    expect(await drive(sdk.categories.list())).toHaveProperty('data.items', fixture.categories);
    mock.faults.inject({ operationId: 'createCategory', latencyMs: 5_000, times: 1 });
    expect(await drive(sdk.categories.create({ name: 'Cats' }))).toHaveProperty('data.name', 'Cats');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(mock.snapshot().categories.map((category) => category.name)).toEqual(['Dogs', 'Cats']);
  });

  it('a key banned by another client: one request, PermissionDeniedError, silence until the ban ends', async () => {
    const headers = { [headerNames.apiKey]: apiKey };
    // Someone else with the same key ignores the limits until the key is banned.
    for (let i = 0; i < 10; i++) await fetch(`${mock.baseUrl}${operations.listPets.path}`, { headers });
    const { sdk, exchanges } = client({ key: apiKey });
    const ban = typedError(await drive(sdk.pets.list()), PermissionDeniedError);
    expect(ban.code).toBe('api_key_banned');
    typedError(await drive(sdk.categories.list()));
    expect(exchanges).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(601_000);
    expect(await drive(sdk.categories.list())).toHaveProperty('data.items', fixture.categories);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
  });

  it('a 429 drawn by another client of the key is waited out to the window’s end, then answered', async () => {
    const headers = { [headerNames.apiKey]: apiKey };
    for (let i = 0; i < 5; i++) await fetch(`${mock.baseUrl}${operations.listPets.path}`, { headers });
    const { sdk, exchanges } = client({ key: apiKey });
    const started = Date.now();
    expect(await drive(sdk.store.orders.list())).toHaveProperty('data.items', []);
    expect(exchanges[0]?.status).toBe(429);
    expect(exchanges.at(-1)?.sentAt).toBeGreaterThanOrEqual(started + 30_000);
    expect(sentInsideRetryAfter(exchanges)).toEqual([]);
  });
});
