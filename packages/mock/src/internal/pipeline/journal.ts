import type { OperationId } from '@petstore/contract';
import { redact } from '@petstore/contract/internal';
import type { JournalEntry, JournalFilter } from '../../api/pet-store-mock';
import type { MockRequest } from './mock-request';

/** How many entries the journal keeps: the most recent ones. */
export const journalCapacity = 10_000;

/** Shows the start of a key only: enough to tell keys apart in a test, never the key itself. */
export function redactKey(key: string): string {
  return `${key.slice(0, Math.min(4, Math.floor(key.length / 2)))}…`;
}

// W3C Trace Context header, not a header of the Pet Store contract.
const traceparentHeader = 'traceparent';
// W3C Trace Context `traceparent`: what the journal records of a request's trace, and nothing else.
const traceContext = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** What an entry says of one request, besides what {@link journalRecord} reads off the request. */
export interface EntryFields {
  readonly requestId: string;
  /** Relative to the mock's base URL. */
  readonly path: string;
  readonly operationId: OperationId | undefined;
  readonly status: number;
  readonly time: number;
  /** The key the request was counted against; `undefined` for none (or a public operation). */
  readonly key: string | undefined;
  /** The `X-API-Key` header as sent, whatever it holds; `undefined` when none came. */
  readonly sent: string | undefined;
}

/**
 * What the journal keeps of one request: the pieces as they came, the key among them. Nothing is
 * redacted or shaped until an entry is read ({@link entryOf}): most entries are never read, and
 * building each one as its request was answered (two redactions, the header lookups, the spreads)
 * was a tenth of the standalone server's own time per answer.
 */
export interface JournalRecord extends EntryFields {
  readonly method: string;
  /** The query with its `?`, as `URL.search` gives it; empty when there is none. */
  readonly search: string;
  /** The `traceparent` header as sent. */
  readonly traceparent: string | undefined;
}

/** The record of a request, served or proxied alike: what {@link entryOf} makes its entry of. */
export function journalRecord(request: MockRequest, fields: EntryFields): JournalRecord {
  const { requestId, path, operationId, status, time, key, sent } = fields;
  return {
    requestId,
    method: request.method,
    path,
    search: request.search,
    operationId,
    status,
    time,
    key,
    sent,
    traceparent: request.header(traceparentHeader),
  };
}

/**
 * The journal entry of a record: its query, the key redacted (and masked where the caller wrote
 * it into the path or query), and its `traceparent` only in the W3C form.
 */
export function entryOf(record: JournalRecord): JournalEntry {
  const { requestId, method, path, search, operationId, status, time, key } = record;
  const sent = record.sent ?? '';
  const traceparent = record.traceparent?.toLowerCase();
  return {
    requestId,
    method,
    path: redact(path, sent),
    query: redact(search.slice(1), sent),
    ...(operationId && { operationId }),
    status,
    time,
    ...(key !== undefined && { apiKey: redactKey(key) }),
    ...(traceparent && traceContext.test(traceparent) && { traceparent }),
  };
}

/** How many entries the typed columns hold at first. */
const initialColumn = 64;

/** How many distinct keys the journal keeps one copy of; past them, each request keeps its own. */
const internedKeysMax = 64;

/**
 * The request journal: a ring of the most recent records, made entries in order when read.
 *
 * The ring is kept as columns (numbers in typed arrays, strings in arrays) rather than one object
 * per request, and a key is kept as one copy per distinct key: every object the journal keeps
 * outlives the young generation, so V8 copied it twice and then marked it at each full collection
 * until the ring let it go, which cost more than the rest of a request's answer
 * (docs/design/0022-mock-internals.md).
 */
export class Journal {
  readonly #requestIds: string[] = [];
  readonly #methods: string[] = [];
  readonly #paths: string[] = [];
  readonly #searches: string[] = [];
  readonly #operationIds: (OperationId | undefined)[] = [];
  // Grown as the ring fills, up to its capacity: a mock that answers a few requests (a world of
  // the standalone server, one per test) does not hold 100 KB of columns it never writes.
  #statuses = new Uint16Array(initialColumn);
  #times = new Float64Array(initialColumn);
  readonly #keys: (string | undefined)[] = [];
  readonly #sent: (string | undefined)[] = [];
  readonly #traceparents: (string | undefined)[] = [];
  readonly #internedKeys = new Map<string, string>();
  #size = 0;
  #next = 0;

  get entries(): JournalEntry[] {
    return this.#records().map(entryOf);
  }

  /** The entries that match a filter, oldest first; every field given must match. */
  list({ operationId, status }: JournalFilter = {}): JournalEntry[] {
    return this.#records()
      .filter(
        (record) =>
          (operationId === undefined || record.operationId === operationId) &&
          (status === undefined || record.status === status),
      )
      .map(entryOf);
  }

  record(record: JournalRecord): void {
    const at = this.#next;
    if (at >= this.#times.length) this.#grow();
    this.#requestIds[at] = record.requestId;
    this.#methods[at] = record.method;
    this.#paths[at] = record.path;
    this.#searches[at] = record.search;
    this.#operationIds[at] = record.operationId;
    this.#statuses[at] = record.status;
    this.#times[at] = record.time;
    this.#keys[at] = this.#intern(record.key);
    this.#sent[at] = this.#intern(record.sent);
    this.#traceparents[at] = record.traceparent;
    this.#next = (at + 1) % journalCapacity;
    this.#size = Math.min(this.#size + 1, journalCapacity);
  }

  clear(): void {
    for (const column of [this.#requestIds, this.#methods, this.#paths, this.#searches, this.#operationIds]) {
      column.length = 0;
    }
    for (const column of [this.#keys, this.#sent, this.#traceparents]) column.length = 0;
    this.#internedKeys.clear();
    this.#size = 0;
    this.#next = 0;
  }

  /** Doubles the typed columns, up to the capacity; the ring writes them in order until it wraps. */
  #grow(): void {
    const length = Math.min(this.#times.length * 2, journalCapacity);
    const statuses = new Uint16Array(length);
    const times = new Float64Array(length);
    statuses.set(this.#statuses);
    times.set(this.#times);
    this.#statuses = statuses;
    this.#times = times;
  }

  /** The one copy kept of a key (the header's text is a new string on every request). */
  #intern(key: string | undefined): string | undefined {
    if (key === undefined) return undefined;
    const kept = this.#internedKeys.get(key);
    if (kept !== undefined) return kept;
    if (this.#internedKeys.size < internedKeysMax) this.#internedKeys.set(key, key);
    return key;
  }

  /** The records, oldest first. */
  #records(): JournalRecord[] {
    const records: JournalRecord[] = [];
    const first = this.#size < journalCapacity ? 0 : this.#next;
    for (let i = 0; i < this.#size; i += 1) {
      const at = (first + i) % journalCapacity;
      records.push({
        requestId: this.#requestIds[at] as string,
        method: this.#methods[at] as string,
        path: this.#paths[at] as string,
        search: this.#searches[at] as string,
        operationId: this.#operationIds[at],
        status: this.#statuses[at] as number,
        time: this.#times[at] as number,
        key: this.#keys[at],
        sent: this.#sent[at],
        traceparent: this.#traceparents[at],
      });
    }
    return records;
  }
}
