import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'properties',
    include: ['**/*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    testTimeout: 180_000,
  },
});
