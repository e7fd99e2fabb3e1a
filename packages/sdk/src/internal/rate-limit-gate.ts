import { errorStatuses } from '@petstore/contract';
import { clampTime, type QuotaState, redact } from '@petstore/contract/internal';
import type { RateLimitWaitEvent } from '../api/hooks';
import type { RateLimitPolicyState, RateLimitState } from '../api/rate-limit-state';
import type {
  RateLimitAnswer,
  RateLimitRecord,
  RateLimitStore,
  RateLimitStoreContext,
  RateLimitTurn,
} from '../api/rate-limit-store';
import { APIError } from '../errors/api-error';
import { PetStoreError } from '../errors/petstore-error';
import { callUserCode } from './call-user-code';
import type { Log } from './log';
import type { Answer } from './read-answer';
import { maxTimerMs, sleep } from './sleep';

/** A turn the store did not grant at once: its answer, when it was asked, and the holds seen by then. */
export interface PendingTurn {
  /** The store's answer, checked, or the promise of it. */
  readonly turn: RateLimitTurn | Promise<unknown>;
  readonly at: number;
  readonly holds: number;
}

/**
 * Which part of what a rate-limit store answered keeps it from being a {@link RateLimitTurn}:
 * `'turn'` (not an object), `'lease'`, `'waitMs'` or `'record'`; `undefined` when it is one. A
 * store is code the user plugged in: the gate acts on nothing it has not checked here.
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

/**
 * A read of the client's clock earlier than the last one by more than this is a step back (NTP,
 * the user, a VM resuming), not jitter. @unit milliseconds
 */
const stepBackMs = 1000;

/** The steps back of the client's clock added so far, and the last reading with them added. */
interface GateClock {
  stepBack: number;
  lastNow: number;
}

/** What the gates of one store share. */
interface StoreGates {
  /**
   * Their clock: gates that share a store keep its moments in one frame, which they would not if
   * each counted a step back from its own last reading.
   */
  readonly clock: GateClock;
  /** How to wake each call waiting at any of them: an answer to one client may free a turn for another. */
  readonly waiters: Set<() => void>;
}

const gatesByStore = new WeakMap<RateLimitStore, StoreGates>();

/** What a store's error says. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * `client.rateLimit` as of `now`: the last window and quotas the service announced (the quotas at
 * `at`), and the hold known; each moment moved by `stepBack` from the gate's clock to `Date.now()`'s.
 */
function stateOf(
  window: RateLimitAnswer['window'],
  quotas: readonly QuotaState[] | undefined,
  at: number,
  heldUntil: number,
  now: number,
  stepBack: number,
): RateLimitState | undefined {
  if (!window) return undefined;
  const policies = (quotas ?? []).map(
    ({ name, quota, windowSeconds, remaining, resetSeconds }): RateLimitPolicyState => ({
      name,
      quota,
      windowSeconds,
      remaining,
      resetAt: new Date(clampTime(at - stepBack + resetSeconds * 1000)),
    }),
  );
  return {
    limit: window.limit,
    remaining: window.remaining,
    resetAt: new Date(window.resetAt - stepBack),
    blockedUntil: heldUntil > now ? new Date(heldUntil - stepBack) : undefined,
    policies,
  };
}

/**
 * The one place where every request of a client waits its turn, so that concurrent calls share
 * what the service said instead of each drawing its own 429. The rules are the store's
 * (`decide` and `learn`, in rate-limit/rules.ts; the Redis store runs
 * them in Lua), which learns from each answer once, so that clients sharing a store (and processes
 * sharing a Redis) wait as one. The gate keeps only what `client.rateLimit` shows.
 *
 * Every moment the gate and its store keep is of the gate's clock ({@link RateLimitGate.now}),
 * which never steps back: a client's clock set back an hour while a window is spent would
 * otherwise make every wait an hour longer, refused past `maxRetryAfter` with nothing sent to
 * notice (docs/design/0025-the-service-clock.md).
 */
