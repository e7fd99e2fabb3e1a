import { defineProject } from 'vitest/config';

// The built bin as a user runs it, against the standalone mock and against a drifted service of
// the tests' own, both real HTTP servers on free loopback ports.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'conformance',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    // The bin runs `dist/`: the files start once `pnpm test`'s build has ended.
    setupFiles: ['../../scripts/wait-for-build.ts', '../../scripts/shared-worker-guard.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
