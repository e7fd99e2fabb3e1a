import { buildOpenApiDocument, operationList } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { createPetStoreMock, generateFixture, PetStoreMockError } from '../src/index';
import { call, fixture, useMock } from './support/harness';

let time = Date.UTC(2026, 2, 2, 12);
const mock = useMock({ fixture, now: () => time });

describe('reset, seeds and fixtures', () => {
  // The shared suite (mock-handle-contract) pins what reset clears; this pins the store's side.
  it('reset() undoes every kind of write, and new ids start again after the fixture', async () => {
    const before = mock.snapshot();
    await call(mock, 'POST', '/pets', { body: { name: 'Bo', categoryId: 1 } });
    await call(mock, 'DELETE', '/store/orders/2');
    await call(mock, 'PATCH', '/pets/1', { body: { name: 'Changed', status: 'sold' } });
    await call(mock, 'PATCH', '/store/orders/1', { body: {} });
    await call(mock, 'PUT', '/store/inventory/2', { body: { quantity: 40 } });
    expect(mock.snapshot()).not.toEqual(before);
    mock.reset();
    expect(mock.snapshot()).toEqual(before);
    expect((await call(mock, 'GET', '/pets')).body).toEqual(fixture.pets);
    expect(mock.snapshot()).toEqual(before);
    expect((await call(mock, 'POST', '/pets', { body: { name: 'Bo', categoryId: 1 } })).body.id).toBe(4);
  });

  it('generates the same dataset for the same seed, and another for another seed', () => {
    const a = createPetStoreMock({ seed: 7 }).snapshot();
    expect(createPetStoreMock({ seed: 7 }).snapshot()).toEqual(a);
    expect(createPetStoreMock({ seed: 8 }).snapshot()).not.toEqual(a);
    expect(createPetStoreMock().snapshot()).toEqual(generateFixture({ seed: 42 }));
    expect(a.pets.length).toBeGreaterThan(0);
    expect(a.inventory.map((item) => item.petId)).toEqual(a.pets.map((pet) => pet.id));
  });

  it('starts empty with seed: false', async () => {
    const empty = createPetStoreMock({ seed: false });
    expect(empty.snapshot()).toEqual({ categories: [], pets: [], orders: [], inventory: [] });
    const created = await call({ baseUrl: empty.baseUrl, send: empty.fetch }, 'POST', '/categories', {
      body: { name: 'Dogs' },
    });
    expect(created.body.id).toBe(1);
  });

  it('completes a fixture: stock 0 for pets without an entry, statuses from the pet', () => {
    const loaded = createPetStoreMock({
      fixture: {
        categories: [{ id: 4, name: 'Fish' }],
        pets: [
          { id: 9, name: 'Nemo', categoryId: 4, status: 'sold' },
          { id: 2, name: 'Dory', categoryId: 4 },
        ],
        inventory: [{ petId: 9, quantity: 2, status: 'available' }],
        orders: [{ id: 5, petId: 9, quantity: 1 }],
      },
    });
    expect(loaded.snapshot()).toEqual({
      categories: [{ id: 4, name: 'Fish' }],
      pets: [
        { id: 2, name: 'Dory', categoryId: 4 },
        { id: 9, name: 'Nemo', categoryId: 4, status: 'sold' },
      ],
      inventory: [
        { petId: 2, quantity: 0, status: 'available' },
        { petId: 9, quantity: 2, status: 'sold' },
      ],
      orders: [{ id: 5, petId: 9, quantity: 1, complete: false }],
    });
  });

  it('load() replaces the records, and new ids continue after the highest', async () => {
    mock.load({ categories: [{ id: 10, name: 'Birds' }] });
    expect(mock.snapshot().categories).toEqual([{ id: 10, name: 'Birds' }]);
    expect((await call(mock, 'GET', '/pets')).body).toEqual([]);
    expect((await call(mock, 'POST', '/categories', { body: { name: 'Cats' } })).body.id).toBe(11);
  });

  it('snapshot() returns copies', () => {
    mock.snapshot().pets[0]!.name = 'Changed';
    expect(mock.snapshot().pets[0]!.name).toBe('Rex');
  });

  it('refuses fixtures that break the schemas or the rules, each problem at its path in the fixture', () => {
    const dogs = { id: 1, name: 'Dogs' };
    const bad = [
      [{ pets: [{ id: 1, name: 'Rex', categoryId: 1 }] }, 'pets.0.categoryId', /category 1 does not exist/],
      [{ categories: [dogs, { id: 2, name: 'DOGS' }] }, 'categories.1.name', /"dogs"/],
      [
        { categories: [dogs, { ...dogs, name: 'Cats' }] },
        'categories.1.id',
        /repeats the id 1 of categories\.0/,
      ],
      [{ categories: [{ id: 0, name: 'Dogs' }] }, 'categories.0.id', /must be > 0/],
      [{ orders: [{ id: 1, petId: 3, quantity: 1 }] }, 'orders.0.petId', /open order 1 names pet 3/],
      [{ orders: [{ id: 1, quantity: 1, complete: true }] }, 'orders.0.petId', /is required/],
      [{ inventory: [{ petId: 3, quantity: 1 }] }, 'inventory.0.petId', /inventory names pet 3/],
      [{ pet: [] }, 'pet', /is not a known field/],
    ] as const;
    for (const [fixture, path, message] of bad) {
      expect(() => createPetStoreMock({ fixture: fixture as never }), path).toThrow(PetStoreMockError);
      let refused: unknown;
      try {
        mock.load(fixture as never);
      } catch (error) {
        refused = error;
      }
      expect(refused, path).toBeInstanceOf(PetStoreMockError);
      const { details, message: text } = refused as PetStoreMockError;
      expect(details, path).toEqual([{ path, message: expect.stringMatching(message) }]);
      expect(text, path).toContain(`${path}: `);
    }
    expect(mock.snapshot().pets).toHaveLength(3);
  });

  it('names every problem of a fixture at once, in the order of the lists given', () => {
    const fixture = {
      categories: [{ id: 1, name: 'Dogs' }],
      pets: [
        { id: 1, name: 'Rex', categoryId: 1 },
        { id: 2, name: 'Tom', categoryId: 7 },
        { id: 3, name: 'Bo', categoryId: 8 },
      ],
    };
    expect(() => mock.load(fixture)).toThrow(
      expect.objectContaining({
        details: [
          { path: 'pets.1.categoryId', message: 'category 7 does not exist' },
          { path: 'pets.2.categoryId', message: 'category 8 does not exist' },
        ],
      }),
    );
  });
});

