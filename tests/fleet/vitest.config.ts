import { defineProject } from 'vitest/config';

// Shared rate-limit state on a real Redis: Debian's redis-server, started on a free loopback port
// by the tests and stopped after (scripts/ensure-redis.mjs installs it).
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'fleet',
    include: ['**/*.test.ts'],
    setupFiles: ['../faults/support/no-unhandled-rejections.ts'],
    testTimeout: 30_000,
    hookTimeout: 20_000,
  },
});
