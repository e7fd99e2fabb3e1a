import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'faults',
    include: ['**/*.test.ts'],
    setupFiles: ['./support/no-unhandled-rejections.ts'],
    testTimeout: 60_000,
  },
});
