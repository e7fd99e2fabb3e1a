import { defineProject } from 'vitest/config';

// The suites users run in parallel against one standalone mock, each test in a world of its own:
// Playwright Test with four workers and an app under test, and Python's unittest in four processes.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'parallel-suites',
    include: ['**/*.test.ts'],
    // The specs load `dist/`: they start once `pnpm test`'s build has ended.
    setupFiles: ['../../scripts/wait-for-build.ts'],
    testTimeout: 180_000,
    hookTimeout: 30_000,
  },
});
