import { defineProject } from 'vitest/config';

// Query options of every operation with a real QueryClient against the real mock (MSW in Node).
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'tanstack-query',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
