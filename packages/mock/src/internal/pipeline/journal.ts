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

/** The request journal: a ring of the most recent records, made entries in order when read. */
export class Journal {
  #ring: JournalRecord[] = [];
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

  record(entry: JournalRecord): void {
    if (this.#ring.length < journalCapacity) this.#ring.push(entry);
    else this.#ring[this.#next] = entry;
    this.#next = (this.#next + 1) % journalCapacity;
  }

  #records(): JournalRecord[] {
    return this.#ring.length < journalCapacity
      ? [...this.#ring]
      : [...this.#ring.slice(this.#next), ...this.#ring.slice(0, this.#next)];
  }

  clear(): void {
    this.#ring = [];
    this.#next = 0;
  }
}
