import { type ChildProcess, spawn } from 'node:child_process';
import type { WorkerReport, WorkerTask } from './fleet-worker';

/** A worker process of the fleet. */
export interface FleetWorker {
  readonly process: ChildProcess;
  /** Its report; rejects when it exits without one. */
  readonly report: Promise<WorkerReport>;
}

/** Starts one worker process on `bundle` (see build-worker.ts). */
export function startWorker(bundle: string, task: WorkerTask): FleetWorker {
  const child = spawn(process.execPath, [bundle, JSON.stringify(task)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
  return { process: child, report };
}

/** Runs `size` workers with the same task and resolves to their reports. */
export function runFleet(
  bundle: string,
  size: number,
  task: Omit<WorkerTask, 'startAt'>,
  startDelayMs: number,
): Promise<WorkerReport[]> {
  const startAt = Date.now() + startDelayMs;
  return Promise.all(Array.from({ length: size }, () => startWorker(bundle, { ...task, startAt }).report));
}
