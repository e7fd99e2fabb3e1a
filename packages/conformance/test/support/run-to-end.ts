import { spawn } from 'node:child_process';

/** How a command ended, and everything it wrote. */
export interface Outcome {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs `command` to its end, stdin closed, collecting what it writes; the servers of the test
 * answer meanwhile, in this process.
 * @param command - The program.
 * @param args - Its arguments.
 * @param options - Its whole environment, and the folder it runs in.
 * @returns How it ended.
 */
export function runToEnd(
  command: string,
  args: readonly string[],
  options: { readonly env: NodeJS.ProcessEnv; readonly cwd?: string },
): Promise<Outcome> {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}
