// Many processes, one key: 1, 4 and 16 worker processes (each its own PetStore client, 2 calls in
// flight) share a burst of 6× the quota against the standalone mock with a compressed plan; each
// client keeps its own in-memory store, or all share one Redis (@petstore/rate-limit-redis).
// Counts come from the mock's journal; docs/many-processes.md explains the store.

import { cpus, loadavg } from 'node:os';
import { rateLimitPolicy } from '@petstore/contract';
import { startPetStoreServer } from '@petstore/mock/node';
import { redisRateLimitStore } from '@petstore/rate-limit-redis';
import { inMemoryRateLimitStore } from '@petstore/sdk';
import { Redis } from 'ioredis';
import { workerBundle } from '../tests/fleet/support/build-worker';
import { runFleet, startWorker } from '../tests/fleet/support/fleet';
import { journalCounts } from '../tests/fleet/support/journal-counts';
import { startRedisServer } from '../tests/fleet/support/redis-server';
import type { BenchResult, GoalResult } from './internal/bench-result';
import { drainColumns } from './internal/drain';
import { duration, ratio, table } from './internal/markdown';
import { storeCallCost } from './internal/store-call-cost';

const apiKey = 'fleet-key';
const quota = 20;
const windowMs = 1000;
const totalCalls = 6 * quota;
const concurrency = 2;
const sizes = [1, 4, 16];
const nextWindow = (now: number) => (Math.floor(now / windowMs) + 1) * windowMs + 5;
const ban = {
  after429s: rateLimitPolicy.banAfter429s,
  seconds: (rateLimitPolicy.banSeconds * windowMs) / 60_000,
};

interface Row {
  readonly size: number;
  readonly store: string;
  readonly totalMs: number;
  readonly minimumMs: number;
  readonly counts: ReturnType<typeof journalCounts>;
  readonly lost: number;
  /** Processes whose store fell back to their own gate at least once. */
  readonly fellBack: number;
}

/** Clocks of the members of the skew run, off the true time by these. @unit milliseconds */
const skews = [3_000, -3_000, 0];
const skewCalls = 30;

/** Waits until `ready()` holds, checking every 10 ms. */
async function until(ready: () => boolean): Promise<void> {
  while (!ready()) await new Promise((resolve) => setTimeout(resolve, 10));
}

