// One member of a fleet: its own PetStore client (and its own store, in-memory or Redis), a burst
// of calls at the moment its parent names, then one JSON line with what happened on stdout. It exits by itself: a store that
// kept the process alive after close() would hang the test. Bundled by build-worker.ts (CommonJS,
// so no top-level await) for a quick start.

import { redisRateLimitStore } from '@petstore/rate-limit-redis';
import { type Logger, PetStore } from '@petstore/sdk';

/** What a worker is asked to do. */
export interface WorkerTask {
  readonly baseUrl: string;
  readonly apiKey: string;
  readonly calls: number;
  readonly concurrency: number;
  /** Without it, the client keeps its own in-memory store. */
  readonly redisUrl?: string;
  readonly timeout?: number;
  /** The client's options of the same names; the SDK's defaults when absent. */
  readonly maxRetries?: number;
  readonly maxRetryAfter?: number;
  /** How far this member's clock (`Date.now`) is from the true time. @unit milliseconds */
  readonly clockSkewMs?: number;
}

/** What a worker reports. */
export interface WorkerReport {
  readonly answered: number;
  readonly lost: number;
  readonly errors: readonly string[];
  readonly warnings: readonly string[];
  readonly unhandled: readonly string[];
  /** When the last call settled. @unit Unix milliseconds */
  readonly finishedAt: number;
  /** When each call was answered, by the true clock. @unit Unix milliseconds */
  readonly answeredAt: readonly number[];
}

// The true time, whatever `Date.now` of this member says.
const trueNow = () => performance.timeOrigin + performance.now();

async function main(task: WorkerTask): Promise<WorkerReport> {
  const { clockSkewMs = 0 } = task;
  if (clockSkewMs !== 0) Date.now = () => Math.floor(trueNow()) + clockSkewMs;
  const unhandled: string[] = [];
  process.on('unhandledRejection', (reason) => unhandled.push(String(reason)));
  const warnings: string[] = [];
  const silent = () => {};
  const logger: Logger = {
    debug: silent,
    info: silent,
    error: silent,
    warn: (...parts) => warnings.push(parts.join(' ')),
  };
  const store = task.redisUrl ? redisRateLimitStore({ url: task.redisUrl }) : undefined;
  const client = new PetStore({
    apiKey: task.apiKey,
    baseUrl: task.baseUrl,
    logger,
    timeout: task.timeout,
    maxRetries: task.maxRetries,
    maxRetryAfter: task.maxRetryAfter,
    rateLimitStore: store,
  });

  // Ready: the parent answers with the moment the burst starts, the same for every worker.
  const startAt = await new Promise<number>((resolve) => {
    process.once('message', (message) => resolve(Number(message)));
    process.send?.('ready');
  });
  process.disconnect?.();
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, startAt - trueNow())));
  let next = 0;
  let answered = 0;
  const answeredAt: number[] = [];
  const errors: string[] = [];
  const worker = async () => {
    while (next < task.calls) {
      next++;
      await client.categories.list({ limit: 1 }).then(
        () => {
          answered++;
          answeredAt.push(trueNow());
        },
        (error: unknown) => errors.push(String(error)),
      );
    }
  };
  await Promise.all(Array.from({ length: task.concurrency }, worker));
  const finishedAt = trueNow();
  await store?.close();
  // Rejections are reported after the microtask queue drains; give them a turn.
  await new Promise((resolve) => setImmediate(resolve));
  return { answered, lost: errors.length, errors, warnings, unhandled, finishedAt, answeredAt };
}

main(JSON.parse(process.argv[2] ?? '{}') as WorkerTask).then((report) =>
  process.stdout.write(`${JSON.stringify(report)}\n`),
);
