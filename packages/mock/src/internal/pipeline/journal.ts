import type { JournalEntry, JournalFilter } from '../../api/pet-store-mock';

/** How many entries the journal keeps: the most recent ones. */
export const journalCapacity = 10_000;

/** Shows the start of a key only: enough to tell keys apart in a test, never the key itself. */
export function redactKey(key: string): string {
  return `${key.slice(0, Math.min(4, Math.floor(key.length / 2)))}…`;
}

/** The request journal: a ring of the most recent entries, copied out in order when read. */
export class Journal {
  #ring: JournalEntry[] = [];
  #next = 0;

  get entries(): JournalEntry[] {
    return this.#ring.length < journalCapacity
      ? [...this.#ring]
      : [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
  }

  /** The entries that match a filter, oldest first; every field given must match. */
  list({ operationId, status }: JournalFilter = {}): JournalEntry[] {
    return this.entries.filter(
      (entry) =>
        (operationId === undefined || entry.operationId === operationId) &&
        (status === undefined || entry.status === status),
    );
  }

  record(entry: JournalEntry): void {
    if (this.#ring.length < journalCapacity) this.#ring.push(entry);
    else this.#ring[this.#next] = entry;
    this.#next = (this.#next + 1) % journalCapacity;
  }

  clear(): void {
    this.#ring = [];
    this.#next = 0;
  }
}
