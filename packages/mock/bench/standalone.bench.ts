// The standalone server (the built `petstore-mock` bin, run by plain node as users run it) against a
// bare node:http JSON server in the same run (the ceiling), and against the same handlers served by
// @mswjs/http-middleware: start to first answer, requests per second at 16 connections, latency.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerNames } from '@petstore/contract';
import type { BenchResult } from '../../../bench/internal/bench-result';
import { type ChildServer, startChild } from '../../../bench/internal/child-server';
import { readSelfTime, type SelfTime } from '../../../bench/internal/cpu-profile';
import { duration, table, times } from '../../../bench/internal/markdown';
import { runIfMain } from '../../../bench/internal/run-if-main';
import { spread } from '../../../bench/internal/stats';

interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers: Record<string, string>;
}) => Promise<AutocannonResult>;

// autocannon ships no types; this is the part of its API used here.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const here = import.meta.dirname;
const internal = join(here, '..', '..', '..', 'bench', 'internal');
const apiKey = 'bench-key';
const mockOptions = {
  plans: { bench: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'bench' },
};
const headers = { [headerNames.apiKey]: apiKey };
const probe = { path: '/pets/1', headers };
/** A deprecated operation (its `Deprecation`, `Sunset` and `Link` headers) and a current one. */
const paths = ['/pets/1', '/categories/1'];
const connections = 16;
const seconds = 4;
const rounds = 3;
const warmupSeconds = 2;
const starts = 7;
const goals = { firstAnswerMs: 500, throughput: 0.6 };

function configFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'petstore-bench-')), 'config.json');
  writeFileSync(file, JSON.stringify(mockOptions));
  return file;
}

// Where a sample of the bin's profile belongs: native frames have no URL, Node's own are `node:…`,
// and everything of the mock (its pipeline, zod, the store) is bundled into dist/cli.js.
function areaOf({ functionName, url }: { functionName: string; url: string }): string {
  if (functionName === '(idle)') return 'idle (waiting on the sockets)';
  if (functionName === '(garbage collector)') return 'garbage collection';
  if (url === '') return 'native: socket writes (`writev`) and other system calls';
  if (url.startsWith('node:')) return "Node's HTTP layer and streams (JavaScript)";
  if (url.endsWith('/dist/cli.js'))
    return 'the mock: routing, rate limit, zod, store, journal, writing the answer';
  return 'other';
}

