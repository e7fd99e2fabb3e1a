import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './scripts/longest-first-sequencer';

// One run covers every package; each package keeps its own project config.
export default defineConfig({
  test: {
    projects: ['packages/*/vitest.config.ts', 'examples/*/vitest.config.ts', 'tests/*/vitest.config.ts'],
    reporters: ['default', './scripts/summary-reporter.ts'],
    // Three files at a time on the two cores of CI (Vitest's default is one worker fewer than the
    // cores): most files spend their time waiting on child processes, sockets, browsers and the
    // fleet's rate-limit windows, so a third keeps both cores busy. A fourth was measured and left:
    // the run took 443 s instead of 376 s, its CPU 709 s instead of 583 s (the CPU-bound files
    // slow down when four share two cores).
    maxWorkers: 3,
    sequence: { sequencer: LongestFirstSequencer },
  },
});
