import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** How a command ended. */
export type Outcome =
  | { readonly kind: 'exited'; readonly status: number | null; readonly output: string; readonly ms: number }
  /**
   * It kept running, quiet, with a loopback address among the last lines it printed answering: a
   * server, stopped by the test.
   */
  | { readonly kind: 'served'; readonly url: string; readonly output: string; readonly ms: number }
  | { readonly kind: 'timed out'; readonly output: string; readonly ms: number };

export interface RunOptions {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  /** Ports of servers the test runs itself: an address on them that a command prints is not the command's. */
  readonly othersPorts: readonly number[];
  /** How long a server stays quiet before it counts as started (a job that prints as it goes never is). */
  readonly quietMs: number;
  /** How long a command may run before it counts as hanging. */
  readonly limitMs: number;
}

/** Whether something answers HTTP at `url`, whatever the status. */
async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

/** Ends the process group the command leads: SIGTERM, then SIGKILL if it outlives five seconds. */
export async function stopGroup(child: ChildProcess): Promise<void> {
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-(child.pid as number), name);
    } catch {
      // The group is gone already.
    }
  };
  const ended =
    child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : once(child, 'exit');
  signal('SIGTERM');
  const outcome = await Promise.race([ended.then(() => 'ended'), sleep(5_000, 'alive')]);
  if (outcome === 'alive') signal('SIGKILL');
  // Children it left behind, such as a server a script started, go with it.
  signal('SIGKILL');
}

/** Starts `text` with bash in a process group of its own, stdin closed, output collected. */
export function startShell(text: string, cwd: string, env: NodeJS.ProcessEnv) {
  const child = spawn('bash', ['-c', text], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const state = { output: '', lastOutputAt: Date.now() };
  for (const stream of [child.stdout, child.stderr]) {
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      state.output = (state.output + chunk).slice(-200_000);
      state.lastOutputAt = Date.now();
    });
  }
  const exited = new Promise<number | null>((resolve) => child.once('close', (status) => resolve(status)));
  return { child, state, exited };
}

/**
 * Runs a command of a document as a reader would in a terminal: to its end, or, for a server,
 * until it listens and stays quiet, when the address it printed is probed and the server stopped
 * by its process group.
 */
export async function runShellCommand(text: string, options: RunOptions): Promise<Outcome> {
  const started = Date.now();
  const { child, state, exited } = startShell(text, options.cwd, options.env);
  let status: number | null | undefined;
  void exited.then((code) => {
    status = code;
  });
  const probed = new Set<string>();
  let served: string | undefined;
  try {
    for (;;) {
      await Promise.race([exited, sleep(250)]);
      const ms = Date.now() - started;
      if (status !== undefined) return { kind: 'exited', status, output: state.output, ms };
      if (!served) {
        for (const [url, port] of state.output.matchAll(
          /https?:\/\/(?:127\.0\.0\.1|localhost|\[::1\]):(\d+)[^\s'")\]]*/g,
        )) {
          if (probed.has(url) || options.othersPorts.includes(Number(port))) continue;
          probed.add(url);
          if (await answers(url)) {
            served = url;
            break;
          }
        }
      }
      // A server's address is among the last lines it printed; a job that hosts a server for a while
      // (the demo prints its mock's address first) goes on printing after it.
      const lastLines = state.output.trimEnd().split('\n').slice(-6).join('\n');
      if (served && lastLines.includes(served) && Date.now() - state.lastOutputAt >= options.quietMs)
        return { kind: 'served', url: served, output: state.output, ms };
      if (ms > options.limitMs) return { kind: 'timed out', output: state.output, ms };
    }
  } finally {
    await stopGroup(child);
  }
}
