// What one request through the Pet Store handlers costs in process,
// next to a bare MSW handler that returns a constant (the floor every MSW mock pays).
import { headerNames } from '@petstore/contract';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import type { BenchResult } from '../../../bench/internal/bench-result';
import { durationSpread, table, times } from '../../../bench/internal/markdown';
import { measureRounds } from '../../../bench/internal/measure';
import { runIfMain } from '../../../bench/internal/run-if-main';
import { createPetStoreMock, generateFixture } from '../src/index';

const apiKey = 'bench-key';
const benchOptions = {
  // A plan no loop can exhaust: the benchmark measures the mock's work, not its limits.
  plans: { bench: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'bench' },
};
const goalRatio = 1.3;

export async function run(): Promise<BenchResult> {
  const fixture = generateFixture({ pets: 1000, categories: 10, orders: 0 });
  const mock = createPetStoreMock({ ...benchOptions, fixture });
  const pet = fixture.pets[499]!;
  const url = `${mock.baseUrl}/pets/${pet.id}`;
  const bare = [http.get(`${mock.baseUrl}/pets/:petId`, () => HttpResponse.json(pet))];
  // MSW's path matching is part of the usual floor; a predicate that only compares strings skips it.
  const barest = [
    http.get(
      ({ request }) => request.url === url,
      () => HttpResponse.json(pet),
    ),
  ];
  const server = setupServer(...bare);
  server.listen({ onUnhandledRequest: 'error' });
  const get = async (send: (request: Request) => Promise<Response>) => {
    const response = await send(new Request(url, { headers: { [headerNames.apiKey]: apiKey } }));
    await response.json();
  };
  const subjects = [
    {
      name: "bare MSW handler `http.get('…/pets/:petId')`, constant JSON",
      fn: () => get(fetch),
      before: () => server.resetHandlers(...bare),
    },
    {
      name: 'bare MSW handler matching by string comparison, constant JSON',
      fn: () => get(fetch),
      before: () => server.resetHandlers(...barest),
    },
    {
      name: 'Pet Store mock, GET /pets/{petId} at 1,000 pets',
      fn: () => get(fetch),
      before: () => server.resetHandlers(...mock.handlers),
    },
    { name: 'same request through `mock.fetch` (no interception)', fn: () => get(mock.fetch) },
  ];
  try {
    await get(mock.fetch);
    const results = await measureRounds(subjects, { rounds: 7, timeMs: 500, minIterations: 32 });
    // The floor is the cheaper of the two bare handlers, so the goal is judged against the stricter one.
    const floor = Math.min(results.get(subjects[0]!.name)!.median, results.get(subjects[1]!.name)!.median);
    const ours = results.get(subjects[2]!.name)!.median;
    const markdown = [
      'One `fetch` of `GET /pets/{petId}` intercepted by `msw/node`, with bare handlers that answer a constant ' +
        'pet (the floor is the faster of the two) and with the Pet Store handlers (routing, API key, rate limit, validation, the `@msw/data` store with its ' +
        `id index, journal) over 1,000 pets. Median of 7 interleaved tinybench rounds (fastest–slowest round).`,
      table(
        ['subject', 'time per request', 'vs floor'],
        subjects.map((subject) => {
          const result = results.get(subject.name)!;
          return [subject.name, durationSpread(result), times(result.median / floor)];
        }),
      ),
    ].join('\n\n');
    return {
      title: 'Mock: in-process request cost',
      markdown,
      goals: [
        {
          goal: `Pet Store request at 1,000 pets ≤ ${goalRatio}× a bare MSW handler`,
          met: ours <= goalRatio * floor,
          detail: `${times(ours / floor)}`,
        },
      ],
    };
  } finally {
    server.close();
  }
}

await runIfMain(import.meta.url, run);
