// `pnpm bench`: runs every benchmark (bench/*.bench.ts and packages/*/bench/*.bench.ts), one process
// each, and writes docs/benchmarks.md. `pnpm bench <text>…` runs only the files whose path contains
// one of the texts and prints the report instead of writing it.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findBenchFiles } from './internal/find-bench-files';
import { generateOpenApiTypes } from './internal/generate-openapi-types';
import { describeMachine } from './internal/machine';
import { type FileOutcome, runBenchFile } from './internal/run-bench-file';
import { writeReport } from './internal/write-report';

const root = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
const reportPath = path.join(root, 'docs', 'benchmarks.md');
// Generous: the whole run aims at five minutes; this only stops a benchmark that hangs.
const perFileTimeoutMs = 5 * 60 * 1000;
// Sections come in this order; files not named here come last, by path.
const order = [
  'sdk-call-cost',
  'ky-overhead',
  'sdk-size',
  'rate-limit-drain',
  'fleet-drain',
  'in-process',
  'store-growth',
  'standalone',
  'worlds',
  'test-suite-cost',
  'redact',
];
const rank = (file: string) => {
  const index = order.indexOf(path.basename(file, '.bench.ts'));
  return index === -1 ? order.length : index;
};

const filters = process.argv.slice(2).filter((argument) => argument !== '--');
const started = performance.now();
const machine = describeMachine();

await generateOpenApiTypes(root);
const files = (await findBenchFiles(root))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort((a, b) => rank(a) - rank(b));
const outcomes: FileOutcome[] = [];
for (const file of files) {
  console.error(`[bench] ${file} …`);
  const outcome = await runBenchFile(file, root, perFileTimeoutMs);
  console.error(`[bench] ${file}: ${outcome.error ? 'FAILED' : 'done'} in ${outcome.seconds.toFixed(1)} s`);
  outcomes.push(outcome);
}

const totalSeconds = (performance.now() - started) / 1000;
const report = writeReport(machine, outcomes, totalSeconds);
if (filters.length === 0) {
  await writeFile(reportPath, report);
  console.error(`[bench] wrote ${path.relative(root, reportPath)} in ${totalSeconds.toFixed(0)} s`);
} else {
  console.log(report);
}
for (const outcome of outcomes) {
  for (const goal of outcome.result?.goals ?? []) {
    console.error(`[bench] ${goal.met ? 'met    ' : 'NOT MET'} ${goal.goal}: ${goal.detail}`);
  }
}
if (outcomes.some((outcome) => outcome.error)) process.exitCode = 1;
