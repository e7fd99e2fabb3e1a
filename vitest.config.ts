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
    sequence: { sequencer: LongestFirstSequencer },
  },
});
