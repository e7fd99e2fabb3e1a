import { defineConfig } from 'vitest/config';

// One run covers every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'tests/*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
  },
});
