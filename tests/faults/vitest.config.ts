import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'faults',
    include: ['**/*.test.ts'],
    setupFiles: ['./support/no-unhandled-rejections.ts', '../../scripts/shared-worker-guard.ts'],
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    testTimeout: 60_000,
  },
});
