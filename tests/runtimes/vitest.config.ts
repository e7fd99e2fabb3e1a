import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'runtimes',
    include: ['**/*.test.ts'],
    // The smoke runs load `dist/`: they start once `pnpm test`'s build has ended.
    setupFiles: ['../../scripts/wait-for-build.ts'],
    testTimeout: 240_000,
    hookTimeout: 240_000,
  },
});
