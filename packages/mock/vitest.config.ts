import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'mock',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The bin from its sources, bundled once for the tests that run it.
    globalSetup: ['./test/support/bundle-bin.ts'],
    testTimeout: 60_000,
  },
});
