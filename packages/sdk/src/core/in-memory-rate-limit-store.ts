import { type ClientInstant, later } from '@petstore/contract/internal';
import type { RateLimitRecord, RateLimitStore } from '../api/rate-limit-store';
import { decide, emptyRecord, learn } from '../rate-limit/rules';

// The rules are rate-limit/rules.ts; this store keeps their record and the requests in flight in
// this process's memory.

interface Entry {
  record: RateLimitRecord;
  /**
   * Requests in flight, each with the end of its lease: a request the runtime
   * cancels (a Cloudflare Worker's, when its client goes away) never gives its turn back, and
   * would otherwise hold it for as long as the process lives.
   */
  readonly leases: Map<string, ClientInstant>;
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
      entry = { record: emptyRecord, leases: new Map<string, ClientInstant>() };
      entries.set(scope, entry);
    }
    return entry;
  };
  return {
    acquire(scope, now, leaseMs) {
      const { record, leases: held } = entryOf(scope);
      for (const [lease, end] of held) if (end <= now) held.delete(lease);
      const waitMs = decide(record, held.size, now);
      const lease = waitMs === 0 ? String(++leases) : undefined;
      if (lease) held.set(lease, later(now, leaseMs));
      return { lease, waitMs, record };
    },
    release(scope, lease, answer) {
      const entry = entryOf(scope);
      entry.leases.delete(lease);
      if (answer) entry.record = learn(entry.record, answer);
    },
  };
}
