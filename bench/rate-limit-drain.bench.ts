// One client sends a burst several times its quota at concurrency 8 against the
// in-process mock with a compressed plan; how long it takes against the theoretical minimum, and
// what it costs the key (429s, bans, calls lost). Bare ky with its default retry runs the same way.
import { headerNames, rateLimitPolicy } from '@petstore/contract';
import { createPetStoreMock, type PetStoreMock } from '@petstore/mock';
import { PetStore } from '@petstore/sdk';
import ky from 'ky';
import type { BenchResult, GoalResult } from './internal/bench-result';
import { type DrainOutcome, drain, drainColumns } from './internal/drain';
import { benchPath, constantCategory } from './internal/fixtures';
import { durationSpread, ratio, table } from './internal/markdown';
import { spread } from './internal/stats';

const quota = 10;
const windowSeconds = 1;
const requests = 6 * quota;
const concurrency = 8;
const repeats = 3;
const apiKey = 'burst-key';
// The ban is compressed by the same factor as the window, so a client that earns one feels it.
const ban = {
  after429s: rateLimitPolicy.banAfter429s,
  seconds: (rateLimitPolicy.banSeconds * windowSeconds) / rateLimitPolicy.minuteSeconds,
};

function freshMock(): PetStoreMock {
  return createPetStoreMock({
    plans: { burst: { perMinute: quota, perDay: 1_000_000 } },
    keys: { [apiKey]: 'burst' },
    windows: { minuteSeconds: windowSeconds },
    ban,
    fixture: { categories: [constantCategory] },
  });
}

function fetchThrough(mock: PetStoreMock): typeof fetch {
  return (input, init) => mock.fetch(input instanceof Request && !init ? input : new Request(input, init));
}

const clients: readonly { name: string; make: (mock: PetStoreMock) => () => Promise<unknown> }[] = [
  {
    name: '@petstore/sdk (defaults)',
    make: (mock) => {
      const client = new PetStore({ apiKey, baseUrl: mock.baseUrl, fetch: fetchThrough(mock) });
      return () => client.categories.retrieve(constantCategory.id);
    },
  },
  {
    name: 'bare ky (default retry)',
    make: (mock) => {
      const api = ky.create({
        prefixUrl: mock.baseUrl,
        headers: { [headerNames.apiKey]: apiKey },
        fetch: fetchThrough(mock),
      });
      return () => api.get(benchPath.slice(1)).json();
    },
  },
];

async function runClient(make: (mock: PetStoreMock) => () => Promise<unknown>): Promise<DrainOutcome[]> {
  const outcomes: DrainOutcome[] = [];
  for (let repeat = 0; repeat < repeats; repeat++) {
    const mock = freshMock();
    outcomes.push(
      await drain({ mock, call: make(mock), requests, concurrency, quota, windowMs: windowSeconds * 1000 }),
    );
  }
  return outcomes;
}

function worst(outcomes: readonly DrainOutcome[], field: keyof DrainOutcome): number {
  return Math.max(...outcomes.map((outcome) => outcome[field]));
}

export async function run(): Promise<BenchResult> {
  const results = new Map<string, DrainOutcome[]>();
  for (const client of clients) {
    console.error(`[bench] rate-limit drain: ${client.name}`);
    results.set(client.name, await runClient(client.make));
  }
  const rows = clients.map((client) => {
    const outcomes = results.get(client.name)!;
    const total = spread(outcomes.map((outcome) => outcome.totalMs));
    const minimum = spread(outcomes.map((outcome) => outcome.minimumMs)).median;
    return [
      client.name,
      durationSpread(total),
      ratio(total.median, minimum),
      String(worst(outcomes, 'tooMany')),
      String(worst(outcomes, 'maxTooManyPerWindow')),
      String(worst(outcomes, 'banned')),
      String(worst(outcomes, 'lost')),
      String(worst(outcomes, 'sent')),
    ];
  });
  const sdk = results.get(clients[0]!.name)!;
  const sdkTotal = spread(sdk.map((outcome) => outcome.totalMs)).median;
  const sdkMinimum = spread(sdk.map((outcome) => outcome.minimumMs)).median;
  const goals: GoalResult[] = [
    {
      goal: 'SDK total time ≤ 1.1× the theoretical minimum',
      met: sdkTotal <= 1.1 * sdkMinimum,
      detail: `${ratio(sdkTotal, sdkMinimum)} (median ${(sdkTotal / 1000).toFixed(2)} s, minimum ${(sdkMinimum / 1000).toFixed(2)} s)`,
    },
    {
      goal: 'SDK draws ≤ 1 429 per window',
      met: worst(sdk, 'maxTooManyPerWindow') <= 1,
      detail: `at most ${worst(sdk, 'maxTooManyPerWindow')} in one window, ${worst(sdk, 'tooMany')} in the burst`,
    },
    {
      goal: 'SDK earns 0 bans',
      met: worst(sdk, 'banned') === 0,
      detail: `${worst(sdk, 'banned')} requests refused as banned`,
    },
    {
      goal: 'SDK loses 0 calls',
      met: worst(sdk, 'lost') === 0,
      detail: `${worst(sdk, 'lost')} of ${requests} calls rejected`,
    },
  ];
  const markdown = [
    `A burst of ${requests} GET calls (${requests / quota}× the quota) from one client, ${concurrency} in flight at once, ` +
      `against the in-process mock (\`createPetStoreMock().fetch\`, no network) with a plan compressed to ` +
      `${quota} requests per ${windowSeconds}-second window and the ban compressed by the same factor ` +
      `(${ban.after429s} 429s in a window → banned for ${ban.seconds} s). Each burst starts at the beginning of a window on a fresh mock; ` +
      `the theoretical minimum is the start of the window in which the last call can be answered ` +
      `(${(sdkMinimum / 1000).toFixed(2)} s). Time: median of ${repeats} bursts (min–max); counts: the worst burst, read from the mock's journal.`,
    table(['client', ...drainColumns, 'requests sent'], rows),
    ...clients
      .filter((client) => worst(results.get(client.name)!, 'lost') > 0)
      .map(
        (client) =>
          `${client.name} gave up on up to ${worst(results.get(client.name)!, 'lost')} of ${requests} calls; ` +
          'a time below the minimum only means those calls were dropped, not answered.',
      ),
  ].join('\n\n');
  return { title: 'Rate-limit drain', markdown, goals };
}
