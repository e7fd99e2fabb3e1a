import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer';

// One run covers every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'tests/*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Two files at a time (Vitest's default is one worker fewer than the cores: one, on the two
    // cores of CI): most files spend their time waiting on child processes, sockets and browsers.
    maxWorkers: 2,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
