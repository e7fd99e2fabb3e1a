// Worlds of the standalone mock (docs/design/0027-worlds.md): what creating one costs (time, and
// memory per world), the server's requests/s with 16 worlds in use against one, and whether 1,000
// worlds created and dropped leave the memory where it was.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { headerNames } from '@petstore/contract';
import type { BenchResult } from '../../../bench/internal/bench-result';
import { startChild } from '../../../bench/internal/child-server';
import { durationSpread, kilobytes, table, times } from '../../../bench/internal/markdown';
import { runIfMain } from '../../../bench/internal/run-if-main';
import { spread } from '../../../bench/internal/stats';
import { startPetStoreServer } from '../src/node';

interface AutocannonResult {
  requests: { average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
  requests?: { path: string; headers?: Record<string, string> }[];
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

// The collector, to read the heap as the live objects leave it.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const apiKey = 'bench-key';
const mockOptions = {
  plans: { bench: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'bench' },
};
const headers = { [headerNames.apiKey]: apiKey };
const created = 200;
const churn = 1_000;
const worldsInUse = 16;
const connections = 16;
const seconds = 4;
const rounds = 3;
// A world's memory left behind by each of 1,000 would show as a share of what they held alive.
const goals = { throughput: 0.9, churnShare: 0.01 };

function heapAfterGc(): number {
  for (let i = 0; i < 3; i += 1) gc();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Creation time (each `POST /__admin/worlds` over HTTP) and heap per world held, then the churn. */
async function createAndChurn() {
  const server = await startPetStoreServer({ port: 0, ...mockOptions, maxWorlds: churn });
  const admin = `${server.url}/__admin/worlds`;
  const create = async () => (await (await fetch(admin, { method: 'POST' })).json()) as { id: string };
  const drop = (id: string) =>
    fetch(`${admin}/${id}`, { method: 'DELETE' }).then((answer) => answer.body?.cancel());
  try {
    // Warm up: the first worlds load the code paths and the HTTP client.
    for (let i = 0; i < 20; i += 1) await drop((await create()).id);
    const before = heapAfterGc();
    const times: number[] = [];
    const ids: string[] = [];
    for (let i = 0; i < created; i += 1) {
      const started = performance.now();
      ids.push((await create()).id);
      times.push(performance.now() - started);
    }
    // Each world answers once, so that its store has loaded (it loads on the first request).
    for (const id of ids) await (await fetch(`${server.url}/worlds/${id}/pets/1`, { headers })).arrayBuffer();
    const perWorld = (heapAfterGc() - before) / created;
    for (const id of ids) await drop(id);
    // Batches of 100 at once, the first five before the heap is read: the HTTP client keeps the
    // connections it opened for them and the code warms up, and those are not the worlds' memory
    // (2,000 plain control calls grow the heap by about as much as the first 1,000 worlds do).
    const batch = async () => {
      const batchIds = await Promise.all(Array.from({ length: 100 }, create));
      await Promise.all(batchIds.map(({ id }) => drop(id)));
    };
    for (let i = 0; i < 5; i += 1) await batch();
    const settled = heapAfterGc();
    for (let i = 0; i < churn / 100; i += 1) await batch();
    const afterChurn = heapAfterGc();
    return { creation: spread(times), perWorld, churnDelta: afterChurn - settled };
  } finally {
    await server.close();
  }
}

/** Requests/s of the server (its own process) with every request to one world, and spread over 16. */
async function throughput() {
  const config = join(mkdtempSync(join(tmpdir(), 'petstore-bench-')), 'config.json');
  writeFileSync(config, JSON.stringify(mockOptions));
  const cli = join(import.meta.dirname, '..', 'src', 'cli.ts');
  const child = await startChild(cli, ['--port', '0', '--config', config], { path: '/pets/1', headers });
  try {
    const worlds: string[] = [];
    for (let i = 0; i < worldsInUse; i += 1) {
      const answer = await fetch(`${child.url}/__admin/worlds`, { method: 'POST' });
      worlds.push(((await answer.json()) as { id: string }).id);
    }
    const subjects = {
      'default world (no selector)': [{ path: '/pets/1' }],
      'one world, by path': [{ path: `/worlds/${worlds[0]}/pets/1` }],
      [`${worldsInUse} worlds, by path`]: worlds.map((id) => ({ path: `/worlds/${id}/pets/1` })),
      [`${worldsInUse} worlds, by header`]: worlds.map((id) => ({
        path: '/pets/1',
        headers: { ...headers, 'Petstore-World': id },
      })),
    };
    const results = new Map<string, number[]>();
    // Warm-up, then alternating rounds, so that a busy phase of the machine hits every subject.
    for (const round of [-1, ...Array.from({ length: rounds }, (_, i) => i)]) {
      for (const [name, requests] of Object.entries(subjects)) {
        console.error(`[bench] worlds: ${name}${round < 0 ? ' (warm-up)' : ''}`);
        const result = await autocannon({
          url: child.url,
          connections,
          duration: round < 0 ? 2 : seconds,
          headers,
          requests,
        });
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
        if (round >= 0) results.set(name, [...(results.get(name) ?? []), result.requests.average]);
      }
    }
    return results;
  } finally {
    await child.stop();
  }
}

export async function run(): Promise<BenchResult> {
  const { creation, perWorld, churnDelta } = await createAndChurn();
  const results = await throughput();
  const one = results.get('one world, by path') as number[];
  const ratios = (name: string) =>
    spread((results.get(name) as number[]).map((value, round) => value / (one[round] as number)));
  const spreadBy = `${worldsInUse} worlds, by path`;
  const spreadRatio = ratios(spreadBy).median;
  const markdown = [
    `Creating a world at the server's own seed (\`POST /__admin/worlds\` over HTTP, ${created} in a row; its dataset is the server's, shared until it changes), ` +
      `the heap each held world takes once it has answered a request (heap and external memory after a full collection, divided by ${created}), ` +
      `and the heap after ${churn.toLocaleString('en')} worlds created and dropped (in batches of 100 at once, after five such batches to warm up) against before them.`,
    table(
      ['measure', 'value'],
      [
        ['create a world, median (min–max)', durationSpread(creation)],
        ['memory per world held', kilobytes(perWorld)],
        [
          `heap after ${churn.toLocaleString('en')} worlds created and dropped, vs before`,
          `${churnDelta >= 0 ? '+' : ''}${kilobytes(churnDelta)}`,
        ],
      ],
    ),
    `Requests/s of the standalone server (from the sources through tsx, its own process) at ${connections} connections (autocannon), \`GET /pets/1\` with a key: ` +
      `every request to one world, against requests spread over ${worldsInUse} worlds in turn (each connection cycles through them), ` +
      `by base URL and by the \`Petstore-World\` header; 2 s of warm-up, then ${rounds} alternating rounds of ${seconds} s, medians, the ratio to one world taken round by round.`,
    table(
      ['requests to', 'requests/s', 'vs one world'],
      [...results.keys()].map((name) => [
        name,
        Math.round(spread(results.get(name) as number[]).median).toLocaleString('en'),
        times(ratios(name).median),
      ]),
    ),
  ].join('\n\n');
  return {
    title: 'Mock: worlds',
    markdown,
    goals: [
      {
        goal: `requests/s with ${worldsInUse} worlds in use ≥ ${goals.throughput}× one world`,
        met: spreadRatio >= goals.throughput,
        detail: `${times(spreadRatio)}`,
      },
      {
        goal: `${churn.toLocaleString('en')} worlds created and dropped leave the heap where it was (within ${goals.churnShare * 100} % of what they held alive)`,
        met: churnDelta <= goals.churnShare * churn * perWorld,
        detail: `${churnDelta >= 0 ? '+' : ''}${kilobytes(churnDelta)}, against ${kilobytes(churn * perWorld)} held by ${churn.toLocaleString('en')} worlds alive`,
      },
    ],
  };
}

await runIfMain(import.meta.url, run);
