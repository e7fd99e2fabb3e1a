import { defineProject } from 'vitest/config';

// Unit tests of the store's parts; the store itself runs against a real redis-server in tests/fleet.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'rate-limit-redis',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['src/**/*.test.ts'],
  },
});
