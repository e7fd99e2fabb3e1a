// What one typical test costs a suite that runs against the in-process mock:
// reset, seed 100 records, five SDK calls.
import { createPetStoreMock, generateFixture } from '@petstore/mock';
import { setupPetStoreServer } from '@petstore/mock/node';
import { PetStore } from '@petstore/sdk';
import type { BenchResult } from './internal/bench-result';
import { duration, durationSpread, table } from './internal/markdown';
import { measureRounds } from './internal/measure';

const rounds = { rounds: 5, timeMs: 400, minIterations: 8 };
const apiKey = 'suite-key';
const mockOptions = {
  // A plan no benchmark loop can exhaust: the test measures the mock's work, not its limits.
  plans: { suite: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'suite' },
  seed: false as const,
};
// 100 records: 10 categories, 80 pets (each with its stock entry) and 10 orders.
const fixture = generateFixture({ seed: 7, categories: 10, pets: 80, orders: 10 });

async function fiveCalls(client: PetStore): Promise<void> {
  const category = await client.categories.create({ name: 'Benchmark category' });
  const pet = await client.pets.create({ name: 'Rex', categoryId: category.id });
  await client.pets.list({ categoryId: category.id });
  await client.store.inventory.update(pet.id, { quantity: 3 });
  await client.store.orders.create({ petId: pet.id, quantity: 1 });
}

export async function run(): Promise<BenchResult> {
  const server = setupPetStoreServer(mockOptions);
  server.listen({ onUnhandledRequest: 'error' });
  const intercepted = new PetStore({ apiKey, baseUrl: server.baseUrl });
  const direct = createPetStoreMock(mockOptions);
  const directClient = new PetStore({
    apiKey,
    baseUrl: direct.baseUrl,
    fetch: (input, init) => direct.fetch(new Request(input, init)),
  });
  try {
    const subjects = [
      {
        name: 'typical test: `setupPetStoreServer` (MSW intercepts `fetch`)',
        fn: async () => {
          server.reset();
          server.load(fixture);
          await fiveCalls(intercepted);
        },
      },
      {
        name: 'same test: SDK `fetch` = `createPetStoreMock().fetch` (no interception)',
        fn: async () => {
          direct.reset();
          direct.load(fixture);
          await fiveCalls(directClient);
        },
      },
      {
        name: 'its setup alone: `reset()` + `load(100 records)`',
        fn: async () => {
          server.reset();
          server.load(fixture);
        },
      },
    ];
    console.error('[bench] test-suite cost');
    const results = await measureRounds(subjects, rounds);
    const markdown = [
      'One test as a suite on `@petstore/mock` writes it: `reset()`, load a fixture of 100 records ' +
        '(10 categories, 80 pets with their stock entries, 10 orders), then five SDK calls ' +
        '(create a category, create a pet, list pets, update stock, place an order). ' +
        `Median of ${rounds.rounds} rounds (fastest–slowest round).`,
      table(
        ['what', 'time per test', 'per 1,000 tests'],
        subjects.map((subject) => {
          const result = results.get(subject.name)!;
          return [subject.name, durationSpread(result), duration(result.median * 1000)];
        }),
      ),
    ].join('\n\n');
    // The issue sets no goal here: the figure is for readers sizing their suites.
    return { title: 'Test-suite cost', markdown, goals: [] };
  } finally {
    server.close();
  }
}
