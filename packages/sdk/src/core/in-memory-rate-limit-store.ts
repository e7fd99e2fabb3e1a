import { emptyRecord, learn, waitBeforeSending } from '../internal/rate-limit-rules';
import type { RateLimitRecord, RateLimitStore } from './rate-limit-store';

interface Entry {
  record: RateLimitRecord;
  /** Lease → when it ends. @unit Unix milliseconds */
  readonly leases: Map<string, number>;
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
  const entryOf = (scope: string, now: number): Entry => {
    const entry = entries.get(scope) ?? { record: emptyRecord, leases: new Map<string, number>() };
    entries.set(scope, entry);
    for (const [lease, end] of entry.leases) if (end <= now) entry.leases.delete(lease);
    return entry;
  };
  return {
    acquire(scope, now, leaseMs) {
      const { record, leases: held } = entryOf(scope, now);
      const waitMs = waitBeforeSending(record, held.size, now);
      if (waitMs !== 0) return { lease: undefined, waitMs, record };
      const lease = String(++leases);
      held.set(lease, now + leaseMs);
      return { lease, waitMs, record };
    },
    release(scope, lease, answer, now) {
      const entry = entryOf(scope, now);
      entry.leases.delete(lease);
      if (answer) entry.record = learn(entry.record, answer);
    },
  };
}
