import { defineProject } from 'vitest/config';

// Checks what a user installing from the registry gets: it packs the built packages (the root
// `pnpm test` builds them before vitest runs), and builds the docs site.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'packaging',
    include: ['**/*.test.ts'],
    // The files share a worker (TypeScript, the sources and the docs' modules loaded once: 78
    // CPU-seconds for the project instead of 87): see scripts/shared-worker-guard.ts. They read
    // `dist/`, so they start once `pnpm test`'s build has ended.
    isolate: false,
    setupFiles: ['../../scripts/wait-for-build.ts', '../../scripts/shared-worker-guard.ts'],
    testTimeout: 180_000,
    hookTimeout: 300_000,
  },
});
