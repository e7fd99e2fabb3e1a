import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer';

// One run covers every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'tests/*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Three files at a time on the two cores of CI (Vitest's default is one worker fewer than the
    // cores): most files spend their time waiting on child processes, sockets, browsers and the
    // fleet's rate-limit windows, so a third keeps both cores busy.
    maxWorkers: 3,
    // Each project's Vite transforms a source file it imports; with this cache (in
    // node_modules/.experimental-vitest-cache, keyed by the file's content and the project's
    // settings), the projects that share settings transform it once between them, and a later run
    // not at all: about a fifth of the package projects' CPU, even from a fresh clone.
    // `pnpm vitest --clearCache` empties it.
    experimental: { fsModuleCache: true },
    sequence: { sequencer: LongestFirstSequencer },
  },
});
