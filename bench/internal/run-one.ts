// Child process of run-bench-file.ts: runs one benchmark module and sends its result to the parent.
// A process per file keeps one benchmark's JIT state, heap and open handles out of the next one's figures.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { BenchModule, BenchResult } from './bench-result';

/** Message sent to the parent. */
export type RunOneMessage = { ok: true; result: BenchResult } | { ok: false; error: string };

async function main(file: string): Promise<RunOneMessage> {
  try {
    const module = (await import(pathToFileURL(path.resolve(file)).href)) as Partial<BenchModule>;
    if (typeof module.run !== 'function') return { ok: false, error: `${file} exports no run()` };
    return { ok: true, result: await module.run() };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? (error.stack ?? error.message) : String(error) };
  }
}

const message = await main(process.argv[2] ?? '');
process.send?.(message, () => process.exit(0));
