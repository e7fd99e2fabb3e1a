// How the cost of a request grows with the store, from 100 to 100,000
// pets, for a lookup, an update and the first page of a filtered list.
import { Collection } from '@msw/data';
import { headerNames, Pet } from '@petstore/contract';
import type { BenchResult } from '../../../bench/internal/bench-result';
import { duration, durationSpread, table, times } from '../../../bench/internal/markdown';
import { measureRounds } from '../../../bench/internal/measure';
import { runIfMain } from '../../../bench/internal/run-if-main';
import type { Spread } from '../../../bench/internal/stats';
import { createPetStoreMock, generateFixture } from '../src/index';

const sizes = [100, 1_000, 10_000, 100_000];
const apiKey = 'bench-key';
const benchOptions = {
  plans: { bench: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'bench' },
};
const operations = ['getPetById', 'updatePet', 'listPets (status + category, first page)'] as const;
type Operation = (typeof operations)[number];

function requests(baseUrl: string, petId: number): Record<Operation, () => Request> {
  const headers = { [headerNames.apiKey]: apiKey };
  let name = 0;
  return {
    getPetById: () => new Request(`${baseUrl}/pets/${petId}`, { headers }),
    updatePet: () => {
      name = (name + 1) % 10;
      return new Request(`${baseUrl}/pets/${petId}`, {
        method: 'PATCH',
        headers: { ...headers, [headerNames.contentType]: 'application/json' },
        body: JSON.stringify({ name: `Rex ${name}` }),
      });
    },
    'listPets (status + category, first page)': () =>
      new Request(`${baseUrl}/pets?status=sold&categoryId=3&limit=20`, { headers }),
  };
}

// What finding one record by id costs `@msw/data` 1.1 itself (a scan), for the table's last column.
async function scanCost(pets: Pet[]): Promise<Spread> {
  const collection = new Collection({ schema: Pet });
  for (const pet of pets) await collection.create(pet);
  const id = pets[Math.floor(pets.length / 2)]!.id;
  const results = await measureRounds(
    [{ name: 'scan', fn: async () => collection.findFirst((q) => q.where({ id })) }],
    { rounds: 3, timeMs: 150, minIterations: 32 },
  );
  return results.get('scan')!;
}

export async function run(): Promise<BenchResult> {
  // Every store is loaded first and every subject measured in the same interleaved rounds, so
  // that warm-up and a busy machine weigh on all sizes alike.
  const subjects = [];
  const scans = new Map<number, Spread>();
  for (const size of sizes) {
    const fixture = generateFixture({ pets: size, categories: 10, orders: 0 });
    const mock = createPetStoreMock({ ...benchOptions, fixture });
    const make = requests(mock.baseUrl, fixture.pets[Math.floor(size / 2)]!.id);
    const loadStarted = performance.now();
    await mock.fetch(make.getPetById());
    console.error(
      `[bench] store growth: ${size} pets loaded in ${duration(performance.now() - loadStarted)}`,
    );
    scans.set(size, await scanCost(fixture.pets));
    for (const operation of operations) {
      subjects.push({
        name: `${operation}@${size}`,
        fn: async () => (await mock.fetch(make[operation]())).arrayBuffer(),
      });
    }
  }
  const results = await measureRounds(subjects, { rounds: 3, timeMs: 250, minIterations: 32 });
  const medians = new Map([...results].map(([name, result]) => [name, result.median]));
  const rows = sizes.flatMap((size) =>
    operations.map((operation) => {
      const result = results.get(`${operation}@${size}`)!;
      return [
        operation,
        size.toLocaleString('en'),
        durationSpread(result),
        times(result.median / medians.get(`${operation}@100`)!),
        operation.startsWith('listPets') ? '—' : duration(scans.get(size)!.median),
      ];
    }),
  );
  const stretch = (operation: Operation) =>
    medians.get(`${operation}@10000`)! / medians.get(`${operation}@100`)!;
  const markdown = [
    'Requests answered by `mock.fetch` (the MSW handlers through `getResponse`, no interception) with 100 to ' +
      '100,000 pets in the store. Lookups and updates by id use the id index the store keeps beside its ' +
      '`@msw/data` collections; a list filtered by status and category reads the indexes the writes keep by ' +
      'category, by status and by both, so it looks only at the pets that match (`X-Total-Count` is the length ' +
      'of their lists). The last column is what `@msw/data` 1.1 alone takes to find one record by id (`findFirst`, a scan). ' +
      'Median of 3 interleaved tinybench rounds (fastest–slowest round).',
    table(['operation', 'pets', 'time per request', 'vs 100 pets', '`findFirst` by id alone'], rows),
  ].join('\n\n');
  return {
    title: 'Mock: cost as the store grows',
    markdown,
    goals: operations.map((operation) => ({
      goal: `Stretch: ${operation} at 10,000 pets within 2× of 100 pets`,
      met: stretch(operation) <= 2,
      detail: times(stretch(operation)),
    })),
  };
}

await runIfMain(import.meta.url, run);