export async function run(): Promise<BenchResult> {
  const load = loadavg()[0]!;
  const bundle = await workerBundle();
  const redis = await startRedisServer();
  const admin = new Redis(redis.url);
  // Redis is killed on purpose in the outage run; the admin connection reconnects by itself.
  admin.on('error', () => {});
  const server = await startPetStoreServer({
    port: 0,
    plans: { fleet: { perMinute: quota, perDay: 1_000_000 } },
    keys: { [apiKey]: 'fleet' },
    windows: { minuteSeconds: windowMs / 1000 },
    ban,
    fixture: { categories: [{ id: 1, name: 'Dogs' }] },
  });
  const rows: Row[] = [];
  try {
    for (const size of sizes) {
      for (const store of ['per-process (in-memory)', 'Redis'] as const) {
        console.error(`[bench] fleet drain: ${size} processes, ${store}`);
        server.mock.reset();
        server.mock.journal.clear();
        await admin.flushall();
        const calls = Math.ceil(totalCalls / size);
        const task = {
          baseUrl: server.url,
          apiKey,
          calls,
          concurrency,
          ...(store === 'Redis' && { redisUrl: redis.url }),
        };
        // Starts on a window boundary, like the single-client drain, so every run has a full quota.
        const { reports, startedAt: startAt } = await runFleet(bundle, size, task, nextWindow);
        const sent = calls * size;
        const lastWindowStart = (Math.floor(startAt / windowMs) + Math.ceil(sent / quota) - 1) * windowMs;
        rows.push({
          size,
          store,
          totalMs: Math.max(...reports.map((report) => report.finishedAt)) - startAt,
          minimumMs: lastWindowStart - startAt,
          counts: journalCounts(server.mock.journal.entries, windowMs),
          lost: reports.reduce((sum, report) => sum + report.lost, 0),
          fellBack: reports.filter((report) => report.warnings.length > 0).length,
        });
      }
    }
    // The outage: 16 processes on Redis, which is killed once the fleet has shared its first window.
    console.error('[bench] fleet drain: 16 processes, Redis killed after the first window');
    server.mock.reset();
    server.mock.journal.clear();
    await admin.flushall();
    const outageCalls = Math.ceil(totalCalls / 16);
    const outageRun = runFleet(
      bundle,
      16,
      { baseUrl: server.url, apiKey, calls: outageCalls, concurrency, redisUrl: redis.url },
      nextWindow,
    );
    await until(() => server.mock.journal.entries.length >= quota);
    await redis.kill();
    const outage = await outageRun;
    await redis.restart();
    const outageStart = outage.startedAt;
    rows.push({
      size: 16,
      store: 'Redis, killed after the first window',
      totalMs: Math.max(...outage.reports.map((report) => report.finishedAt)) - outageStart,
      minimumMs:
        (Math.floor(outageStart / windowMs) + Math.ceil((outageCalls * 16) / quota) - 1) * windowMs -
        outageStart,
      counts: journalCounts(server.mock.journal.entries, windowMs),
      lost: outage.reports.reduce((sum, report) => sum + report.lost, 0),
      fellBack: outage.reports.filter((report) => report.warnings.length > 0).length,
    });
    // The skew: three processes on Redis whose clocks are 3 s apart.
    console.error('[bench] fleet drain: 3 processes on Redis, clocks +3 s, −3 s and true');
    server.mock.reset();
    server.mock.journal.clear();
    await admin.flushall();
    const skewed = skews.map((clockSkewMs) =>
      startWorker(bundle, {
        baseUrl: server.url,
        apiKey,
        calls: skewCalls,
        concurrency,
        redisUrl: redis.url,
        clockSkewMs,
      }),
    );
    await Promise.all(skewed.map((worker) => worker.ready));
    const skewStart = nextWindow(Date.now());
    for (const worker of skewed) worker.start(skewStart);
    const skewReports = await Promise.all(skewed.map((worker) => worker.report));
    const contested = Math.min(...skewReports.map((report) => report.finishedAt));
    const skewCounts = skewReports.map(
      (report) => report.answeredAt.filter((time) => time > skewStart + windowMs && time <= contested).length,
    );
    const skewShares = skewCounts.map((count) => count / skewCounts.reduce((sum, each) => sum + each, 0));
    const shared = redisRateLimitStore({ url: redis.url });
    await storeCallCost(shared, 200); // warm-up: connection, script load, JIT
    const redisCost = await storeCallCost(shared, 3000);
    await shared.close();
    const memoryCost = await storeCallCost(inMemoryRateLimitStore(), 3000);
    return report(rows, skewShares, redisCost, memoryCost, load);
  } finally {
    await server.close();
    await admin.quit();
    await redis.stop();
  }
}

