/** One goal of a benchmark and whether this run met it. */
export interface Goal {
  readonly goal: string;
  readonly met: boolean;
  readonly detail: string;
}

/** What every benchmark file's `run()` returns, for `pnpm bench` to put in docs/benchmarks.md. */
export interface BenchResult {
  readonly title: string;
  readonly markdown: string;
  readonly goals: Goal[];
}
