import type { ClientInstant, ErrorCode, ServiceTime } from '@petstore/contract';

export type { ClientInstant, ServiceTime, StoreTime } from '@petstore/contract';

/**
 * What a rate-limit store keeps for one API key: the last window the service announced and the
 * hold after a 429 or a ban. Stores keep it as it is; the rules that read and change it are
 * described in docs/many-processes.md.
 */
export interface RateLimitRecord {
  /** `X-RateLimit-Limit` of the window. */
  readonly limit: number;
  /** `X-RateLimit-Remaining` of the window: the lowest seen in it. */
  readonly remaining: number;
  /** When the window resets; `0` while no window is known. */
  readonly resetAt: ClientInstant;
  /**
   * The window's reset as the service sent it (`X-RateLimit-Reset`, on the service's clock): the
   * same for every member, however each reads the service's clock, so windows are told apart by
   * it when both have one. `undefined` when the window came from `RateLimit`'s `t`, or from a store
   * that does not keep it (windows are then told apart by `resetAt`).
   */
  readonly serviceResetAt?: ServiceTime | undefined;
  /** Whether the service sent no `X-RateLimit-*` headers: then requests are not counted. */
  readonly untracked: boolean;
  /** Nothing is sent before this moment (a 429 or a ban); `0` for no hold. */
  readonly blockedUntil: ClientInstant;
  /** The status of the answer behind the hold. */
  readonly blockedStatus: number;
  /** The error code of the answer behind the hold, when its body named one. */
  readonly blockedCode: ErrorCode | undefined;
}

/**
 * The binding window an answer announces: the quota with the fewest requests left of its
 * `RateLimit` and `RateLimit-Policy` fields, else its `X-RateLimit-*` headers.
 */
export interface RateLimitWindow {
  /** The quota (`q`, or `X-RateLimit-Limit`; `remaining` when absent). */
  readonly limit: number;
  /** Requests left (`r`, or `X-RateLimit-Remaining`). */
  readonly remaining: number;
  /**
   * When the window resets: the seconds the service gave (`t` of `RateLimit`) from the answer's
   * arrival, or `X-RateLimit-Reset` moved from the service's clock onto the client's by the offset
   * its `Date` showed (by none while no answer had a usable `Date`; docs/rate-limits.md, "Clocks").
   * Dated by each answer, it moves by up to a second within one window, and by more between
   * members whose answers showed them the service's clock differently.
   */
  readonly resetAt: ClientInstant;
  /**
   * `X-RateLimit-Reset` as the service sent it, a moment of the service's clock: one window has one,
   * whoever reads it. `undefined` for a window of `RateLimit`'s `t` (seconds from the answer).
   */
  readonly serviceResetAt?: ServiceTime | undefined;
}

/** The hold a 429 or a ban asks for. */
export interface RateLimitBlock {
  /** The `Retry-After` moment. */
  readonly until: ClientInstant;
  /** The answer's status: 429, or 403 for a ban. */
  readonly status: number;
  /** The answer's error code, when its body named one. */
  readonly code: ErrorCode | undefined;
}

/** What one answer of the service tells the store. */
export interface RateLimitAnswer {
  /** The window of its `X-RateLimit-*` headers; `undefined` when it carried none. */
  readonly window: RateLimitWindow | undefined;
  /** Set when it was a 429 or a ban: until when, and what to refuse with meanwhile. */
  readonly block: RateLimitBlock | undefined;
}

/** A store's answer to a request for a turn. */
export interface RateLimitTurn {
  /** Set when the request may go now: hand it back to {@link RateLimitStore.release}. */
  readonly lease: string | undefined;
  /**
   * Without a lease: how long until a known moment (a reset or the end of a hold), or
   * `undefined` while the answer of a request in flight is awaited.
   * @unit milliseconds
   */
  readonly waitMs: number | undefined;
  /** The record the decision was made on. */
  readonly record: RateLimitRecord;
}

