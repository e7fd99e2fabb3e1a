import { defineProject } from 'vitest/config';

// Checks what a user installing from the registry gets: it packs the built packages (the root
// `pnpm test` builds them before vitest runs), and builds the docs site.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'packaging',
    include: ['**/*.test.ts'],
    // Its files read `dist/`: they start once `pnpm test`'s build has ended.
    setupFiles: ['../../scripts/wait-for-build.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
