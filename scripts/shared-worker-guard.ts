import { afterAll, expect, vi } from 'vitest';

// Setup file of the projects whose test files share a worker (`isolate: false` in their vitest
// config): the sources are imported once per worker instead of once per file, which halves those
// projects' CPU time (tests/README.md). What one file changes in the worker's globals, the next
// file would inherit; so each file must end as it started, and this check fails the file that
// does not (it runs after the file's own `afterAll` hooks).
const fetchAtStart = globalThis.fetch;

afterAll(() => {
  expect(vi.isFakeTimers(), 'the file left fake timers on: call vi.useRealTimers()').toBe(false);
  expect(
    globalThis.fetch === fetchAtStart,
    'the file left globalThis.fetch replaced: close its MSW server, restore its stub',
  ).toBe(true);
});
