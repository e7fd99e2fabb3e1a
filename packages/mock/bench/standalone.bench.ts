// Issue 3 / issue 6 item 5: the standalone server against a bare node:http JSON server (the
// ceiling) and against the same handlers served by @mswjs/http-middleware.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { headerNames } from '@petstore/contract';
import type { BenchResult } from './internal/bench-result';
import { startChild } from './internal/child-server';
import { duration, ratio, table } from './internal/markdown';
import { runIfMain } from './internal/run-if-main';

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
const apiKey = 'bench-key';
const mockOptions = {
  plans: { bench: { perMinute: 1_000_000_000, perDay: 1_000_000_000 } },
  keys: { [apiKey]: 'bench' },
};
const probe = { path: '/pets/1', headers: { [headerNames.apiKey]: apiKey } };
const connections = 16;
const seconds = 4;
const rounds = 2;
const warmupSeconds = 2;

function configFile(): string {
  const file = join(mkdtempSync(join(tmpdir(), 'petstore-bench-')), 'config.json');
  writeFileSync(file, JSON.stringify(mockOptions));
  return file;
}

export async function run(): Promise<BenchResult> {
  const config = configFile();
  const servers = [
    {
      name: 'bare `node:http` JSON server (ceiling)',
      script: join(here, 'internal', 'bare-server.ts'),
      args: [],
    },
    {
      name: 'Pet Store standalone server (`petstore-mock`)',
      script: join(here, '..', 'src', 'cli.ts'),
      args: ['--port', '0', '--config', config],
    },
    {
      name: 'same handlers via `@mswjs/http-middleware`',
      script: join(here, 'internal', 'middleware-server.ts'),
      args: [JSON.stringify(mockOptions)],
    },
  ];
  const running = [];
  try {
    for (const server of servers) {
      running.push({ ...server, child: await startChild(server.script, server.args, probe) });
    }
    const best = new Map<string, AutocannonResult>();
    // Warm up every server (JIT, lazily loaded modules), then alternate rounds between them and
    // keep each server's best round: the one a busy machine disturbed least.
    for (const round of [-1, ...Array.from({ length: rounds }, (_, i) => i)]) {
      for (const { name, child } of running) {
        console.error(`[bench] standalone: ${name}${round < 0 ? ' (warm-up)' : ''}`);
        const url = `${child.url}${probe.path}`;
        const result = await autocannon({
          url,
          connections,
          duration: round < 0 ? warmupSeconds : seconds,
          headers: probe.headers,
        });
        if (result.non2xx > 0 || result.errors > 0)
          throw new Error(`${name}: ${result.non2xx} non-2xx answers`);
        const previous = best.get(name);
        if (round >= 0 && (!previous || result.requests.average > previous.requests.average))
          best.set(name, result);
      }
    }
    const ceiling = best.get(servers[0]!.name)!.requests.average;
    const rows = running.map(({ name, child }) => {
      const result = best.get(name)!;
      return [
        name,
        Math.round(result.requests.average).toLocaleString('en'),
        ratio(result.requests.average / ceiling),
        `${result.latency.p50} ms / ${result.latency.p99} ms`,
        duration(child.startToFirstAnswerMs),
      ];
    });
    const markdown = [
      `\`GET /pets/1\` with an API key, ${connections} connections (autocannon), each server in its own process: ` +
        `${warmupSeconds} s of warm-up, then ${rounds} alternating rounds of ${seconds} s; the best round of each. ` +
        'Start to first answer: from spawning the process to its first answered request, through tsx from ' +
        'the TypeScript sources as `pnpm mock` runs it (the same loader for all three).',
      table(['server', 'requests/s', 'vs ceiling', 'latency p50 / p99', 'start to first answer'], rows),
    ].join('\n\n');
    // The issue asks for these figures against the ceiling; it sets no threshold for them.
    return { title: 'Mock: standalone server', markdown, goals: [] };
  } finally {
    for (const { child } of running) await child.stop();
  }
}

await runIfMain(import.meta.url, run);
