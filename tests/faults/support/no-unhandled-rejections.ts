import { setImmediate } from 'node:timers';
import { afterEach, expect } from 'vitest';

// Setup file of the faults project: a call that fails must reject its own promise, never leave a
// rejection nobody can catch (a retry timer, a body read, a gate waiter).
// The files of a project share a worker (scripts/shared-worker-guard.ts): one listener per worker.
const collected = Symbol.for('petstore.test.unhandledRejections');
const worker = globalThis as { [collected]?: unknown[] };
if (!worker[collected]) {
  const reasons: unknown[] = [];
  worker[collected] = reasons;
  process.on('unhandledRejection', (reason) => {
    reasons.push(reason);
  });
}
const unhandled = worker[collected];

afterEach(async () => {
  // Rejections are reported after the microtask queue drains; give them a turn.
  await new Promise((resolve) => setImmediate(resolve));
  expect(unhandled.splice(0), 'unhandled rejections').toEqual([]);
});
