import { execFile } from 'node:child_process';

/** How a child process ended. */
export interface Ended {
  /** Its exit status; null when a signal ended it. */
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `command` to its end without blocking this process's event loop (the mock the child talks
 * to answers from it), whatever its exit status.
 */
export function runToEnd(
  command: string,
  args: readonly string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Promise<Ended> {
  return new Promise((resolve) => {
    execFile(
      command,
      args,
      { ...options, timeout: 170_000, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        const status = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
        // A command that could not start (not installed) says so where its output would be.
        const why = error !== null && typeof error.code === 'string' ? `\n${command}: ${error.message}` : '';
        resolve({ status, stdout, stderr: stderr + why });
      },
    );
  });
}
