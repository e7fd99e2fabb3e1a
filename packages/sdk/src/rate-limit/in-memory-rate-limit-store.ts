import { errorStatuses } from '@petstore/contract';
import { type ClientInstant, later } from '@petstore/contract/internal';
import type {
  RateLimitAnswer,
  RateLimitRecord,
  RateLimitStore,
  RateLimitWindow,
} from '../api/rate-limit-store';

// The rate-limit rules as pure functions of the record and the moment (`decide`, `learn`), and the
// in-memory store that runs them over a Map. `@petstore/rate-limit-redis` runs the same rules in Lua
// (its decide-script.ts), held equal to these by its decide-script.test.ts over random sequences
// (docs/many-processes.md, "The rules").

/** The moment that stands for none: no window known, no hold. */
const none = 0 as ClientInstant;

/** The record of a key nothing is known about yet. */
export const emptyRecord: RateLimitRecord = {
  limit: 0,
  remaining: 0,
  resetAt: none,
  serviceResetAt: undefined,
  untracked: false,
  blockedUntil: none,
  blockedStatus: errorStatuses.rate_limited,
  blockedCode: undefined,
};

/**
 * Whether a request may go at `now`, with `inFlight` requests sent and not answered yet:
 * - after a 429 or a ban, nothing goes before the `Retry-After` moment;
 * - while nothing is known, one request goes alone to learn the window;
 * - requests in flight count against `remaining`; when none is left, wait for the reset, then one
 *   request learns the new window. What remained is a floor even past the reset (the server's
 *   clock may lag ours), so clock skew never serialises requests while quota is left.
 * @returns 0 when a request may go now, milliseconds until a known moment, or `undefined` until
 *   the answer of a request in flight arrives.
 */
export function decide(record: RateLimitRecord, inFlight: number, now: ClientInstant): number | undefined {
  if (now < record.blockedUntil) return record.blockedUntil - now;
  if (record.untracked) return 0;
  if (record.resetAt === 0) return inFlight === 0 ? 0 : undefined;
  if (record.remaining - inFlight > 0) return 0;
  if (inFlight > 0) return undefined;
  return now < record.resetAt ? record.resetAt - now : 0;
}

/**
 * Resets less than this apart are one window when they are dated by the client's clock:
 * `RateLimit`'s `t` counts whole seconds from each answer, so one window's reset, dated by each,
 * moves by up to a second, while the resets of two windows are at least a second apart.
 * @unit milliseconds
 */
export const sameWindowMs = 1000;

/**
 * How much later `told`'s window resets than `known`'s: 0 when they are one window, below 0 for an
 * older one. By the resets as the service sent them when both have one (`X-RateLimit-Reset`, the
 * same for every member, where members that read the service's clock differently date one window
 * up to about a second apart), else by the resets on the client's clock, less than `sameWindowMs`
 * apart being one window.
 * @returns Milliseconds of the service's clock, or of the client's.
 */
export function newerBy(known: RateLimitWindow, told: RateLimitWindow): number {
  const sent = told.serviceResetAt !== undefined && known.serviceResetAt !== undefined;
  const gap = sent ? told.serviceResetAt - known.serviceResetAt : told.resetAt - known.resetAt;
  return sent || Math.abs(gap) >= sameWindowMs ? gap : 0;
}

/**
 * The window known after an answer told of one: an older window never overrides a newer one, and
 * the lowest `remaining` of one window wins (answers to calls sent together arrive out of order)
 * and keeps the reset first dated (and the service's, once an answer named it). The store's record
 * and `client.rateLimit` both go by it.
 */
export function windowAfter(known: RateLimitWindow, told: RateLimitWindow): RateLimitWindow {
  const newer = newerBy(known, told);
  if (newer) return newer < 0 ? known : told;
  return {
    limit: told.limit,
    remaining: Math.min(known.remaining, told.remaining),
    resetAt: known.resetAt,
    serviceResetAt: known.serviceResetAt ?? told.serviceResetAt,
  };
}

/**
 * The record after an answer: its window as `windowAfter` has it, a hold only ever lengthens, and a
 * 429 without rate-limit headers makes the window unknown so that one request learns it again.
 */
export function learn(record: RateLimitRecord, { window, block }: RateLimitAnswer): RateLimitRecord {
  let { limit, remaining, resetAt, serviceResetAt } = record;
  if (window) ({ limit, remaining, resetAt, serviceResetAt } = windowAfter(record, window));
  else if (block) {
    resetAt = none;
    serviceResetAt = undefined;
  }
  const held = block && block.until > record.blockedUntil ? block : undefined;
  // Written out field by field rather than spread: every answer is learned from.
  return {
    limit,
    remaining,
    resetAt,
    serviceResetAt,
    untracked: !window && !block,
    blockedUntil: held ? held.until : record.blockedUntil,
    blockedStatus: held ? held.status : record.blockedStatus,
    blockedCode: held ? held.code : record.blockedCode,
  };
}

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