function report(
  rows: readonly Row[],
  skewShares: readonly number[],
  redisCost: { acquire: number; release: number },
  memoryCost: { acquire: number; release: number },
  load: number,
): BenchResult {
  const worst = rows.find((row) => row.size === 16 && row.store === 'Redis')!;
  const outage = rows.find((row) => row.store.startsWith('Redis, killed'))!;
  const fairest = Math.max(...skewShares.map((share) => Math.abs(share * skews.length - 1)));
  const goals: GoalResult[] = [
    {
      goal: 'Fleet of 16 on Redis: total time ≤ 1.15× the theoretical minimum',
      met: worst.totalMs <= 1.15 * worst.minimumMs,
      detail: `${ratio(worst.totalMs, worst.minimumMs)} (${duration(worst.totalMs)} vs ${duration(worst.minimumMs)})`,
    },
    {
      goal: 'Fleet of 16 on Redis: ≤ 1 429 per window',
      met: worst.counts.maxTooManyPerWindow <= 1,
      detail: `at most ${worst.counts.maxTooManyPerWindow} in one window, ${worst.counts.tooMany} in all`,
    },
    {
      goal: 'Fleet of 16 on Redis: 0 bans, 0 lost calls',
      met: worst.counts.banned === 0 && worst.lost === 0,
      detail: `${worst.counts.banned} refused as banned, ${worst.lost} calls lost`,
    },
    {
      goal: 'Fleet of 16, Redis down: ≤ 5 429s in any window, never banned',
      met: outage.counts.maxTooManyPerWindow <= 5 && outage.counts.banned === 0,
      detail: `at most ${outage.counts.maxTooManyPerWindow} in one window, ${outage.counts.banned} refused as banned, ${ratio(outage.totalMs, outage.minimumMs)} the minimum`,
    },
    {
      goal: 'Clocks ±3 s apart: no member’s share more than 20 % from a fair split',
      met: fairest <= 0.2,
      detail: `shares ${skewShares.map((share) => `${(share * 100).toFixed(0)} %`).join(' / ')} (fair: ${(100 / skews.length).toFixed(0)} %), furthest ${(fairest * 100).toFixed(0)} % off`,
    },
  ];
  const markdown = [
    `${totalCalls} GET calls (6× the quota, rounded up to a whole number per process) split over 1, 4 and 16 Node processes, ` +
      `each with its own \`PetStore\` client (default options) and ${concurrency} calls in flight, against the standalone mock over loopback ` +
      `with a plan compressed to ${quota} requests per ${windowMs / 1000}-second window and the ban compressed by the same factor ` +
      `(${ban.after429s} 429s in a window → banned for ${ban.seconds} s). Every run starts on a window boundary with a fresh mock; ` +
      "the theoretical minimum is the start of the window in which the last call can be answered. One run per row; counts from the mock's journal. " +
      `Every process needs the CPU at each window start, so the times depend on a quiet machine (1-minute load average ${load.toFixed(1)} on ${cpus().length} cores when this run began).`,
    table(
      ['processes', 'store', ...drainColumns, 'processes that fell back'],
      rows.map((row) => [
        String(row.size),
        row.store,
        duration(row.totalMs),
        ratio(row.totalMs, row.minimumMs),
        String(row.counts.tooMany),
        String(row.counts.maxTooManyPerWindow),
        String(row.counts.banned),
        String(row.lost),
        String(row.fellBack),
      ]),
    ),
    `The last row: the same 16 processes on Redis, which is killed (\`SIGKILL\`) once the fleet has shared its first window and stays down for the rest of the burst; ` +
      'each member then paces itself on what it learned from Redis (docs/many-processes.md, "When Redis is down").',
    `Clocks: ${skews.length} processes on Redis whose \`Date.now\` is off by ${skews.map((skew) => `${skew > 0 ? '+' : ''}${skew / 1000} s`).join(', ')}, ` +
      `${skewCalls} calls each; each one's share of the answers from the second window until the first of them finished: ` +
      `${skewShares.map((share, index) => `${skews[index]! > 0 ? '+' : ''}${skews[index]! / 1000} s → ${(share * 100).toFixed(0)} %`).join(', ')} (a fair split: ${(100 / skews.length).toFixed(0)} % each).`,
    'What a store adds to one attempt on loopback (sequential, mean of 3,000): taking a turn is awaited before the request goes; ' +
      'giving it back is sent when the answer arrives and not awaited by the call.',
    table(
      ['store', 'take a turn (awaited)', 'give it back (not awaited)'],
      [
        ['in-memory (default)', duration(memoryCost.acquire), duration(memoryCost.release)],
        ['Redis (one script run each)', duration(redisCost.acquire), duration(redisCost.release)],
      ],
    ),
  ].join('\n\n');
  return { title: 'Fleet drain: many processes, one key', markdown, goals };
}
