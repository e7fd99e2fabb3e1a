import { defineProject } from 'vitest/config';

// The type tests of sdk and tanstack-query (`test/*.test-d.ts`, each in its package) in one `tsc`
// program of those files and what they import: a program per package read the contract, zod and
// the DOM's declarations twice (8.4 + 9.2 CPU-s; one program, 9.1). A type error elsewhere in a
// package's sources or tests is `pnpm typecheck`'s to find.
export default defineProject({
  test: {
    name: 'type-tests',
    typecheck: {
      enabled: true,
      only: true,
      include: [
        '../../packages/sdk/test/**/*.test-d.ts',
        '../../packages/tanstack-query/test/**/*.test-d.ts',
      ],
      tsconfig: './tsconfig.json',
    },
  },
});
