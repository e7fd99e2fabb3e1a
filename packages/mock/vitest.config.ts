import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'mock',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // The bin from its sources, bundled once for the tests that run it.
    globalSetup: ['./test/support/bundle-bin.ts'],
    testTimeout: 60_000,
  },
});
