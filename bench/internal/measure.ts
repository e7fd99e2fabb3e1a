import { Bench } from 'tinybench';
import { type Spread, spread } from './stats';

/**
 * Something to time: one iteration makes `callsPerIteration` calls (default 1); `before` runs
 * before each of its rounds (e.g. to swap MSW handlers).
 */
export interface Subject {
  readonly name: string;
  readonly fn: () => Promise<unknown>;
  readonly callsPerIteration?: number;
  readonly before?: () => void;
}

/** How long to measure. */
export interface RoundOptions {
  /** Rounds; every subject is measured once per round. */
  readonly rounds: number;
  /** Time budget per subject and round, in milliseconds. */
  readonly timeMs: number;
  /** Fewest iterations per subject and round, whatever the time. @default 64 (tinybench's) */
  readonly minIterations?: number;
}

/** A subject's median time per call in each round, in milliseconds, and their spread. */
export interface Measured extends Spread {
  readonly rounds: readonly number[];
}

/**
 * Times each subject in interleaved rounds and returns, per subject, the median over rounds of
 * each round's median time per call, in milliseconds, with the smallest and largest round.
 * Interleaving (with the order rotated every round) spreads slow phases of a shared machine over
 * every subject instead of penalising whichever ran during them, so ratios stay meaningful.
 */
export async function measureRounds(
  subjects: readonly Subject[],
  options: RoundOptions,
): Promise<Map<string, Measured>> {
  const perRound = new Map<string, number[]>(subjects.map((subject) => [subject.name, []]));
  for (let round = 0; round < options.rounds; round++) {
    const iterations = options.minIterations ?? 64;
    const bench = new Bench({
      time: options.timeMs,
      iterations,
      warmupTime: options.timeMs / 4,
      warmupIterations: Math.ceil(iterations / 4),
      throws: true,
    });
    for (let index = 0; index < subjects.length; index++) {
      const subject = subjects[(index + round) % subjects.length]!;
      bench.add(subject.name, subject.fn, subject.before ? { beforeAll: subject.before } : {});
    }
    await bench.run();
    for (const task of bench.tasks) {
      const result = task.result;
      if (result.state !== 'completed') throw new Error(`${task.name}: ${result.state}`);
      const subject = subjects.find((candidate) => candidate.name === task.name)!;
      perRound.get(task.name)!.push(result.latency.p50 / (subject.callsPerIteration ?? 1));
    }
  }
  return new Map([...perRound].map(([name, values]) => [name, { ...spread(values), rounds: values }]));
}

/**
 * The ratio `a / b` of two subjects measured by the same {@link measureRounds}, taken round by
 * round and summarised: a slow phase of the machine that hit both subjects of a round cancels out.
 */
export function pairedRatio(a: Measured, b: Measured): Spread {
  return spread(a.rounds.map((value, round) => value / b.rounds[round]!));
}

/** Runs `call` `times` times at once and waits for all: one iteration of a concurrent subject. */
export function concurrently(times: number, call: () => Promise<unknown>): () => Promise<unknown> {
  return () => Promise.all(Array.from({ length: times }, call));
}
