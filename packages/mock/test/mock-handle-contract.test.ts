// One suite, two kinds of mock: the in-process mock and a standalone server driven over HTTP through
// connectPetStoreMock. Every test uses only the shared controls (PetStoreMockControl) and a plain
// request, so a helper written against them works with either.
import { ErrorBody, headerNames, operations } from '@petstore/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  connectPetStoreMock,
  createPetStoreMock,
  type MockOptions,
  type PetStoreMockControl,
  PetStoreMockError,
} from '../src/index';
import { startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';

interface Kind {
  readonly control: PetStoreMockControl;
  send(path: string, init?: RequestInit): Promise<Response>;
  close(): Promise<void>;
}

const options: MockOptions = {
  fixture,
  plans: { tiny: { perMinute: 2, perDay: 100 } },
  keys: { 'tiny-key': 'tiny' },
};
const key = { [headerNames.apiKey]: 'demo-enterprise' };

const kinds: [string, () => Promise<Kind>][] = [
  [
    'the in-process mock',
    async () => {
      const mock = createPetStoreMock(options);
      return {
        control: mock,
        send: (path, init) => mock.fetch(new Request(`${mock.baseUrl}${path}`, init)),
        close: async () => undefined,
      };
    },
  ],
  [
    'a standalone server through connectPetStoreMock',
    async () => {
      const server = await startPetStoreServer({ ...options, port: 0 });
      return {
        control: connectPetStoreMock(server.url),
        send: (path, init) => fetch(`${server.url}${path}`, init),
        close: () => server.close(),
      };
    },
  ],
];

describe.each(kinds)('the test controls of %s', (_, start) => {
  let kind: Kind;
  let mock: PetStoreMockControl;
  const status = async (path: string, init: RequestInit = { headers: key }) => {
    const response = await kind.send(path, init);
    await response.arrayBuffer();
    return response.status;
  };
  beforeAll(async () => {
    kind = await start();
    mock = kind.control;
  });
  beforeEach(() => mock.reset());
  afterAll(() => kind.close());

  it('reset goes back to the fixture and clears journal, faults, counters and the clock', async () => {
    await mock.load({ categories: [{ id: 9, name: 'Birds' }] });
    await mock.faults.inject({ status: 503 });
    await mock.clock.set('2030-01-01T00:00:00Z');
    expect(await status('/pets')).toBe(503);
    await mock.reset();
    expect(await mock.snapshot()).toMatchObject({ categories: fixture.categories, pets: fixture.pets });
    expect(await mock.journal.list()).toEqual([]);
    expect(Math.abs((await mock.clock.now()) - Date.now())).toBeLessThan(60_000);
    expect(await status('/pets')).toBe(200);
  });

  it('journals every answered request, the key redacted, filtered by operation and status', async () => {
    await status('/pets');
    await status('/pets/99');
    await status('/categories');
    const entries = await mock.journal.list();
    expect(entries.map((entry) => [entry.operationId, entry.status])).toEqual([
      ['listPets', 200],
      ['getPetById', 404],
      ['listCategories', 200],
    ]);
    expect(entries[0]).toMatchObject({ method: 'GET', path: '/pets', apiKey: 'demo…' });
    expect(JSON.stringify(entries)).not.toContain('demo-enterprise');
    expect(await mock.journal.list({ status: 404 })).toEqual([entries[1]]);
    expect(await mock.journal.list({ operationId: 'listCategories', status: 200 })).toEqual([entries[2]]);
    await mock.journal.clear();
    expect(await mock.journal.list()).toEqual([]);
  });

  it('injects a fault for the next N requests of one operation, and clears faults', async () => {
    await mock.faults.inject({ operationId: 'listPets', status: 503, times: 2 });
    const faulted = await kind.send('/pets', { headers: key });
    expect(ErrorBody.parse(await faulted.json())).toMatchObject({ code: 'unavailable', status: 503 });
    expect(await status('/categories')).toBe(200);
    expect(await status('/pets')).toBe(503);
    expect(await status('/pets')).toBe(200);
    await mock.faults.inject({ code: 'internal_error' });
    expect(await status('/categories')).toBe(500);
    await mock.faults.clear();
    expect(await status('/categories')).toBe(200);
  });

  it('moves the clock: past the sunset, and into the next rate-limit window', async () => {
    await mock.clock.set(operations.getPetById.deprecated.sunset);
    expect(await status('/pets/1')).toBe(410);
    await mock.clock.set(Date.parse('2026-03-01T12:00:10Z'));
    const tiny = { headers: { [headerNames.apiKey]: 'tiny-key' } };
    expect([await status('/pets', tiny), await status('/pets', tiny), await status('/pets', tiny)]).toEqual([
      200, 200, 429,
    ]);
    await mock.clock.advance(60);
    expect(await status('/pets', tiny)).toBe(200);
    const now = await mock.clock.now();
    expect(now).toBeGreaterThanOrEqual(Date.parse('2026-03-01T12:01:10Z'));
    expect(now).toBeLessThan(Date.parse('2026-03-01T12:02:10Z'));
    expect((await mock.journal.list({ status: 429 }))[0]?.time).toBeGreaterThanOrEqual(
      Date.parse('2026-03-01T12:00:10Z'),
    );
  });

  it('loads a fixture and shows it in the snapshot', async () => {
    const dataset = {
      categories: [{ id: 1, name: 'Fish' }],
      pets: [{ id: 5, name: 'Bubbles', categoryId: 1, status: 'available' as const }],
    };
    await mock.load(dataset);
    const snapshot = await mock.snapshot();
    expect(snapshot.pets).toEqual(dataset.pets);
    expect(snapshot.inventory).toEqual([{ petId: 5, quantity: 0, status: 'available' }]);
    expect(await status('/pets/5')).toBe(200);
  });

  it('refuses bad input with PetStoreMockError and changes nothing', async () => {
    const before = await mock.snapshot();
    const refused = async (call: () => unknown) => {
      await expect((async () => call())()).rejects.toThrow(PetStoreMockError);
    };
    await refused(() => mock.load({ pets: [{ id: 1, name: 'Rex', categoryId: 77 }] }));
    // Either kind names the problem at its path in the fixture.
    const error = await (async () => mock.load({ pets: [{ id: 1, name: 'Rex', categoryId: 77 }] }))().catch(
      (caught: unknown) => caught,
    );
    expect((error as PetStoreMockError).details).toEqual([
      { path: 'pets.0.categoryId', message: 'category 77 does not exist' },
    ]);
    await refused(() => mock.faults.inject({ status: 200 }));
    await refused(() => mock.clock.set('next tuesday'));
    await refused(() => mock.clock.advance(-5));
    expect(await mock.snapshot()).toEqual(before);
    expect(await status('/pets')).toBe(200);
  });
});
