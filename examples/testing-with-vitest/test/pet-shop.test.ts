import type { Fixture } from '@petstore/mock';
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import {
  createShop,
  freezeTime,
  settle,
  shopKey,
  tinyPlan,
  tinyPlanKey,
  usePetStoreMock,
} from './pet-store-mock';

const mock = usePetStoreMock();

const fixture: Fixture = {
  categories: [{ id: 1, name: 'Dogs' }],
  pets: [
    { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
    { id: 2, name: 'Bella', categoryId: 1, status: 'sold' },
  ],
  inventory: [{ petId: 1, quantity: 2, status: 'available' }],
};

describe('with the seeded store', () => {
  it('lists every available pet, across pages', async () => {
    const expected = mock
      .snapshot()
      .pets.filter((pet) => pet.status === 'available')
      .map((pet) => pet.name);
    expect(expected.length).toBeGreaterThan(0);
    expect(await createShop().availablePets()).toEqual(expected);
  });

  it('ends every test with a reset: its journal and faults are gone before the next test', async () => {
    mock.faults.inject({ operationId: 'listPets', status: 400 }); // not retried: fails at once
    await expect(createShop().availablePets()).rejects.toThrow();
    expect(mock.journal.entries).not.toEqual([]);
    // Runs after the afterEach hooks, where usePetStoreMock resets the mock.
    onTestFinished(async () => {
      expect(mock.journal.entries).toEqual([]);
      expect(await createShop().availablePets()).not.toEqual([]);
    });
  });
});

describe('with a fixture', () => {
  beforeEach(() => mock.load(fixture));

  it('sells what is in stock and says when it is not', async () => {
    const shop = createShop();
    expect(await shop.buy(1, 2)).toEqual({ ok: true, orderId: expect.any(Number) });
    expect(await shop.buy(1, 1)).toEqual({ ok: false, reason: 'out-of-stock' });
    expect(mock.snapshot().inventory.find((item) => item.petId === 1)).toMatchObject({ quantity: 0 });
  });

  it('restocks through the inventory', async () => {
    const shop = createShop();
    await shop.restock(1, 5);
    expect(await shop.buy(1, 5)).toMatchObject({ ok: true });
  });

  it('sends one placeOrder per purchase, never the deprecated getPetById, and never logs the key', async () => {
    await createShop().buy(1);
    expect(
      mock.journal.entries.map((entry) => [entry.method, entry.path, entry.operationId, entry.status]),
    ).toEqual([['POST', '/store/orders', 'placeOrder', 201]]);
    expect(mock.journal.entries[0]?.apiKey).not.toBe(shopKey);
  });
});

describe('rate limits, with the clock moved instead of waited for', () => {
  it('says "busy" once the minute quota is spent, sending nothing more, and sells again the next minute', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.load(fixture);
    const shop = createShop({ apiKey: tinyPlanKey, maxRetryAfter: 5 });
    for (let call = 0; call < tinyPlan.perMinute; call++) await shop.availablePets();

    // The SDK knows the window is spent (X-RateLimit-Remaining: 0) and that it resets in 50 s,
    // longer than the shop lets it wait: it throws RateLimitError without sending the request.
    expect(await shop.buy(1)).toEqual({ ok: false, reason: 'busy', retryAfterSeconds: 50 });
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([200, 200, 200]);

    freezeTime('2026-03-01T12:01:00Z');
    expect(await shop.buy(1)).toMatchObject({ ok: true });
    expect(mock.journal.entries.at(-1)).toMatchObject({ operationId: 'placeOrder', status: 201 });
  });

  it('backs off from a 429 that another instance drew, without getting the key banned', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.load(fixture);
    const other = createShop({ apiKey: tinyPlanKey });
    for (let call = 0; call < tinyPlan.perMinute; call++) await other.availablePets();

    const shop = createShop({ apiKey: tinyPlanKey, maxRetryAfter: 60 });
    expect(await settle(shop.buy(1))).toMatchObject({ ok: true });
    const statuses = mock.journal.entries.map((entry) => entry.status);
    expect(statuses).toEqual([200, 200, 200, 429, 201]); // one 429, then the order
    // Retry-After said 50 s: the SDK sent nothing before the next minute window opened.
    expect(mock.journal.entries[4]?.time).toBeGreaterThanOrEqual(Date.parse('2026-03-01T12:01:00Z'));
  });
});

describe('faults', () => {
  beforeEach(() => mock.load(fixture));

  it('rides out a 503 of placeOrder: the SDK retries with the same Idempotency-Key, one order results', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.faults.inject({ operationId: 'placeOrder', status: 503, times: 1 });
    expect(await settle(createShop().buy(1))).toMatchObject({ ok: true });
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([503, 201]);
    expect(mock.snapshot().orders).toHaveLength(1);
  });

  it('says "unavailable" when the store keeps failing, after the SDK gave up retrying', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.faults.inject({ operationId: 'placeOrder', status: 503 });
    expect(await settle(createShop({ maxRetries: 2 }).buy(1))).toEqual({ ok: false, reason: 'unavailable' });
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([503, 503, 503]);
    expect(mock.snapshot().orders).toEqual([]);
  });

  it('says "unavailable" when the connection drops', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.faults.inject({ operationId: 'placeOrder', networkError: true });
    expect(await settle(createShop({ maxRetries: 1 }).buy(1))).toEqual({ ok: false, reason: 'unavailable' });
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([0, 0]);
  });
});
