// Worlds proved isolated: random operations and controls on several worlds of one standalone mock
// at once, over real HTTP, each held to a standalone mock of its own given the same sequence.
// Selection and refusals case by case: packages/mock/test/worlds.test.ts.

import { headerNames } from '@petstore/contract';
import {
  connectPetStoreMock,
  type JournalEntry,
  type PetStoreMockControl,
  type PetStoreMockWorld,
} from '@petstore/mock';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkProperty } from './support/case-count';
import { propertyApiKey, smallFixture } from './support/fixture';

const start = Date.parse('2026-03-02T10:00:00Z');
let time = start;
/** One clock for the shared server and every separate one: the same sequence, the same times. */
const options = {
  port: 0,
  fixture: smallFixture,
  now: () => time,
  // A plan small enough for a burst to reach 429s and a ban within a run.
  plans: { tiny: { perMinute: 3, perDay: 40 } },
  ban: { after429s: 4 },
  keys: { 'tiny-key': 'tiny', [propertyApiKey]: 'enterprise' },
  worldIdleSeconds: 86_400,
  maxWorlds: 8,
};

/** Worlds in use at once in the shared server, besides its default world. */
const worldCount = 3;

let shared: StandalonePetStore;
/** A separate mock per world, and one for the shared server's default world (the last). */
let separate: StandalonePetStore[];
beforeAll(async () => {
  const servers = await Promise.all(
    Array.from({ length: worldCount + 2 }, () => startPetStoreServer(options)),
  );
  shared = servers[0] as StandalonePetStore;
  separate = servers.slice(1);
});
afterAll(() => Promise.all([shared, ...separate].map((server) => server.close())));

/** One request to a world: the same request to its separate mock. */
interface Call {
  readonly method: string;
  readonly path: string;
  readonly key: string;
  readonly body?: unknown;
  readonly idempotencyKey?: string;
}

type Step =
  | { readonly kind: 'call'; readonly world: number; readonly call: Call; readonly byHeader: boolean }
  | { readonly kind: 'burst'; readonly world: number; readonly count: number }
  | { readonly kind: 'reset' | 'clear-faults'; readonly world: number }
  | { readonly kind: 'fault'; readonly world: number; readonly operationId: string; readonly times: number }
  | { readonly kind: 'advance'; readonly world: number; readonly seconds: number }
  | { readonly kind: 'set-clock'; readonly world: number; readonly at: string }
  | { readonly kind: 'load'; readonly world: number; readonly pets: number }
  | { readonly kind: 'tick'; readonly ms: number };

