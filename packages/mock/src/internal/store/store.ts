import { type NormalisedFixture, normaliseFixture } from './normalise-fixture';
import { Tables } from './tables';

const empty = normaliseFixture({});

/**
 * The mock's data: one set of tables at a time, and a queue that runs every operation alone.
 *
 * `@msw/data` creates records asynchronously, so without the queue two requests could interleave
 * between a check and a write (two orders taking the same last unit of stock). Loading a dataset
 * goes through the same queue and builds new tables before swapping them in, so a request sees
 * either the old dataset or the new one, never half of each.
 */
export class Store {
  #tables = new Tables();
  #tail: Promise<unknown> = Promise.resolve();
  #pending: NormalisedFixture | undefined;

  constructor(fixture: NormalisedFixture = empty) {
    this.load(fixture);
  }

  /** Runs a task once every task queued before it has finished; rejects as the task does. */
  exclusive<T>(task: (tables: Tables) => T | Promise<T>): Promise<T> {
    const run = this.#tail.then(() => task(this.#tables));
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /** Replaces every record; requests queued from now on see the new dataset. */
  load(fixture: NormalisedFixture): void {
    this.#pending = fixture;
    void this.exclusive(async () => {
      try {
        this.#tables = await Tables.from(fixture);
      } finally {
        if (this.#pending === fixture) this.#pending = undefined;
      }
    });
  }

  /** Resolves once every queued task, including a load, has finished. */
  settled(): Promise<void> {
    return this.exclusive(() => undefined);
  }

  /** Plain copies of every record, including a dataset that is still loading. */
  snapshot(): NormalisedFixture {
    if (!this.#pending) return this.#tables.snapshot();
    const { categories, pets, orders, inventory } = this.#pending;
    const copy = <T extends object>(records: readonly T[]) => records.map((record) => ({ ...record }));
    return {
      categories: copy(categories),
      pets: copy(pets),
      orders: copy(orders),
      inventory: copy(inventory),
    };
  }
}
