import { setImmediate } from 'node:timers';
import { afterEach, expect } from 'vitest';

// Setup file of the faults project: a call that fails must reject its own promise, never leave a
// rejection nobody can catch (a retry timer, a body read, a gate waiter).
const unhandled: unknown[] = [];
process.on('unhandledRejection', (reason) => {
  unhandled.push(reason);
});

afterEach(async () => {
  // Rejections are reported after the microtask queue drains; give them a turn.
  await new Promise((resolve) => setImmediate(resolve));
  expect(unhandled.splice(0), 'unhandled rejections').toEqual([]);
});
