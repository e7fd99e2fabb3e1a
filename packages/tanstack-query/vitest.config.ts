import { defineProject } from 'vitest/config';

// Query options of every operation with a real QueryClient against the real mock (MSW in Node).
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'tanstack-query',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['test/**/*.test.ts'],
    // The type tests in a program of their own and of what they import: the package's whole tsconfig
    // (its sources and every test) made it twice as long, a second `pnpm typecheck` of those files.
    typecheck: { enabled: true, include: ['test/**/*.test-d.ts'], tsconfig: './tsconfig.type-tests.json' },
    testTimeout: 30_000,
  },
});
