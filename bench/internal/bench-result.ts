/** One goal of a benchmark and whether this run met it. */
export interface GoalResult {
  /** The goal as the issue states it, e.g. "SDK ≤ 1.1× bare ky (loopback, sequential)". */
  readonly goal: string;
  /** Whether the figures of this run meet it. */
  readonly met: boolean;
  /** The figures behind the verdict, e.g. "1.04× (52.1 µs vs 50.0 µs)". */
  readonly detail: string;
}

/** What every `*.bench.ts` file's `run()` resolves to. */
export interface BenchResult {
  /** Section title in docs/benchmarks.md. */
  readonly title: string;
  /** The section body: tables and notes, in Markdown. */
  readonly markdown: string;
  /** The goals this benchmark reports against. */
  readonly goals: readonly GoalResult[];
}

/** The shape of a benchmark module: one exported `run()`. */
export interface BenchModule {
  run(): Promise<BenchResult>;
}
