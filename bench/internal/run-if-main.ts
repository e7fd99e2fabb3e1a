import { pathToFileURL } from 'node:url';
import type { BenchResult } from './bench-result';

/** Runs a benchmark file's `run()` and prints its report when the file is executed directly. */
export async function runIfMain(moduleUrl: string, run: () => Promise<BenchResult>): Promise<void> {
  const entry = process.argv[1];
  if (!entry || pathToFileURL(entry).href !== moduleUrl) return;
  const result = await run();
  console.log(`## ${result.title}\n\n${result.markdown}\n`);
  for (const goal of result.goals)
    console.log(`- ${goal.met ? 'met' : 'NOT MET'}: ${goal.goal} (${goal.detail})`);
}
