import { Bench } from 'tinybench';

/** Something to time; `before` runs before each of its rounds (e.g. to swap MSW handlers). */
export interface Subject {
  readonly name: string;
  readonly fn: () => Promise<unknown>;
  readonly before?: () => void;
}

/** Median over rounds of each round's median time per call, with the fastest and slowest round. */
export interface Spread {
  readonly median: number;
  readonly min: number;
  readonly max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return { median, min: sorted[0]!, max: sorted.at(-1)! };
}

/**
 * Times subjects with tinybench in interleaved rounds (order rotated each round), so that a busy
 * phase of a shared machine hits every subject alike and the ratios stay meaningful.
 * @returns milliseconds per call, by subject name.
 */
export async function measure(
  subjects: readonly Subject[],
  { rounds = 5, timeMs = 400 }: { rounds?: number; timeMs?: number } = {},
): Promise<Map<string, Spread>> {
  const perRound = new Map<string, number[]>(subjects.map((subject) => [subject.name, []]));
  for (let round = 0; round < rounds; round += 1) {
    const bench = new Bench({ time: timeMs, iterations: 32, warmupTime: timeMs / 4, throws: true });
    for (let index = 0; index < subjects.length; index += 1) {
      const subject = subjects[(index + round) % subjects.length]!;
      bench.add(subject.name, subject.fn, { beforeAll: subject.before });
    }
    await bench.run();
    for (const task of bench.tasks) {
      if (task.result.state !== 'completed') throw new Error(`${task.name}: ${task.result.state}`);
      perRound.get(task.name)!.push(task.result.latency.p50);
    }
  }
  return new Map([...perRound].map(([name, values]) => [name, spread(values)]));
}
