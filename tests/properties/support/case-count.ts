import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';

// Test files run in separate workers; each writes its count here and the global teardown adds up.
const folder = join(import.meta.dirname, '../../../.tmp/property-cases');

interface CaseCount {
  readonly label: string;
  readonly cases: number;
}

/**
 * Runs a property with fast-check, records how many generated cases ran, and throws fast-check's
 * report (seed, counterexample, cause) when it fails.
 */
export async function checkProperty<Ts>(
  label: string,
  property: fc.IAsyncProperty<Ts> | fc.IProperty<Ts>,
  parameters: fc.Parameters<Ts>,
): Promise<void> {
  // A failure found on a megabyte-sized value can take long to shrink; report what is shrunk by then.
  const details = await fc.check(property, { interruptAfterTimeLimit: 120_000, ...parameters });
  await mkdir(folder, { recursive: true });
  const count: CaseCount = { label, cases: details.numRuns };
  await writeFile(join(folder, `${label.replace(/\W+/g, '-')}.json`), JSON.stringify(count));
  if (details.failed) {
    throw new Error(await fc.asyncDefaultReportMessage(details), { cause: details.errorInstance });
  }
  // A property cut short by the time limit proved less than it claims: that is a failure too.
  if (details.interrupted || (parameters.numRuns !== undefined && details.numRuns < parameters.numRuns)) {
    throw new Error(
      `${label}: interrupted after ${details.numRuns} of ${parameters.numRuns ?? 'the planned'} runs (seed ${details.seed})`,
    );
  }
}

/** Forgets the counts of an earlier run. */
export async function clearCaseCounts(): Promise<void> {
  await rm(folder, { recursive: true, force: true });
}

/** The counts recorded in this run, one per property. */
export async function readCaseCounts(): Promise<CaseCount[]> {
  const files = await readdir(folder).catch(() => []);
  return Promise.all(
    files.map(async (file) => JSON.parse(await readFile(join(folder, file), 'utf8')) as CaseCount),
  );
}
