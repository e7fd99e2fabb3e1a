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
const banOf = (window: number) => ({
  after429s: rateLimitPolicy.banAfter429s,
  seconds: (rateLimitPolicy.banSeconds * window) / rateLimitPolicy.minuteSeconds,
});
const ban = banOf(windowSeconds);

function freshMock(service?: ClockedService): PetStoreMock {
  const window = service ? clockedWindowSeconds : windowSeconds;
  const mock = createPetStoreMock({
    plans: { burst: { perMinute: quota, perDay: 1_000_000 } },
    keys: { [apiKey]: 'burst' },
    windows: { minuteSeconds: window },
    ban: banOf(window),
    fixture: { categories: [constantCategory] },
    ...(service ? { rateLimitHeaders: service.headers } : {}),
  });
  if (service?.aheadMs) mock.clock.set(Date.now() + service.aheadMs);
  // Up to 150 ms late, different for each answer: answers overtake each other.
  if (service?.late)
    for (let index = 0; index < 4 * requests; index++)
      mock.faults.inject({ latencyMs: (index * 67) % 151, times: 1 });
  return mock;
}

/**
 * A service whose clock is not the client's, sending what the spec promises (`X-RateLimit-*` alone,
 * its reset a time of its clock, its `Date` from the same clock). Offsets are not whole seconds,
 * so that the service's seconds do not turn with the client's.
 */
interface ClockedService {
  readonly name: string;
  readonly headers: 'both' | 'x-ratelimit';
  readonly aheadMs: number;
  readonly late: boolean;
}

const clockedServices: readonly ClockedService[] = [
  { name: 'both generations, the same clock', headers: 'both', aheadMs: 0, late: false },
  { name: 'X-RateLimit-* alone, the same clock', headers: 'x-ratelimit', aheadMs: 0, late: false },
  {
    name: 'X-RateLimit-* alone, 1 h ahead, answers late',
    headers: 'x-ratelimit',
    aheadMs: 3_600_400,
    late: true,
  },
  {
    name: 'X-RateLimit-* alone, 1 h behind, answers late',
    headers: 'x-ratelimit',
    aheadMs: -3_600_400,
    late: true,
  },
];
// A burst of three times the quota against each clock, 10 a 4-second window, 4 in flight: a burst a user of a skewed client makes (docs/design/0025-the-service-clock.md).
const clockedRequests = 3 * quota;
const clockedWindowSeconds = 4;
const clockedConcurrency = 4;
const clockedRepeats = 2;

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

/** The SDK's bursts against `service`, each on a fresh mock. */
async function runClocked(service: ClockedService): Promise<DrainOutcome[]> {
  const outcomes: DrainOutcome[] = [];
  for (let repeat = 0; repeat < clockedRepeats; repeat++) {
    const mock = freshMock(service);
    const client = new PetStore({ apiKey, baseUrl: mock.baseUrl, fetch: fetchThrough(mock) });
    outcomes.push(
      await drain({
        mock,
        call: () => client.categories.retrieve(constantCategory.id),
        requests: clockedRequests,
        concurrency: clockedConcurrency,
        quota,
        windowMs: clockedWindowSeconds * 1000,
        aheadMs: service.aheadMs,
      }),
    );
  }
  return outcomes;
}

/** A table row of `name`'s bursts, in the columns of {@link drainColumns} and the requests sent. */
function drainRow(name: string, outcomes: readonly DrainOutcome[]): string[] {
  const total = spread(outcomes.map((outcome) => outcome.totalMs));
  const minimum = spread(outcomes.map((outcome) => outcome.minimumMs)).median;
  return [
    name,
    durationSpread(total),
    ratio(total.median, minimum),
    String(worst(outcomes, 'tooMany')),
    String(worst(outcomes, 'maxTooManyPerWindow')),
    String(worst(outcomes, 'banned')),
    String(worst(outcomes, 'lost')),
    String(worst(outcomes, 'sent')),
  ];
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
  const rows = clients.map((client) => drainRow(client.name, results.get(client.name)!));
  const clocked = new Map<string, DrainOutcome[]>();
  for (const service of clockedServices) {
    console.error(`[bench] rate-limit drain: @petstore/sdk, ${service.name}`);
    clocked.set(service.name, await runClocked(service));
  }
  const clockedRows = clockedServices.map((service) => drainRow(service.name, clocked.get(service.name)!));
  const skewed = clockedServices.filter((service) => service.aheadMs !== 0);
  const clockedRatio = (service: ClockedService) => {
    const outcomes = clocked.get(service.name)!;
    return (
      spread(outcomes.map((outcome) => outcome.totalMs)).median /
      spread(outcomes.map((outcome) => outcome.minimumMs)).median
    );
  };
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
    {
      goal: 'SDK against a service clock an hour ahead or behind (X-RateLimit-* alone, up to 150 ms late): every call answered, 0 bans, ≤ 1 429 per window, ≤ 1.5× the minimum',
      met: skewed.every(
        (service) =>
          worst(clocked.get(service.name)!, 'lost') === 0 &&
          worst(clocked.get(service.name)!, 'banned') === 0 &&
          worst(clocked.get(service.name)!, 'maxTooManyPerWindow') <= 1 &&
          clockedRatio(service) <= 1.5,
      ),
      detail: skewed.map((service) => `${service.name}: ${clockedRatio(service).toFixed(2)}×`).join('; '),
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
    `The service's clock (docs/design/0025-the-service-clock.md): the SDK's burst of ${clockedRequests} calls ` +
      `(${clockedRequests / quota}× the quota), ${clockedConcurrency} in flight, ${quota} requests per ` +
      `${clockedWindowSeconds}-second window, against a mock whose clock is the client's, or an hour (and 0.4 s) ahead ` +
      `of it or behind it, sending only \`X-RateLimit-*\` (its reset a time of its clock, as the spec says) ` +
      `and its \`Date\`; against the skewed clocks its answers also come 0–150 ms late, each its own delay, out of order. ` +
      `The minimum counts the service's windows, on its clock. Median of ${clockedRepeats} bursts.`,
    table(['service', ...drainColumns, 'requests sent'], clockedRows),
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
