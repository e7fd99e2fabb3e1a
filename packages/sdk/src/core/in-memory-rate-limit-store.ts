import { emptyRecord, learn, waitBeforeSending } from '../internal/rate-limit-rules';
import type { RateLimitRecord, RateLimitStore } from './rate-limit-store';

interface Entry {
  record: RateLimitRecord;
  /**
   * Requests in flight. Without an end: a request of this process always gives its turn back, and
   * a process that dies takes this memory with it.
   */
  readonly leases: Set<string>;
}

/**
 * A rate-limit store in this process's memory: every client gets its own by default; pass one to
 * several clients to make them behave as one.
 *
 * @returns A store for the `rateLimitStore` option.
 * @example
 * ```ts
 * const rateLimitStore = inMemoryRateLimitStore();
 * const a = new PetStore({ apiKey, rateLimitStore });
 * const b = new PetStore({ apiKey, rateLimitStore });
 * ```
 */
export function inMemoryRateLimitStore(): RateLimitStore {
  const entries = new Map<string, Entry>();
  let leases = 0;
  const entryOf = (scope: string): Entry => {
    let entry = entries.get(scope);
    if (!entry) {
      entry = { record: emptyRecord, leases: new Set<string>() };
      entries.set(scope, entry);
    }
    return entry;
  };
  return {
    acquire(scope, now) {
      const { record, leases: held } = entryOf(scope);
      const waitMs = waitBeforeSending(record, held.size, now);
      const lease = waitMs === 0 ? String(++leases) : undefined;
      if (lease) held.add(lease);
      return { lease, waitMs, record };
    },
    release(scope, lease, answer) {
      const entry = entryOf(scope);
      entry.leases.delete(lease);
      if (answer) entry.record = learn(entry.record, answer);
    },
  };
}
