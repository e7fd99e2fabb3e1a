import { type ClientInstant, redact } from '@petstore/contract/internal';
import type { RateLimitState } from '../api/rate-limit-state';
import type {
  RateLimitAnswer,
  RateLimitClock,
  RateLimitRecord,
  RateLimitStore,
  RateLimitStoreContext,
  RateLimitTurn,
} from '../api/rate-limit-store';
import { PetStoreError } from '../errors/petstore-error';
import type { Answer } from '../internal/read-answer';
import { callUserCode, type Log, maxTimerMs } from '../internal/transport';
import { windowAfter } from './in-memory-rate-limit-store';
import { type SeenState, stateOf } from './state-view';
import { type TurnOptions, type WaitingGate, waitForTurn } from './wait-for-turn';

/**
 * The client's clock, one per store (docs/design/0025-the-service-clock.md): `Date.now()` with every
 * step back of it (a reading earlier than the last by over a second: NTP, the user, a VM resuming)
 * added, the time between the last reading and the step counted as none, so that a wait errs late,
 * never early. Gates that share a store share it, or the moments one learned after a step would be
 * in another frame than the other's; and with it the calls waiting at any of them, since an answer
 * to one client may free a turn for another.
 */
class StoreClock implements RateLimitClock {
  #stepBack = 0;
  #last = 0;
  readonly waiting = new Set<() => void>();

  now(): ClientInstant {
    let now = Date.now() + this.#stepBack;
    if (now < this.#last - 1000) {
      this.#stepBack += this.#last - now;
      now = this.#last;
    }
    if (now > this.#last) this.#last = now;
    return now as ClientInstant;
  }

  /** `moment` on `Date.now()`'s clock, for what a user reads. */
  readonly toDate = (moment: number): Date => new Date(moment - this.#stepBack);
}

const clocks = new WeakMap<RateLimitStore, StoreClock>();

/**
 * Which part of a store's answer keeps it from being a {@link RateLimitTurn}, or `undefined`: a
 * store is code the user plugged in, and the gate acts on nothing it has not checked.
 */
function turnProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return 'turn';
  const { lease, waitMs, record } = value as Partial<Record<keyof RateLimitTurn, unknown>>;
  if (lease !== undefined && typeof lease !== 'string') return 'lease';
  if (
    lease === undefined &&
    waitMs !== undefined &&
    !(typeof waitMs === 'number' && waitMs >= 0 && waitMs < 2 ** 53)
  )
    return 'waitMs';
  const { limit, remaining, resetAt, untracked, blockedUntil, blockedStatus, blockedCode } = (record ??
    {}) as Partial<Record<keyof RateLimitRecord, unknown>>;
  // Written out rather than as [...].every(): every call reads a turn, and an array would be made for each.
  return Number.isFinite(limit) &&
    Number.isFinite(remaining) &&
    Number.isFinite(resetAt) &&
    Number.isFinite(blockedUntil) &&
    Number.isFinite(blockedStatus) &&
    typeof untracked === 'boolean' &&
    (blockedCode === undefined || typeof blockedCode === 'string')
    ? undefined
    : 'record';
}

const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

const none = 0 as ClientInstant;

/**
 * The one place where every request of a client waits its turn, so that concurrent calls share
 * what the service said instead of each drawing its own 429. The rules are the store's
 * (rate-limit/in-memory-rate-limit-store.ts; the Redis store runs them in Lua), which learns from each answer once, so
 * that clients sharing a store (and processes sharing a Redis) wait as one. The gate keeps only
 * what `client.rateLimit` shows and the 429s and bans answered to its client; a call that finds no
 * turn waits in rate-limit/wait-for-turn.ts.
 */
export class RateLimitGate implements WaitingGate {
  readonly #store: RateLimitStore;
  readonly #scope: string;
  readonly #apiKey: string;
  readonly #context: RateLimitStoreContext;
  /** The client's clock, one per store, which never steps back. */
  readonly clock: StoreClock;
  readonly pollMs: number | undefined;
  /** What `client.rateLimit` shows, replaced whole. */
  #seen: SeenState = { quotasAt: none, heldUntil: none };
  /** 429s and bans answered to this client; only {@link RateLimitGate.leave} counts them. */
  holds = 0;
  /** The last moment a waiting call was told of. */
  #heard = 0;