/**
 * The client's clock, one per store: what every moment a store is given is read on. It never
 * steps back (docs/rate-limits.md, "Clocks").
 *
 * @example
 * ```ts
 * // A store whose server keeps its own time measures that time against this clock.
 * const before = context.clock.now();
 * const serverTime = await server.time();
 * const offset = serverTime - (before + context.clock.now()) / 2;
 * ```
 */
export interface RateLimitClock {
  /** The moment it is now; never earlier than the last one read. */
  now(): ClientInstant;
}

/** What a client hands to its store on every call. */
export interface RateLimitStoreContext {
  /** Writes a warning to the client's `logger` (for a store that falls back, say). */
  readonly warn: (message: string) => void;
  /**
   * The clock of the clients that share the store. A store with a clock of its own (a server's)
   * measures it against this one, never against `Date.now()`: a step back of this process's clock
   * then moves nothing.
   */
  readonly clock: RateLimitClock;
}

/**
 * Where a client keeps what it knows about its rate limit and its requests in flight. Clients
 * that share a store and an API key behave as one client. The default is an in-memory store per
 * client ({@link inMemoryRateLimitStore}); `@petstore/rate-limit-redis` shares one across
 * processes. Every moment a store is given or answers (`now`, a reset, the end of a hold) is a
 * {@link ClientInstant}, the service's times already moved onto the client's clock
 * ({@link RateLimitStoreContext.clock}), which never steps back, so that a clock set back makes no
 * wait longer. A store shared by hosts moves them onto one clock of its own (a `StoreTime`: the
 * Redis store uses Redis's `TIME`) and back.
 *
 * A store must settle every call promptly and never reject: the client waits on it before every
 * request. One that fails is held to account, never trusted:
 * - a store that is not an object with `acquire` and `release` methods, or whose `pollMs` is not
 *   a number from 0 to 2147483647, is refused when the client is built (`PetStoreError`);
 * - when `acquire` throws, rejects, answers something that is not a {@link RateLimitTurn}, or does
 *   not answer within the turn's lease (the call's `timeout` plus a second), the call fails with a
 *   `PetStoreError` whose message begins `Not sent: the rate-limit store`: nothing is sent or
 *   retried, and the API key is masked in what the store said;
 * - a call whose `signal` aborts while `acquire` has not answered ends at once; a turn granted
 *   after that is released at once;
 * - when `release` throws or rejects, the call is not affected: one `logger.warn` says so, and the
 *   turn ends when its lease does.
 *
 * @example
 * ```ts
 * const store = inMemoryRateLimitStore(); // shared by the clients of this process
 * const reads = new PetStore({ apiKey, rateLimitStore: store });
 * const writes = new PetStore({ apiKey, rateLimitStore: store, maxRetries: 0 });
 * ```
 */
export interface RateLimitStore {
  /**
   * How often a waiting client asks again while the answer of another member's request is
   * awaited; `undefined` when only this process's clients use the store: an answer to one wakes
   * the waiting calls of all. Either way a call waiting for a request in flight also asks again
   * by itself once its own lease's time has passed (the turn ahead has ended with its lease by
   * then), so that none needs another call to wake it.
   * @unit milliseconds
   */
  readonly pollMs?: number | undefined;

  /**
   * Grants a turn (a lease that ends after `leaseMs` unless released) or says how long to wait.
   * @param scope - Names the API key and the service; secret: store only a hash of it.
   * @param now - The moment of the ask.
   * @param leaseMs - How long the turn lasts if it is never released. @unit milliseconds
   * @param context - The client's logger and clock.
   */
  acquire(
    scope: string,
    now: ClientInstant,
    leaseMs: number,
    context: RateLimitStoreContext,
  ): RateLimitTurn | Promise<RateLimitTurn>;

  /**
   * Ends a turn and learns from its answer (`undefined` when none came).
   * @param scope - As given to `acquire`.
   * @param lease - The turn's lease.
   * @param answer - What the answer said.
   * @param now - The moment the answer arrived (or the turn ended without one).
   * @param context - The client's logger and clock.
   */
  release(
    scope: string,
    lease: string,
    answer: RateLimitAnswer | undefined,
    now: ClientInstant,
    context: RateLimitStoreContext,
  ): void | Promise<void>;
}
