import { defineProject } from 'vitest/config';

// Runs every shell command of the READMEs and guides in a fresh copy of the repository; see
// commands.test.ts. Each command gets up to two minutes; most take seconds.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'docs-commands',
    include: ['**/*.test.ts'],
    testTimeout: 150_000,
    hookTimeout: 300_000,
  },
});