describe('options', () => {
  it('throws a PetStoreMockError naming a bad option, never an HTTP error later', () => {
    const bad = [
      [{ keys: { k: 'gold' } }, /plan "gold"/],
      [{ plans: { free: { perMinute: 0, perDay: 1 } } }, /plans\.free\.perMinute/],
      [{ windows: { minuteSeconds: 120, daySeconds: 60 } }, /daySeconds/],
      [{ sunset: 'next year' }, /sunset/],
      [{ seed: -1 }, /seed/],
      [{ baseUrl: 'ftp://x' }, /baseUrl/],
      [{ baseUrl: 'http://x/api?v=1' }, /query/],
      [{ now: 5 }, /now/],
      [{ colour: 'red' }, /colour/],
    ] as const;
    for (const [options, message] of bad) {
      expect(() => createPetStoreMock(options as never), String(message)).toThrow(PetStoreMockError);
      expect(() => createPetStoreMock(options as never), String(message)).toThrow(message);
    }
  });

  it('answers under a base URL with a path prefix, and nothing outside it', async () => {
    const prefixed = createPetStoreMock({ baseUrl: 'http://localhost:3000/api/', fixture });
    expect(prefixed.baseUrl).toBe('http://localhost:3000/api');
    const target = { baseUrl: prefixed.baseUrl, send: prefixed.fetch };
    const created = await call(target, 'POST', '/pets', { body: { name: 'Bo', categoryId: 1 } });
    expect(created.headers.get('Location')).toBe('/api/pets/4');
    expect((await call(target, 'GET', '/pets?limit=1')).headers.get('Link')).toContain(
      '<http://localhost:3000/api/pets?limit=1&offset=1>',
    );
    await expect(prefixed.fetch(new Request('http://localhost:3000/apiary'))).rejects.toThrow(
      PetStoreMockError,
    );
  });
});

describe('journal', () => {
  it('records each request with its operation, status, clock time and a redacted key', async () => {
    await call(mock, 'GET', '/pets?limit=2');
    time += 1000;
    await call(mock, 'GET', '/nowhere', { key: 'secret-key-123' });
    await call(mock, 'GET', '/openapi.json', { key: null });
    const [list, unknown, document] = mock.journal.entries;
    expect(list).toMatchObject({
      method: 'GET',
      path: '/pets',
      query: 'limit=2',
      operationId: 'listPets',
      status: 200,
    });
    expect(list?.apiKey).toBe('demo…');
    expect(unknown).toMatchObject({
      path: '/nowhere',
      status: 404,
      time: list!.time + 1000,
      apiKey: 'secr…',
    });
    expect(unknown).not.toHaveProperty('operationId');
    expect(document).not.toHaveProperty('apiKey');
    expect(JSON.stringify(mock.journal.entries)).not.toContain('secret-key-123');
    expect(mock.journal.entries.map((entry) => entry.requestId)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[\w-]+$/)]),
    );
  });

  it('records a W3C traceparent the request carried, and nothing that is not one', async () => {
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await call(mock, 'GET', '/categories', { headers: { traceparent } });
    await call(mock, 'GET', '/categories', { headers: { traceparent: `${traceparent}; secret-key-123` } });
    await call(mock, 'GET', '/categories');
    expect(mock.journal.entries.map((entry) => entry.traceparent)).toEqual([
      traceparent,
      undefined,
      undefined,
    ]);
  });

  it('matches the X-Request-Id of each answer', async () => {
    const answer = await call(mock, 'GET', '/categories/1');
    expect(mock.journal.entries.at(-1)?.requestId).toBe(answer.headers.get('X-Request-Id'));
  });
});