  /**
   * @param store - The `rateLimitStore` option.
   * @param baseUrl - The service, for the store's scope.
   * @param apiKey - The key, for the store's scope; masked in whatever the store says.
   * @param log - The client's logger, for the store's warnings.
   * @throws {@link PetStoreError} when `store` is not a store.
   */
  constructor(store: RateLimitStore, baseUrl: string, apiKey: string, log: Log) {
    const pollMs = store?.pollMs;
    if (
      typeof store?.acquire !== 'function' ||
      typeof store.release !== 'function' ||
      !(pollMs === undefined || (typeof pollMs === 'number' && pollMs >= 0 && pollMs <= maxTimerMs))
    )
      throw new PetStoreError(
        `Option rateLimitStore must be a store: acquire and release methods, and a pollMs from 0 to ${maxTimerMs} if any`,
      );
    this.#store = store;
    this.#scope = `${baseUrl} ${apiKey}`;
    this.#apiKey = apiKey;
    this.pollMs = pollMs;
    const clock = clocks.get(store) ?? new StoreClock();
    clocks.set(store, clock);
    this.clock = clock;
    // A store's message may quote the scope, which holds the key.
    this.#context = { warn: (message) => log.warn(redact(String(message), apiKey)), clock };
  }

  /** The last state seen, for `client.rateLimit`. */
  get state(): RateLimitState | undefined {
    return stateOf(this.#seen, this.clock.now(), this.clock.toDate);
  }

  /** The state as it is now, built only when read: every answer takes one, few are looked at. */
  snapshot(): () => RateLimitState | undefined {
    const seen = this.#seen;
    const now = this.clock.now();
    let state: RateLimitState | undefined;
    return () => (state ??= stateOf(seen, now, this.clock.toDate));
  }

  /**
   * A turn: its lease at once when the store grants one at once (the usual call pays nothing for
   * waiting), else the promise of it (rate-limit/wait-for-turn.ts).
   * @throws {@link PetStoreError} when the store fails; the promise also rejects with
   *   {@link RateLimitError} or {@link PermissionDeniedError}, not sent, when a wait is refused.
   */
  turn(options: TurnOptions): string | Promise<string> {
    const at = this.clock.now();
    const asked = this.ask(at, options.leaseMs);
    if (!(asked instanceof Promise) && asked.lease !== undefined) {
      this.hold(asked.record.blockedUntil);
      return asked.lease;
    }
    return waitForTurn(this, asked, at, options);
  }

  /** Keeps the latest hold known, for `client.rateLimit`: another client of the store may have seen it. */
  hold(until: ClientInstant): void {
    if (until > this.#seen.heldUntil) this.#seen = { ...this.#seen, heldUntil: until };
  }

  firstToHear(moment: number): boolean {
    const first = moment !== this.#heard;
    this.#heard = moment;
    return first;
  }

  /** @throws {@link PetStoreError} when the store throws or answers something that is not a turn. */
  ask(at: ClientInstant, leaseMs: number): RateLimitTurn | Promise<unknown> {
    let answer: unknown;
    try {
      answer = this.#store.acquire(this.#scope, at, leaseMs, this.#context);
      // Any thenable, of any realm; a promise of this one from here on, so that its `then` is read once.
      if (typeof (answer as PromiseLike<unknown> | null)?.then === 'function')
        return new Promise((resolve) => resolve(answer));
    } catch (error) {
      throw this.failure(error);
    }
    return this.checked(answer);
  }

  checked(answer: unknown): RateLimitTurn {
    const problem = turnProblem(answer);
    if (problem) throw new PetStoreError(`Not sent: the rate-limit store answered an invalid ${problem}`);
    return answer as RateLimitTurn;
  }

  failure(error: unknown): PetStoreError {
    return new PetStoreError(
      `Not sent: the rate-limit store failed (${redact(reasonOf(error), this.#apiKey)})`,
    );
  }

  /** Gives the turn back when the answer (or a failure) arrives, with what the answer said. */
  leave(lease: string, answer: Answer | undefined): void {
    if (answer) {
      const { rateLimit, quotas, at } = answer;
      const { window: told, block } = rateLimit;
      const window = told ? windowAfter(this.#seen.window ?? told, told) : this.#seen.window;
      this.#seen = quotas ? { ...this.#seen, window, quotas, quotasAt: at } : { ...this.#seen, window };
      if (block) {
        this.hold(block.until);
        this.holds++;
      }
    }
    this.giveBack(lease, answer?.rateLimit, answer?.at);
  }

  /**
   * Hands a turn back to the store, which learns from the answer, and wakes the calls waiting.
   * A store that throws or rejects is reported, never to the call, never as an unhandled rejection.
   * @param now - When the answer arrived; by default (no answer), now.
   */
  giveBack(lease: string, answer?: RateLimitAnswer, now: ClientInstant = this.clock.now()): void {
    callUserCode(
      this.#store,
      'release',
      [this.#scope, lease, answer, now, this.#context],
      this.#releaseFailed,
    );
    const { waiting } = this.clock;
    if (waiting.size > 0) for (const wake of [...waiting]) wake();
  }

  /** Made once, not once per answer. */
  readonly #releaseFailed = (error: unknown): void =>
    this.#context.warn(
      `The rate-limit store failed to record an answer (${reasonOf(error)}); its turn ends when its lease does`,
    );
}
