import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'properties',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    testTimeout: 180_000,
  },
});