describe('faults', () => {
  it('applies a fault to every operation until cleared, the latest fault first', async () => {
    mock.faults.inject({ operationId: '*', code: 'internal_error' });
    mock.faults.inject({ operationId: 'getCategory', status: 502 });
    expect((await call(mock, 'GET', '/categories/1')).body).toEqual({
      code: 'internal_error',
      status: 502,
      message: 'Injected fault: 502 internal_error',
    });
    expect((await call(mock, 'GET', '/store/orders')).status).toBe(500);
    // The document is never refused, not even by a fault on every operation.
    expect((await call(mock, 'GET', '/openapi.json', { key: null })).status).toBe(200);
    mock.faults.clear();
    expect((await call(mock, 'GET', '/store/orders')).status).toBe(200);
  });

  it('changes nothing when it answers in place of a write', async () => {
    const before = mock.snapshot();
    mock.faults.inject({ operationId: 'placeOrder', status: 500, times: 1 });
    expect((await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity: 1 } })).status).toBe(500);
    expect(mock.snapshot()).toEqual(before);
  });

  it('can inject each fault answer the OpenAPI document lists, and the document lists no other', () => {
    const { paths } = buildOpenApiDocument();
    for (const { operationId, path, method } of operationList) {
      const responses = paths[path]?.[method]?.responses as object;
      const injectable = [500, 503].filter((status) => {
        try {
          createPetStoreMock().faults.inject({ operationId, status });
          return true;
        } catch {
          return false;
        }
      });
      const listed = [500, 503].filter((status) => String(status) in responses);
      expect(listed, operationId).toEqual(injectable);
    }
    // The document is the one operation a fault cannot reach.
    expect(() => mock.faults.inject({ operationId: 'getOpenApiDocument', status: 503 })).toThrow(
      /operationId/,
    );
  });

  it('fails like a broken connection with networkError', async () => {
    mock.faults.inject({ operationId: 'getOrder', networkError: true, times: 1 });
    await expect(call(mock, 'GET', '/store/orders/1')).rejects.toThrow(TypeError);
    expect(mock.journal.entries.at(-1)).toMatchObject({ operationId: 'getOrder', status: 0 });
    expect((await call(mock, 'GET', '/store/orders/1')).status).toBe(200);
  });

  it('adds latency and then answers normally', async () => {
    mock.faults.inject({ operationId: 'getCategory', latencyMs: 150, times: 1 });
    const started = performance.now();
    const answer = await call(mock, 'GET', '/categories/1');
    expect(answer.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('counts a faulted request against the rate limit and carries the headers', async () => {
    mock.faults.inject({ status: 503 });
    const answer = await call(mock, 'GET', '/pets', { key: 'demo-free' });
    expect(answer.headers.get('X-RateLimit-Remaining')).toBe('59');
    expect(answer.headers.get('X-Request-Id')).toBeTruthy();
  });

  it('answers an injected 429 or 403 with Retry-After, as the document lists for those statuses', async () => {
    mock.faults.inject({ operationId: 'listPets', code: 'rate_limited', times: 1 });
    mock.faults.inject({ operationId: 'getCategory', status: 429, retryAfter: 7, times: 1 });
    mock.faults.inject({ operationId: 'listCategories', code: 'api_key_banned', times: 1 });
    mock.faults.inject({ operationId: 'listInventory', status: 503, times: 1 });
    // The header follows the status (the contract's holdsCaller), whichever code the fault names.
    mock.faults.inject({ operationId: 'listOrders', code: 'foreign_caller', times: 1 });
    const answers = await Promise.all(
      ['/pets', '/categories/1', '/categories', '/store/inventory', '/store/orders'].map((path) =>
        call(mock, 'GET', path),
      ),
    );
    expect(answers.map((answer) => [answer.status, answer.headers.get('Retry-After')])).toEqual([
      [429, '1'],
      [429, '7'],
      [403, '1'],
      [503, null],
      [403, '1'],
    ]);
  });

  it('refuses invalid faults at once', () => {
    for (const fault of [
      { retryAfter: -1 },
      { retryAfter: 1.5 },
      { operationId: 'nope' },
      { status: 200 },
      { times: 0 },
      { latencyMs: -1 },
      { code: 'oops' },
    ]) {
      expect(() => mock.faults.inject(fault as never), JSON.stringify(fault)).toThrow(PetStoreMockError);
    }
  });
});
