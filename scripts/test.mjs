#!/usr/bin/env node
// `pnpm test`: the README's test command and CI's. Makes sure of a Chromium, a Firefox, a WebKitGTK
// with Xvfb and a redis-server, builds every package once (but a package an earlier run built from
// exactly the files it has now: scripts/test-build.mjs), runs every Vitest project, then prints
// where the time went: each step's seconds (the ten slowest test files come just before, from
// scripts/summary-reporter.ts).
// Arguments go on to Vitest (`pnpm test --project sdk`). A full run (no arguments) is recorded in
// `.tmp/test-command.json` (gitignored), which `pnpm bench` reports against the goal of five
// minutes (bench/test-command.bench.ts).
// Its CPU is read from the machine's counters (`os.cpus()`), not from the processes it waited for:
// Chromium's renderers leave the tree of the process that launched them, so a count of children
// (`time`, `getrusage`) misses about a tenth of the run. The figure includes whatever else runs on
// the machine: it is the run's cost on a quiet machine only.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlan, buildRecord } from './test-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = process.argv.slice(2);
const recordDir = join(root, '.tmp');
/** Where the summary reporter leaves the run's counts for this script. */
const countsFile = join(recordDir, `test-counts-${process.pid}.json`);
/** The content keys of the packages the last build step built (scripts/test-build.mjs). */
const stampsFile = join(recordDir, 'build-stamps.json');

const steps = [
  { name: 'Chromium', command: process.execPath, args: ['scripts/ensure-chromium.mjs'] },
  { name: 'Firefox', command: process.execPath, args: ['scripts/ensure-firefox.mjs'] },
  { name: 'WebKit', command: process.execPath, args: ['scripts/ensure-webkit.mjs'] },
  { name: 'redis-server', command: process.execPath, args: ['scripts/ensure-redis.mjs'] },
  { name: 'build', command: 'pnpm', args: ['run', 'build'], plan: true },
  { name: 'vitest', command: join(root, 'node_modules/.bin/vitest'), args: ['run', ...vitestArgs] },
];

/** The machine's busy and idle CPU time so far, in seconds, over all its cores. */
function machineCpu() {
  let busy = 0;
  let idle = 0;
  for (const { times } of cpus()) {
    busy += times.user + times.nice + times.sys + times.irq;
    idle += times.idle;
  }
  return { busy: busy / 1000, idle: idle / 1000 };
}

mkdirSync(recordDir, { recursive: true });
const started = Date.now();
const cpuAtStart = machineCpu();
const spent = [];
let status = 0;
/** The build step's plan: what it built and what was up to date. */
let built;
for (const step of steps) {
  const at = Date.now();
  let args = step.args;
  let plan;
  if (step.plan) {
    try {
      plan = buildPlan(root, stampsFile);
    } catch (error) {
      // Without git (a copy, not a clone) nothing is known to be built: everything is.
      console.error(`[pnpm test] building every package: ${error.message}`);
    }
  }
  if (plan) {
    built = { built: plan.stale, upToDate: plan.upToDate };
    if (plan.upToDate.length > 0)
      console.log(
        `[pnpm test] built before from the same files, not built again: ${plan.upToDate.join(', ')}`,
      );
    if (plan.upToDate.length > 0) args = ['-r', ...plan.stale.flatMap((name) => ['--filter', name]), 'build'];
  }
  const result =
    plan?.stale.length === 0
      ? { status: 0 }
      : spawnSync(step.command, args, {
          cwd: root,
          stdio: 'inherit',
          env: { ...process.env, PETSTORE_TEST_COUNTS: countsFile },
        });
  spent.push({ step: step.name, seconds: (Date.now() - at) / 1000 });
  status = result.status ?? 1;
  if (result.error) console.error(`[pnpm test] ${step.name}: ${result.error.message}`);
  // Recorded only once the build succeeded, with the keys read before it began: a file changed
  // while it ran makes its package stale for the next run.
  if (plan && status === 0)
    writeFileSync(stampsFile, `${JSON.stringify(buildRecord(root, plan), null, 2)}\n`);
  if (status !== 0) break;
}
const seconds = (Date.now() - started) / 1000;
const cpuAtEnd = machineCpu();
const cpuSeconds = cpuAtEnd.busy - cpuAtStart.busy;
const cpuTotal = cpuSeconds + cpuAtEnd.idle - cpuAtStart.idle;
// A platform that gives no CPU times (`os.cpus()` empty or all zeros) gets no CPU figure.
const busyShare = cpuTotal > 0 ? cpuSeconds / cpuTotal : undefined;
const cpuLine =
  busyShare === undefined
    ? ''
    : `; the machine's CPU ${Math.round(cpuSeconds)} s, its ${availableParallelism()} cores ${Math.round(busyShare * 100)} % busy`;
console.log(
  `\n[pnpm test] ${spent.map(({ step, seconds }) => `${step} ${seconds.toFixed(1)} s`).join(', ')}: ${seconds.toFixed(1)} s in all${cpuLine}`,
);

let counts;
try {
  counts = JSON.parse(readFileSync(countsFile, 'utf8'));
  rmSync(countsFile);
} catch {
  // Vitest did not get to its end.
}
// The line CI reads stays the last one: after the properties' count of cases and the times above.
if (counts) console.log(`\n${counts.line}`);
if (vitestArgs.length === 0 && status === 0 && counts) {
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  writeFileSync(
    join(recordDir, 'test-command.json'),
    `${JSON.stringify(
      {
        finishedAt: new Date().toISOString(),
        commit: commit.stdout?.trim() || undefined,
        cores: availableParallelism(),
        seconds,
        ...(busyShare === undefined
          ? {}
          : { cpuSeconds: Math.round(cpuSeconds), busyShare: Math.round(busyShare * 100) / 100 }),
        steps: spent,
        ...built,
        ...counts,
      },
      null,
      2,
    )}\n`,
  );
}
process.exit(status);
