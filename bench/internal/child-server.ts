import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

/** A server running in its own process, so its CPU time is not the load generator's. */
export interface ChildServer {
  readonly url: string;
  /** From spawn to the first answered request. @unit milliseconds */
  readonly startToFirstAnswerMs: number;
  stop(): Promise<void>;
}

/**
 * Starts `script` in its own Node process, waits for its `… listening on URL` line, then times
 * one request to `probe.path`. JavaScript runs as it is, as a user's `node` would run it;
 * TypeScript runs through tsx with the workspace's source condition. `nodeFlags` go to `node`
 * itself (e.g. `--cpu-prof`).
 */
export async function startChild(
  script: string,
  args: readonly string[],
  probe: { path: string; headers: Record<string, string> },
  nodeFlags: readonly string[] = [],
): Promise<ChildServer> {
  const started = performance.now();
  const loader = /\.m?js$/.test(script) ? [] : ['--conditions=@petstore/source', '--import', 'tsx'];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...loader, script, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [line] = (await once(lines, 'line')) as [string];
  const url = /listening on (\S+)$/.exec(line)?.[1];
  if (!url) throw new Error(`${script} printed "${line}"`);
  const response = await fetch(`${url}${probe.path}`, { headers: probe.headers });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${script} answered ${response.status}`);
  const startToFirstAnswerMs = performance.now() - started;
  return {
    url,
    startToFirstAnswerMs,
    async stop() {
      child.kill('SIGTERM');
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}
