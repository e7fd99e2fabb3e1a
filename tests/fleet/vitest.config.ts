import { defineProject } from 'vitest/config';

// Shared rate-limit state on a real Redis: Debian's redis-server, started on a free loopback port
// by the tests and stopped after (scripts/ensure-redis.mjs installs it).
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'fleet',
    include: ['**/*.test.ts'],
    // After `pnpm test`'s build, not beside it: its members keep one-second windows, and a run that
    // had them share the two cores with the build's TypeScript program saw two 429s in one window
    // (one run in five).
    setupFiles: ['../../scripts/wait-for-build.ts', '../faults/support/no-unhandled-rejections.ts'],
    testTimeout: 30_000,
    hookTimeout: 20_000,
  },
});
