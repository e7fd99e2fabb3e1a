import type { PetStoreMockControl } from './mock-control';
import type { Fixture } from './options';
import type { Fault, JournalEntry, JournalFilter } from './pet-store-mock';

/** A standalone mock driven over HTTP: the controls of the in-process mock, each answering a promise. */
export interface RemotePetStoreMock extends PetStoreMockControl {
  /** The server's origin, as given. */
  readonly url: string;
  /** `POST /__admin/reset`: back to the seed or fixture, the clock back on real time. */
  reset(): Promise<void>;
  /** `PUT /__admin/dataset`: replaces every record with a fixture. */
  load(fixture: Fixture): Promise<void>;
  /** `GET /__admin/dataset`: every record. */
  snapshot(): Promise<Required<Fixture>>;
  /** The request journal. */
  readonly journal: {
    /** `GET /__admin/journal`: the entries that match a filter, oldest first. */
    list(filter?: JournalFilter): Promise<JournalEntry[]>;
    /** `DELETE /__admin/journal`: forgets every entry. */
    clear(): Promise<void>;
  };
  /** Fault injection. */
  readonly faults: {
    /** `POST /__admin/faults`: adds a fault. */
    inject(fault: Fault): Promise<void>;
    /** `DELETE /__admin/faults`: removes every fault. */
    clear(): Promise<void>;
  };
  /** The mock's clock. */
  readonly clock: {
    /** `GET /__admin/clock`: the mock's time, in milliseconds since the epoch. */
    now(): Promise<number>;
    /** `PUT /__admin/clock`: sets the mock's time. */
    set(time: Date | string | number): Promise<void>;
    /** `POST /__admin/clock/advance`: moves the mock's time on, in seconds. */
    advance(seconds: number): Promise<void>;
  };
}
