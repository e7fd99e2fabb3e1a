import { defineProject } from 'vitest/config';

// Installs the packages as users do: published to a local Verdaccio, installed by name with npm
// into a project outside the workspace (the root `pnpm test` builds them before vitest runs).
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'consumers',
    include: ['**/*.test.ts'],
    exclude: ['fixtures/**'],
    // It publishes `dist/`: it starts once `pnpm test`'s build has ended.
    setupFiles: ['../../scripts/wait-for-build.ts'],
    testTimeout: 120_000,
    hookTimeout: 300_000,
  },
});
