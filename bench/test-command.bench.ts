// The README's test command, `pnpm test`, against its goal of five minutes. The command takes
// minutes of both cores, so the benchmark does not run it again: it reads the record that the last
// full run on this machine left (scripts/test.mjs writes `.tmp/test-command.json`), and says which
// commit and when.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './internal/bench-result';
import { table } from './internal/markdown';

/** The goal of the whole command, build included, on a quiet two-core machine. */
const goalSeconds = 300;
const recordFile = fileURLToPath(new URL('../.tmp/test-command.json', import.meta.url));

/** What scripts/test.mjs records of a full run that passed. */
interface TestCommandRecord {
  readonly finishedAt: string;
  readonly commit?: string;
  readonly cores: number;
  readonly seconds: number;
  /** The machine's CPU-seconds over the run, Chromium's included (missing in older records, and where the platform gives no CPU times). */
  readonly cpuSeconds?: number;
  /** The share of the machine's cores busy over the run, 0 to 1. */
  readonly busyShare?: number;
  readonly steps: readonly { step: string; seconds: number }[];
  /** The packages its build step built, and those an earlier run had built from the same files (scripts/test-build.mjs; missing in older records). */
  readonly built?: readonly string[];
  readonly upToDate?: readonly string[];
  readonly passed: number;
  readonly failed: number;
  readonly skipped: number;
  readonly slowest: readonly { project: string; file: string; seconds: number; tests: number }[];
}

const goal = `\`pnpm test\` ≤ ${goalSeconds / 60} min (build included)`;

export async function run(): Promise<BenchResult> {
  let record: TestCommandRecord;
  try {
    record = JSON.parse(readFileSync(recordFile, 'utf8')) as TestCommandRecord;
  } catch {
    const missing = 'no full run recorded on this machine: run `pnpm test` first';
    return { title: 'The test command', markdown: missing, goals: [{ goal, met: false, detail: missing }] };
  }
  const seconds = (value: number) => `${value.toFixed(1)} s`;
  const lastRun = `the last full run on this machine (${record.finishedAt}, commit ${record.commit ?? 'unknown'}, ${record.cores} cores)`;
  const markdown = [
    `Read from ${lastRun}, which \`scripts/test.mjs\` records in \`.tmp/test-command.json\` after every full \`pnpm test\` that passes: ${record.passed} tests passed, ${record.failed} failed, ${record.skipped} skipped.`,
    table(
      ['step', 'time'],
      [
        ...record.steps.map(({ step, seconds: spent }) => [step, seconds(spent)]),
        ['in all', seconds(record.seconds)],
      ],
    ),
    'The build and Vitest start together (`scripts/test.mjs`): the projects that read `dist/` wait for the build (`scripts/wait-for-build.ts`), the others test the sources meanwhile, so the two steps overlap and the whole is less than their sum.',
    ...(record.upToDate === undefined || record.upToDate.length === 0
      ? []
      : [
          `Its build step built ${record.built?.length ?? 0} of ${(record.built?.length ?? 0) + record.upToDate.length} packages: an earlier run had built ${record.upToDate.join(', ')} from the same files. A run that builds everything (CI's, from a fresh clone) has a longer build beside the tests.`,
        ]),
    ...(record.cpuSeconds === undefined
      ? []
      : [
          `The machine's CPU over the run: ${record.cpuSeconds} CPU-seconds, its ${record.cores} cores ${Math.round((record.busyShare ?? 0) * 100)} % busy. At ${record.cores} cores fully busy the run cannot take less than ${seconds(record.cpuSeconds / record.cores)}: the goal asks the tests' work to fit in ${goalSeconds * record.cores} CPU-seconds.`,
        ]),
    'Its ten slowest test files (import, set-up, tests and hooks):',
    table(
      ['file', 'project', 'tests', 'time'],
      record.slowest.map(({ file, project, tests, seconds: spent }) => [
        `\`${file}\``,
        project,
        String(tests),
        seconds(spent),
      ]),
    ),
  ].join('\n\n');
  return {
    title: 'The test command',
    markdown,
    goals: [
      {
        goal,
        met: record.seconds <= goalSeconds,
        detail: `${seconds(record.seconds)}, ${lastRun}${record.upToDate?.length ? `, ${record.upToDate.length} packages not built again` : ''}`,
      },
    ],
  };
}
