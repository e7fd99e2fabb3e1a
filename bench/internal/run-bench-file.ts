import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { BenchResult } from './bench-result';
import type { RunOneMessage } from './run-one';

const runOne = fileURLToPath(new URL('./run-one.ts', import.meta.url));

/** The outcome of one benchmark file. */
export interface FileOutcome {
  readonly file: string;
  readonly seconds: number;
  readonly result?: BenchResult;
  readonly error?: string;
}

/**
 * Runs one `*.bench.ts` in its own Node process (with the workspace's source condition and tsx),
 * killing it after `timeoutMs`. A failure becomes an outcome with `error`, never a thrown error,
 * so one broken benchmark does not cost the figures of the others.
 */
export function runBenchFile(file: string, cwd: string, timeoutMs: number): Promise<FileOutcome> {
  const started = performance.now();
  const seconds = () => (performance.now() - started) / 1000;
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--conditions=@petstore/source', '--import', 'tsx', runOne, file],
      {
        cwd,
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    let message: RunOneMessage | undefined;
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('message', (received) => {
      message = received as RunOneMessage;
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (message?.ok) resolve({ file, seconds: seconds(), result: message.result });
      else if (message) resolve({ file, seconds: seconds(), error: message.error });
      else if (signal === 'SIGKILL')
        resolve({ file, seconds: seconds(), error: `killed after ${timeoutMs / 1000} s` });
      else resolve({ file, seconds: seconds(), error: `exited with ${signal ?? code} before reporting` });
    });
  });
}
