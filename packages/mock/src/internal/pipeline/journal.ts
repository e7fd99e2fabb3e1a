import { headerNames, type OperationId } from '@petstore/contract';
import { redact } from '@petstore/contract/internal';
import type { JournalEntry, JournalFilter } from '../../api/pet-store-mock';
import type { MockRequest } from './mock-request';

/** How many entries the journal keeps: the most recent ones. */
export const journalCapacity = 10_000;

/** Shows the start of a key only: enough to tell keys apart in a test, never the key itself. */
export function redactKey(key: string): string {
  return `${key.slice(0, Math.min(4, Math.floor(key.length / 2)))}…`;
}

// W3C Trace Context `traceparent`: what the journal records of a request's trace, and nothing else.
const traceContext = /^[\da-f]{2}-[\da-f]{32}-[\da-f]{16}-[\da-f]{2}$/;

/** What an entry says of one request, besides what {@link journalEntry} reads off the request. */
export interface EntryFields {
  readonly requestId: string;
  /** Relative to the mock's base URL. */
  readonly path: string;
  readonly operationId: OperationId | undefined;
  readonly status: number;
  readonly time: number;
  /** The key the request was counted against; `undefined` for none (or a public operation). */
  readonly key: string | undefined;
}

/**
 * The journal entry of a request, served or proxied alike: its query, the key redacted (and masked
 * where the caller wrote it into the path or query), and its `traceparent` only in the W3C form.
 */
export function journalEntry(request: MockRequest, fields: EntryFields): JournalEntry {
  const { requestId, path, operationId, status, time, key } = fields;
  const traceparent = request.header('traceparent')?.toLowerCase();
  const sent = request.header(headerNames.apiKey) ?? '';
  return {
    requestId,
    method: request.method,
    path: redact(path, sent),
    query: redact(request.url.search.slice(1), sent),
    ...(operationId && { operationId }),
    status,
    time,
    ...(key !== undefined && { apiKey: redactKey(key) }),
    ...(traceparent && traceContext.test(traceparent) && { traceparent }),
  };
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