/** A CPU profile of the bin under the same load, read into shares of self time. */
async function profileBin(server: { script: string; args: string[] }): Promise<SelfTime> {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-profile-'));
  try {
    const child = await startChild(server.script, server.args, probe, [
      '--cpu-prof',
      `--cpu-prof-dir=${dir}`,
    ]);
    try {
      await autocannon({
        url: `${child.url}${probe.path}`,
        connections,
        duration: seconds,
        headers: probe.headers,
      });
    } finally {
      // The bin exits on SIGTERM; node writes the profile as it exits.
      await child.stop();
    }
    return await readSelfTime(dir, areaOf);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;

/** Median start to first answer over several fresh processes: one start on a busy machine says little. */
async function medianStart(server: { script: string; args: string[] }): Promise<number> {
  const durations: number[] = [];
  for (let i = 0; i < starts; i += 1) {
    const child = await startChild(server.script, server.args, probe);
    durations.push(child.startToFirstAnswerMs);
    await child.stop();
  }
  return spread(durations).median;
}

export async function run(): Promise<BenchResult> {
  // The bin runs the build, as installed users run it: bring it up to date first.
  console.error('[bench] standalone: building @petstore/mock and its dependencies');
  execFileSync('pnpm', ['--filter', '@petstore/mock...', 'build'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const config = configFile();
  const servers = [
    { name: 'bare `node:http` JSON server (ceiling)', script: join(internal, 'bare-server.mjs'), args: [] },
    {
      name: 'Pet Store standalone server (`petstore-mock` bin)',
      script: join(here, '..', 'bin', 'petstore-mock.js'),
      args: ['--port', '0', '--config', config],
    },
    {
      name: 'same handlers via `@mswjs/http-middleware` (tsx)',
      script: join(internal, 'middleware-server.ts'),
      args: [JSON.stringify(mockOptions)],
    },
  ];
  const startMs = new Map<string, number>();
  for (const server of servers.slice(0, 2)) startMs.set(server.name, await medianStart(server));
  const running: ((typeof servers)[number] & { child: ChildServer })[] = [];
  try {
    for (const server of servers)
      running.push({ ...server, child: await startChild(server.script, server.args, probe) });
    // Per path and server, the result of each round.
    const results = new Map<string, AutocannonResult[]>();
    const keyOf = (path: string, name: string) => `${path} ${name}`;
    // Warm up every server (JIT, lazily loaded modules), then alternate rounds between them, so
    // that a busy phase of the machine hits all of them; the ratio is taken round by round.
    for (const path of paths) {
      for (const round of [-1, ...Array.from({ length: rounds }, (_, i) => i)]) {
        for (const { name, child } of running) {
          console.error(`[bench] standalone: ${path} ${name}${round < 0 ? ' (warm-up)' : ''}`);
          const result = await autocannon({
            url: `${child.url}${path}`,
            connections,
            duration: round < 0 ? warmupSeconds : seconds,
            headers,
          });
          if (result.non2xx > 0 || result.errors > 0)
            throw new Error(`${name}: ${result.non2xx} non-2xx answers on ${path}`);
          if (round >= 0) results.set(keyOf(path, name), [...(results.get(keyOf(path, name)) ?? []), result]);
        }
      }
    }
    console.error('[bench] standalone: profiling the bin');
    const profile = await profileBin(servers[1]!);
    const perRound = (path: string, name: string) =>
      results.get(keyOf(path, name))!.map((result) => result.requests.average);
    const median = (path: string, name: string) => spread(perRound(path, name)).median;
    const ratioOf = (path: string, name: string) => {
      const ceiling = perRound(path, servers[0]!.name);
      return spread(perRound(path, name).map((value, round) => value / ceiling[round]!));
    };
    const rows = paths.flatMap((path) =>
      running.map(({ name, child }) => {
        const latency = results.get(keyOf(path, name))!;
        return [
          `\`GET ${path}\``,
          name,
          Math.round(median(path, name)).toLocaleString('en'),
          times(ratioOf(path, name).median),
          `${spread(latency.map((r) => r.latency.p50)).median} ms / ${spread(latency.map((r) => r.latency.p99)).median} ms`,
          duration(startMs.get(name) ?? child.startToFirstAnswerMs),
        ];
      }),
    );
    const bin = servers[1]!.name;
    const markdown = [
      `\`GET /pets/1\` (a deprecated operation: \`Deprecation\`, \`Sunset\` and \`Link\` besides) and \`GET /categories/1\` with an API key ` +
        '(every rule applied: route, key, rate limit, validation, store, journal), against a bare `node:http` server answering ' +
        'the same record as soon as the head is read, as most servers do (the ceiling), ' +
        `${connections} connections (autocannon), each server in its own process: ${warmupSeconds} s of warm-up, then ` +
        `${rounds} alternating rounds of ${seconds} s; medians over the rounds, the ratio to the ceiling taken round by round. ` +
        `Start to first answer: from spawning \`node\` to the first answered request, the median of ${starts} fresh starts ` +
        '(the bare server and the built bin by plain `node`; the middleware through tsx from the sources, started once).',
      table(
        ['request', 'server', 'requests/s', 'vs ceiling', 'latency p50 / p99', 'start to first answer'],
        rows,
      ),
      `Where the bin's time goes: a CPU profile (\`node --cpu-prof\`) of the built bin under the same load for ${seconds} s, its self time by area and its largest frames.`,
      table(
        ['area', 'self time'],
        profile.areas.map(({ name, share }) => [name, percent(share)]),
      ),
      table(
        ['frame', 'self time'],
        profile.frames.slice(0, 8).map(({ name, share }) => [`\`${name}\``, percent(share)]),
      ),
      'Findings: the socket writes are the floor every server here pays (the bare server pays them for every answer too). ' +
        'The bin once built a Fetch `Request` (with its `Headers` and `AbortSignal`) of every incoming message and a `Response` of every answer, ' +
        "and those were the largest part of the mock's own time. The mock now reads the incoming message in place and answers with " +
        "status, headers and text. What was left was copying: the answer's dozen headers were copied into a new object at each step " +
        '(rate-limit, JSON, CORS, `Content-Length`) and handed to node:http as an object; they are now made once per answer and ' +
        'written as one flat raw list after the CORS pairs built at start-up, which took the CPU of an answer from 36 to 23 µs ' +
        '(the bare server: 11 µs). Fewer writes bought nothing measurable: head and text already leave in one `writev`. ' +
        'A second pass, against a bare server that answers at the head: parameters were checked through a zod context ' +
        '(`reportInput`), which zod copies on every call into an object twenty times slower to read than the parse itself; ' +
        "the journal's entries were built and redacted as each request was answered; each kept `crypto.randomUUID()` id is, in V8, " +
        'a tree of concatenated pieces that the collector copied through the young generation and marked until 10,000 newer ' +
        'requests pushed it out (3 µs per request, more than the rest of the answer); every step of a read was a promise. Now ' +
        'parameters are parsed without a context (with it only to word a refusal), the journal keeps raw columns and one copy ' +
        'per key and redacts when read, ids are one flat string, the URL is parsed only for a target that is not plain, and a ' +
        'read of a record runs without a promise per step (docs/design/0022-mock-internals.md).',
    ].join('\n\n');
    return {
      title: 'Mock: standalone server',
      markdown,
      goals: [
        {
          goal: `\`petstore-mock\` first answer ≤ ${goals.firstAnswerMs} ms`,
          met: startMs.get(bin)! <= goals.firstAnswerMs,
          detail: `${duration(startMs.get(bin)!)} (bare node:http ${duration(startMs.get(servers[0]!.name)!)})`,
        },
        ...paths.map((path) => ({
          goal: `\`petstore-mock\` requests/s at ${connections} connections ≥ ${goals.throughput}× bare node:http, \`GET ${path}\``,
          met: ratioOf(path, bin).median >= goals.throughput,
          detail: `${times(ratioOf(path, bin).median)} (${Math.round(median(path, bin))} vs ${Math.round(median(path, servers[0]!.name))} req/s)`,
        })),
      ],
    };
  } finally {
    for (const { child } of running) await child.stop();
  }
}

await runIfMain(import.meta.url, run);
