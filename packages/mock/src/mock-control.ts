import type { Fixture } from './options';
import type { Fault, JournalEntry, JournalFilter } from './pet-store-mock';

/**
 * What a test controls of a mock, whichever kind: the in-process {@link PetStoreMock} (methods
 * answer at once) and a standalone server through {@link connectPetStoreMock} (methods answer
 * promises) both fit it. Type a test helper against it and `await` every call, and it runs
 * against either.
 *
 * @example
 * ```ts
 * import type { PetStoreMockControl } from '@petstore/mock';
 *
 * async function startFresh(mock: PetStoreMockControl): Promise<void> {
 *   await mock.reset();
 *   await mock.clock.set('2026-03-01T12:00:00Z');
 * }
 * ```
 */
export interface PetStoreMockControl {
  /** Back to the seed or fixture; clears counters, bans, idempotency keys, journal, faults and the clock. */
  reset(): void | Promise<void>;
  /** Replaces every record with a fixture. @throws {PetStoreMockError} when the fixture is refused. */
  load(fixture: Fixture): void | Promise<void>;
  /** Plain copies of every record. */
  snapshot(): Required<Fixture> | Promise<Required<Fixture>>;
  /** The request journal. */
  readonly journal: {
    /** The entries that match a filter, oldest first. */
    list(filter?: JournalFilter): readonly JournalEntry[] | Promise<readonly JournalEntry[]>;
    /** Forgets every entry. */
    clear(): void | Promise<void>;
  };
  /** Fault injection. */
  readonly faults: {
    /** Adds a fault. @throws {PetStoreMockError} when the fault is not valid. */
    inject(fault: Fault): void | Promise<void>;
    /** Removes every fault. */
    clear(): void | Promise<void>;
  };
  /** The mock's clock. */
  readonly clock: {
    /** The mock's time, in milliseconds since the epoch. */
    now(): number | Promise<number>;
    /** Sets the mock's time. @throws {PetStoreMockError} when `time` is not valid. */
    set(time: Date | string | number): void | Promise<void>;
    /** Moves the mock's time on. @throws {PetStoreMockError} when `seconds` is negative. */
    advance(seconds: number): void | Promise<void>;
  };
}
