import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'sdk',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
  },
});