export class RateLimitGate {
  readonly #store: RateLimitStore;
  readonly #scope: string;
  readonly #apiKey: string;
  readonly #pollMs: number | undefined;
  readonly #context: RateLimitStoreContext;
  // What `client.rateLimit` shows: the last window and quotas announced, and until when requests are held.
  #window: RateLimitAnswer['window'];
  #quotas: readonly QuotaState[] | undefined;
  #quotasAt = 0;
  #heldUntil = 0;
  #announcedWait = 0;
  readonly #clock: GateClock;
  /** 429s and bans answered to this client, for the calls waiting behind them. */
  #holds = 0;
  readonly #waiters: Set<() => void>;
  /** Made once, not once per answer. */
  readonly #releaseFailed = (error: unknown): void =>
    this.#context.warn(
      `The rate-limit store failed to record an answer (${reasonOf(error)}); its turn ends when its lease does`,
    );

  /**
   * @param store - Where the record and the requests in flight are kept: the `rateLimitStore` option.
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
    this.#pollMs = pollMs;
    let gates = gatesByStore.get(store);
    if (!gates) {
      gates = { clock: { stepBack: 0, lastNow: 0 }, waiters: new Set() };
      gatesByStore.set(store, gates);
    }
    const { clock } = gates;
    this.#clock = clock;
    this.#waiters = gates.waiters;
    this.#context = {
      // A store's message may quote the scope, which holds the key.
      warn: (message) => log.warn(redact(String(message), apiKey)),
      get stepBackMs() {
        return clock.stepBack;
      },
    };
  }

  /**
   * The gate's clock: `Date.now()` with every step back of it added, so that a step back moves
   * no moment the gate or its store keeps later. The time between the last reading and the step
   * is not known and counted as none: a wait errs late, never early. A step forward is kept
   * (the service's next 429 says how long to wait).
   * @unit Unix milliseconds
   */
  now(): number {
    const clock = this.#clock;
    let now = Date.now() + clock.stepBack;
    if (now < clock.lastNow - stepBackMs) {
      clock.stepBack += clock.lastNow - now;
      now = clock.lastNow;
    }
    if (now > clock.lastNow) clock.lastNow = now;
    return now;
  }

  /** The last state seen, for `client.rateLimit`. */
  get state(): RateLimitState | undefined {
    return stateOf(
      this.#window,
      this.#quotas,
      this.#quotasAt,
      this.#heldUntil,
      this.now(),
      this.#clock.stepBack,
    );
  }

  /**
   * The state as it is now, built only when read: every answer takes one, few are looked at.
   * @returns A function that gives the same state (the same object) on every call.
   */
  snapshot(): () => RateLimitState | undefined {
    const window = this.#window;
    const quotas = this.#quotas;
    const at = this.#quotasAt;
    const heldUntil = this.#heldUntil;
    const now = this.now();
    const stepBack = this.#clock.stepBack;
    let state: RateLimitState | undefined;
    return () => {
      state ??= stateOf(window, quotas, at, heldUntil, now, stepBack);
      return state;
    };
  }

  /**
   * Asks the store for a turn once. A turn granted at once is returned as its lease, without a
   * promise: the usual call pays nothing for waiting. Anything else goes to {@link RateLimitGate.wait}.
   * @param leaseMs - How long the turn lasts if it is never given back.
   */
  ask(leaseMs: number): string | PendingTurn {
    const at = this.now();
    const turn = this.#acquire(at, leaseMs);
    if (!(turn instanceof Promise) && turn.lease !== undefined) {
      this.#hold(turn.record.blockedUntil);
      return turn.lease;
    }
    return { turn, at, holds: this.#holds };
  }

  /** Keeps the latest hold known, for `client.rateLimit`: another client of the store may have seen it. */
  #hold(until: number): void {
    if (until > this.#heldUntil) this.#heldUntil = until;
  }

  /**
   * Asks the store for a turn: its answer checked, or the promise of it.
   * @throws {@link PetStoreError} when the store throws or answers something that is not a turn.
   */
  #acquire(now: number, leaseMs: number): RateLimitTurn | Promise<unknown> {
    let answer: unknown;
    try {
      answer = this.#store.acquire(this.#scope, now, leaseMs, this.#context);
      // Any thenable, of any realm; a promise of this one from here on, so that its `then` (a
      // getter, say) is not read again.
      if (typeof (answer as PromiseLike<unknown> | null)?.then === 'function')
        return new Promise((resolve) => resolve(answer));
    } catch (error) {
      throw this.#failure(error);
    }
    return this.#checked(answer);
  }

  /** @throws {@link PetStoreError} unless `answer` is a turn. */
  #checked(answer: unknown): RateLimitTurn {
    const problem = turnProblem(answer);
    if (problem) throw new PetStoreError(`Not sent: the rate-limit store answered an invalid ${problem}`);
    return answer as RateLimitTurn;
  }

  /** A store that threw or rejected, as the error of the call: its words, the key masked. */
  #failure(error: unknown): PetStoreError {
    return new PetStoreError(
      `Not sent: the rate-limit store failed (${redact(reasonOf(error), this.#apiKey)})`,
    );
  }

  /**
   * The store's answer once it comes, checked. The call stops waiting for it when its signal
   * aborts, and after `leaseMs` (a turn granted later would have ended by then); a lease granted
   * after that is given back at once.
   * @throws {@link PetStoreError} when the store rejects, answers something that is not a turn, or
   *   does not answer within `leaseMs`; the signal's reason when it aborts.
   */
  async #answer(asked: Promise<unknown>, signal: AbortSignal | undefined, leaseMs: number) {
    let waiting = true;
    const answer = asked.then(
      (turn) => {
        const { lease } = this.#checked(turn);
        if (!waiting && lease !== undefined) this.#giveBack(lease, undefined, this.now());
        return turn as RateLimitTurn;
      },
      (error: unknown) => {
        throw this.#failure(error);
      },
    );
    const deadline = new Set<() => void>();
    try {
      return await Promise.race([
        answer,
        sleep(leaseMs, signal, deadline).then(() => {
          throw new PetStoreError(`Not sent: the rate-limit store did not answer within ${leaseMs} ms`);
        }),
      ]);
    } finally {
      waiting = false;
      for (const end of deadline) end();
    }
  }

  /**
   * Waits until the store grants a turn.
   * @param pending - What {@link RateLimitGate.ask} returned instead of a lease.
   * @param maxWaitMs - A wait known to be longer is refused at once.
   * @param leaseMs - How long the turn lasts if it is never given back.
   * @param onWait - Told of every wait of this call for a known time, with why, and whether it is
   *   the first call told of that moment (for a log line per moment).
   * @param onHold - Told of each 429 or ban answered to a request of this client while this call
   *   waited; after a `false` (the call has no retry left to spend on it), the next wait is refused.
   * @returns The lease of the turn.
   * @throws {@link RateLimitError} or {@link PermissionDeniedError}, not sent, when the wait is
   *   over `maxWaitMs` or follows a `false` of `onHold`.
   */
  async wait(
    pending: PendingTurn,
    signal: AbortSignal | undefined,
    maxWaitMs: number,
    leaseMs: number,
    onWait: (ms: number, reason: RateLimitWaitEvent['reason'], first: boolean) => void,
    onHold: () => boolean,
  ): Promise<string> {
    let holds = pending.holds;
    let spent = false;
    for (let { turn: asked, at: now } = pending; ; ) {
      const turn = asked instanceof Promise ? await this.#answer(asked, signal, leaseMs) : asked;
      const { blockedUntil, blockedStatus, blockedCode } = turn.record;
      this.#hold(blockedUntil);
      if (turn.lease !== undefined) return turn.lease;
      const wait = turn.waitMs;
      if (wait !== undefined) {
        const blocked = now < blockedUntil;
        if (spent || wait > maxWaitMs) {
          const until = new Date(clampTime(now + wait - this.#clock.stepBack)).toISOString();
          const why = spent ? 'and this call has no retry left' : 'longer than maxRetryAfter allows';
          const status = blocked ? blockedStatus : errorStatuses.rate_limited;
          const message = `Not sent: this client holds its requests until ${until}, ${why}`;
          const code = blocked ? blockedCode : 'rate_limited';
          // Typed as the hold that keeps it, never an answer; `retryAfter` the wait left, rounded up.
          throw APIError.generate(status, { code, message, status }, new Headers(), Math.ceil(wait / 1000));
        }
        const reason = !blocked
          ? 'gate'
          : blockedStatus === errorStatuses.api_key_banned
            ? 'ban'
            : 'retry-after';
        onWait(wait, reason, this.#announce(now, wait));
      }
      // Woken by an answer, or by its own timer: never only by another call's answer, which in a
      // Cloudflare Worker is another request's, and a request that only another can resume is
      // cancelled as hung (docs/design/0028-waking-without-another-request.md). The turn ahead
      // ends within its lease (a store drops it then): by then, this call asks again.
      await sleep(wait ?? Math.min(this.#pollMs ?? leaseMs, leaseMs), signal, this.#waiters);
      now = this.now();
      if (this.#holds !== holds) {
        holds = this.#holds;
        spent = !onHold();
      }
      asked = this.#acquire(now, leaseMs);
    }
  }

  /** Gives the turn back when the answer (or a failure) arrives, with what the answer said. */
  leave(lease: string, answer: Answer | undefined): void {
    if (answer) {
      const { window, block } = answer.rateLimit;
      if (window) this.#window = window;
      if (answer.quotas) {
        this.#quotas = answer.quotas;
        this.#quotasAt = answer.at;
      }
      if (block) {
        this.#hold(block.until);
        this.#holds++;
      }
    }
    this.#giveBack(lease, answer?.rateLimit, answer?.at ?? this.now());
  }

  /**
   * Hands a turn back to the store, which learns from the answer, and wakes the calls waiting for
   * it. A store must not throw or reject; one that does is reported, never to the call, and never
   * as an unhandled rejection.
   */
  #giveBack(lease: string, answer: RateLimitAnswer | undefined, now: number): void {
    callUserCode(
      this.#store,
      'release',
      [this.#scope, lease, answer, now, this.#context],
      this.#releaseFailed,
    );
    if (this.#waiters.size > 0) for (const wake of [...this.#waiters]) wake();
  }

  /** Whether no call was told of this moment yet. */
  #announce(now: number, wait: number): boolean {
    if (now + wait === this.#announcedWait) return false;
    this.#announcedWait = now + wait;
    return true;
  }
}
