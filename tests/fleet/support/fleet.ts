import { type ChildProcess, spawn } from 'node:child_process';
import type { WorkerReport, WorkerTask } from './fleet-worker';

/** A worker process of the fleet. */
export interface FleetWorker {
  readonly process: ChildProcess;
  /** Resolves once the worker has its client and waits for the start; rejects if it exits first. */
  readonly ready: Promise<void>;
  /** Tells the worker when its burst starts. @param startAt - Unix milliseconds */
  start(startAt: number): void;
  /** Its report; rejects when it exits without one. */
  readonly report: Promise<WorkerReport>;
}

// Workers still running: a test that fails or times out leaves them to `stopWorkers`.
const running = new Set<ChildProcess>();

/** Kills the workers still running (by their PIDs), for an `afterEach`. */
export function stopWorkers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** Starts one worker process on `bundle` (see build-worker.ts). */
export function startWorker(bundle: string, task: WorkerTask): FleetWorker {
  const child = spawn(process.execPath, [bundle, JSON.stringify(task)], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  // A worker that dies on its way up is never ready: the test hears so instead of waiting.
  const ready = new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code, signal) =>
      reject(new Error(`worker ${child.pid} exited with ${code ?? signal} before it was ready`)),
    );
  });
  ready.catch(() => {});
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (chunk: string) => {
    output += chunk;
  });
  const report = new Promise<WorkerReport>((resolve, reject) => {
    child.once('exit', (code, signal) => {
      const line = output.trim().split('\n').at(-1);
      if (code === 0 && line) resolve(JSON.parse(line) as WorkerReport);
      else reject(new Error(`worker ${child.pid} exited with ${code ?? signal}: ${output}`));
    });
  });
  report.catch(() => {});
  return { process: child, ready, start: (startAt) => child.send(startAt), report };
}

/**
 * Runs `size` workers with the same task, starts them together once all are ready, and resolves
 * to their reports and the start.
 * @param startAt - The start, from the moment every worker is ready. @unit Unix milliseconds
 * @param watch - Watches the burst from its start (see stall-watch.ts): what it resolves to is
 *   the reports, or why there will be none.
 */
export async function runFleet(
  bundle: string,
  size: number,
  task: WorkerTask,
  startAt: (now: number) => number = (now) => now + 50,
  watch: (reports: Promise<WorkerReport[]>) => Promise<WorkerReport[]> = (reports) => reports,
): Promise<{ reports: WorkerReport[]; startedAt: number }> {
  const workers = Array.from({ length: size }, () => startWorker(bundle, task));
  await Promise.all(workers.map((worker) => worker.ready));
  const startedAt = startAt(Date.now());
  for (const worker of workers) worker.start(startedAt);
  return { reports: await watch(Promise.all(workers.map((worker) => worker.report))), startedAt };
}
