#!/usr/bin/env node
// `pnpm test`: the README's test command and CI's. Makes sure of a Chromium, a Firefox, a WebKitGTK
// with Xvfb and a redis-server, then builds every package once (but a package an earlier run built
// from exactly the files it has now: scripts/test-build.mjs) while it runs every Vitest project: the
// projects that read `dist/` wait for the build (scripts/wait-for-build.ts), the others test the
// sources meanwhile. Then it prints where the time went: each step's seconds (the ten slowest test
// files come just before, from scripts/summary-reporter.ts).
// Arguments go on to Vitest (`pnpm test --project sdk`). A full run (no arguments) is recorded in
// `.tmp/test-command.json` (gitignored), which `pnpm bench` reports against the goal of five
// minutes (bench/test-command.bench.ts).
// Its CPU is read from the machine's counters (`os.cpus()`), not from the processes it waited for:
// Chromium's renderers leave the tree of the process that launched them, so a count of children
// (`time`, `getrusage`) misses about a tenth of the run. The figure includes whatever else runs on
// the machine: it is the run's cost on a quiet machine only.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildPlan, buildRecord } from './test-build.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const vitestArgs = process.argv.slice(2);
const recordDir = join(root, '.tmp');
/** Where the summary reporter leaves the run's counts for this script. */
const countsFile = join(recordDir, `test-counts-${process.pid}.json`);
/** The content keys of the packages the last build step built (scripts/test-build.mjs). */
const stampsFile = join(recordDir, 'build-stamps.json');

/** What the machine must have before any test: each run in turn. */
const setUpSteps = [
  { name: 'Chromium', args: ['scripts/ensure-chromium.mjs'] },
  { name: 'Firefox', args: ['scripts/ensure-firefox.mjs'] },
  { name: 'WebKit', args: ['scripts/ensure-webkit.mjs'] },
  { name: 'redis-server', args: ['scripts/ensure-redis.mjs'] },
];
/** Where the build step says how it ended, for the projects that wait on it (scripts/wait-for-build.ts). */
const buildStatusFile = join(recordDir, `build-status-${process.pid}.json`);
const buildLog = join(recordDir, `build-${process.pid}.log`);

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

/** Runs `command` to its end; resolves with its exit status (1 if it could not start). */
function exitStatus(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, ...options });
    child.once('error', (error) => {
      console.error(`[pnpm test] ${command}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

/**
 * The build step: every package but those an earlier run built from the same files
 * (scripts/test-build.mjs), its output in `buildLog` (printed if it fails, so that it does not
 * run through Vitest's). Ends by writing `buildStatusFile` whole (renamed into place).
 */
async function build() {
  let args = ['run', 'build'];
  let plan;
  try {
    plan = buildPlan(root, stampsFile);
  } catch (error) {
    // Without git (a copy, not a clone) nothing is known to be built: everything is.
    console.error(`[pnpm test] building every package: ${error.message}`);
  }
  if (plan?.upToDate.length > 0) {
    console.log(`[pnpm test] built before from the same files, not built again: ${plan.upToDate.join(', ')}`);
    args = ['-r', ...plan.stale.flatMap((name) => ['--filter', name]), 'build'];
  }
  const log = openSync(buildLog, 'w');
  const status =
    plan?.stale.length === 0 ? 0 : await exitStatus('pnpm', args, { stdio: ['ignore', log, log] });
  closeSync(log);
  if (status !== 0)
    console.error(`[pnpm test] pnpm build failed:\n${readFileSync(buildLog, 'utf8').slice(-8000)}`);
  // Recorded only once the build succeeded, with the keys read before it began: a file changed
  // while it ran makes its package stale for the next run.
  else if (plan) writeFileSync(stampsFile, `${JSON.stringify(buildRecord(root, plan), null, 2)}\n`);
  writeFileSync(
    `${buildStatusFile}.part`,
    JSON.stringify({ ok: status === 0, log: relative(root, buildLog) }),
  );
  renameSync(`${buildStatusFile}.part`, buildStatusFile);
  return { status, built: plan && { built: plan.stale, upToDate: plan.upToDate } };
}

mkdirSync(recordDir, { recursive: true });
rmSync(buildStatusFile, { force: true });
const started = Date.now();
const cpuAtStart = machineCpu();
const spent = [];
let status = 0;
for (const step of setUpSteps) {
  const at = Date.now();
  const result = spawnSync(process.execPath, step.args, { cwd: root, stdio: 'inherit' });
  spent.push({ step: step.name, seconds: (Date.now() - at) / 1000 });
  status = result.status ?? 1;
  if (status !== 0) break;
}
/** The build step's plan: what it built and what was up to date. */
let built;
if (status === 0) {
  // The build and Vitest at once: the projects that test the packages from their sources start
  // while it runs (its declarations' TypeScript programs leave part of the two cores idle), and
  // those that read `dist/` wait for it (scripts/wait-for-build.ts).
  const at = Date.now();
  const building = build().then((outcome) => {
    spent.push({ step: 'build (beside the tests)', seconds: (Date.now() - at) / 1000 });
    return outcome;
  });
  const testing = exitStatus(join(root, 'node_modules/.bin/vitest'), ['run', ...vitestArgs], {
    stdio: 'inherit',
    env: { ...process.env, PETSTORE_TEST_COUNTS: countsFile, PETSTORE_BUILD_STATUS: buildStatusFile },
  }).then((code) => {
    spent.push({ step: 'vitest', seconds: (Date.now() - at) / 1000 });
    return code;
  });
  const [buildOutcome, vitestStatus] = await Promise.all([building, testing]);
  built = buildOutcome.built;
  status = buildOutcome.status || vitestStatus;
  rmSync(buildStatusFile, { force: true });
  if (buildOutcome.status === 0) rmSync(buildLog, { force: true });
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