const anyWorld = fc.integer({ min: 0, max: worldCount });
const key = fc.constantFrom(propertyApiKey, 'tiny-key');
const call: fc.Arbitrary<Call> = fc.oneof(
  fc.record({
    method: fc.constant('GET'),
    path: fc.constantFrom(
      '/pets',
      '/pets?limit=2&offset=1',
      '/pets/1',
      '/pets/3',
      '/categories',
      '/store/orders/1',
    ),
    key,
  }),
  fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/categories'),
    key,
    body: fc.record({ name: fc.constantFrom('Birds', 'Fish', 'Dogs') }),
  }),
  fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/pets'),
    key,
    body: fc.record({ name: fc.constantFrom('Bo', 'Al'), categoryId: fc.constantFrom(1, 2, 9) }),
  }),
  fc.record({
    method: fc.constant('POST'),
    path: fc.constant('/store/orders'),
    key,
    body: fc.record({ petId: fc.constantFrom(1, 3), quantity: fc.integer({ min: 1, max: 3 }) }),
    idempotencyKey: fc.constantFrom('k1', 'k2'),
  }),
  fc.record({ method: fc.constant('DELETE'), path: fc.constantFrom('/pets/2', '/pets/3'), key }),
);
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({ kind: fc.constant('call'), world: anyWorld, call, byHeader: fc.boolean() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('burst'),
      world: anyWorld,
      count: fc.integer({ min: 2, max: 12 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom('reset', 'clear-faults'), world: anyWorld }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('fault'),
      world: anyWorld,
      operationId: fc.constantFrom('listPets', 'getPetById', 'createCategory', '*'),
      times: fc.integer({ min: 1, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('advance'),
      world: anyWorld,
      seconds: fc.constantFrom(1, 30, 61, 901),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('set-clock'),
      world: anyWorld,
      at: fc.constantFrom('2026-03-02T10:00:30Z', '2027-07-01T00:00:00Z'),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('load'),
      world: anyWorld,
      pets: fc.integer({ min: 0, max: 3 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('tick'), ms: fc.constantFrom(500, 20_000, 61_000) }),
  },
);

/** What an answer shows that the sequence decides: everything but its request id and own address. */
async function seen(response: Response, prefix: string) {
  // A world's links and `Location` carry its base URL, or its path under the server's.
  const path = new URL(prefix).pathname.replace(/\/$/, '');
  const strip = (value: string) => {
    const relative = value.replaceAll(prefix, '');
    return path ? relative.replaceAll(path, '') : relative;
  };
  const headers = Object.fromEntries(
    [...response.headers]
      .filter(([name]) => name !== 'x-request-id' && name !== 'connection' && name !== 'keep-alive')
      .map(([name, value]) => [name, strip(value)]),
  );
  return { status: response.status, headers, body: await response.text() };
}

/** Journal entries without their request ids, which are random. */
const comparable = (entries: JournalEntry[]) => entries.map(({ requestId: _, ...entry }) => entry);

interface Pair {
  /** The world's base URL (`shared.url` for the default world), and its header when it has one. */
  readonly baseUrl: string;
  readonly header: Record<string, string>;
  readonly control: PetStoreMockControl;
  readonly alone: PetStoreMockControl;
  readonly aloneUrl: string;
}

async function send(
  url: string,
  { method, path, key, body, idempotencyKey }: Call,
  extra: Record<string, string>,
) {
  const headers: Record<string, string> = { [headerNames.apiKey]: key, ...extra };
  if (body !== undefined) headers[headerNames.contentType] = 'application/json';
  if (idempotencyKey) headers[headerNames.idempotencyKey] = idempotencyKey;
  return fetch(`${url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** Runs one step on the world and on its separate mock, and holds their answers equal. */
async function run(pairs: Pair[], current: Step): Promise<void> {
  if (current.kind === 'tick') {
    time += current.ms;
    return;
  }
  const pair = pairs[current.world] as Pair;
  const both = (act: (control: PetStoreMockControl) => unknown) =>
    Promise.all([act(pair.control), act(pair.alone)]);
  switch (current.kind) {
    case 'call':
    case 'burst': {
      const calls =
        current.kind === 'call'
          ? [{ call: current.call, byHeader: current.byHeader }]
          : Array.from({ length: current.count }, (_, i) => ({
              call: { method: 'GET', path: '/pets/1', key: 'tiny-key' },
              byHeader: i % 2 === 1,
            }));
      for (const { call, byHeader } of calls) {
        const inWorld = byHeader && pair.header['Petstore-World'] ? shared.url : pair.baseUrl;
        const [got, expected] = await Promise.all([
          send(inWorld, call, byHeader ? pair.header : {}).then((answer) => seen(answer, inWorld)),
          send(pair.aloneUrl, call, {}).then((answer) => seen(answer, pair.aloneUrl)),
        ]);
        expect(got, `${call.method} ${call.path} in world ${current.world}`).toEqual(expected);
      }
      return;
    }
    case 'reset':
      await both((control) => control.reset());
      return;
    case 'clear-faults':
      await both((control) => control.faults.clear());
      return;
    case 'fault':
      await both((control) =>
        control.faults.inject({
          operationId: current.operationId as never,
          status: 503,
          times: current.times,
        }),
      );
      return;
    case 'advance':
      await both((control) => control.clock.advance(current.seconds));
      return;
    case 'set-clock':
      await both((control) => control.clock.set(current.at));
      return;
    case 'load':
      await both((control) => {
        const pets = smallFixture.pets.slice(0, current.pets);
        const inventory = smallFixture.inventory.filter((item) => pets.some((pet) => pet.id === item.petId));
        return control.load({ ...smallFixture, orders: [], pets, inventory });
      });
      return;
  }
}

it('each of several worlds in use at once answers as a mock of its own', async () => {
  const root = connectPetStoreMock(shared.url);
  const alone = separate.map((server) => connectPetStoreMock(server.url));
  let steps = 0;
  const statuses = new Set<number>();
  await checkProperty(
    'worlds isolated from each other',
    fc.asyncProperty(fc.array(step, { minLength: 10, maxLength: 30 }), async (sequence) => {
      time = start;
      await Promise.all([root.reset(), ...alone.map((control) => control.reset())]);
      const worlds: PetStoreMockWorld[] = await Promise.all(
        Array.from({ length: worldCount }, () => root.createWorld()),
      );
      try {
        const pairs: Pair[] = [
          ...worlds.map((world, i) => ({
            baseUrl: world.baseUrl,
            header: { [world.header.name]: world.header.value },
            control: world,
            alone: alone[i] as PetStoreMockControl,
            aloneUrl: (separate[i] as StandalonePetStore).url,
          })),
          {
            baseUrl: shared.url,
            header: {},
            control: root,
            alone: alone[worldCount] as PetStoreMockControl,
            aloneUrl: (separate[worldCount] as StandalonePetStore).url,
          },
        ];
        for (const current of sequence) await run(pairs, current);
        // Each world's journal and dataset are its separate mock's.
        for (const [i, pair] of pairs.entries()) {
          const [journal, expectedJournal] = await Promise.all([
            pair.control.journal.list(),
            pair.alone.journal.list(),
          ]);
          expect(comparable(journal), `journal of world ${i}`).toEqual(comparable(expectedJournal));
          for (const entry of journal) statuses.add(entry.status);
          expect(await pair.control.snapshot(), `dataset of world ${i}`).toEqual(await pair.alone.snapshot());
        }
        steps += sequence.length;
      } finally {
        await Promise.all(worlds.map((world) => world.dispose()));
      }
    }),
    { numRuns: 20 },
  );
  // The runs reached what isolation is about: faults, 429s and bans.
  expect(steps).toBeGreaterThan(20 * 10);
  expect([...statuses]).toEqual(expect.arrayContaining([200, 201, 429, 403, 503]));
});
