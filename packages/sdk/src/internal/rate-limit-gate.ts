import { errorStatuses, headerNames } from '@petstore/contract';
import { bindingQuota, parseRateLimitFields, type QuotaState } from '@petstore/contract/internal';
import type { RateLimitWaitEvent } from '../core/hooks';
import type { RateLimitPolicyState, RateLimitState } from '../core/rate-limit-state';
import type {
  RateLimitAnswer,
  RateLimitRecord,
  RateLimitStore,
  RateLimitStoreContext,
  RateLimitTurn,
  RateLimitWindow,
} from '../core/rate-limit-store';
import { APIError } from '../errors/api-error';
import { PetStoreError } from '../errors/petstore-error';
import { callUserCode } from './call-user-code';
import type { Log } from './log';
import { emptyRecord, learn } from './rate-limit-rules';
import { redact } from './redact';
import { clampTime, parseRetryAfter } from './retry-after';
import { maxTimerMs, sleep } from './sleep';

const blockingStatuses: ReadonlySet<number> = new Set([
  errorStatuses.rate_limited,
  errorStatuses.api_key_banned,
]);

/** A header that holds a number, or `undefined` when it is absent or not a number. */
function numberHeader(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  const number = value === null ? Number.NaN : Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/** A turn the store did not grant at once: its answer, when it was asked, and the blocking answers seen by then. */
export interface PendingTurn {
  /** The store's answer, checked, or the promise of it. */
  readonly turn: RateLimitTurn | Promise<unknown>;
  readonly at: number;
  readonly blocks: number;
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

/** What a store's error says. */
function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The quotas an answer announced in the standard fields, and when it was read. */
interface Announced {
  readonly quotas: readonly QuotaState[];
  readonly at: number;
}

/** What the rules read from one answer, and the quotas it announced. */
interface ReadAnswer {
  readonly answer: RateLimitAnswer;
  readonly announced: Announced | undefined;
}

/** The state of `record` and `announced` as of `now`, for `client.rateLimit`. */
function stateOf(
  record: RateLimitRecord,
  announced: Announced | undefined,
  now: number,
): RateLimitState | undefined {
  const { limit, remaining, resetAt, blockedUntil } = record;
  if (resetAt === 0) return undefined;
  const policies = (announced?.quotas ?? []).map(
    ({ name, quota, windowSeconds, remaining, resetSeconds }): RateLimitPolicyState => ({
      name,
      quota,
      windowSeconds,
      remaining,
      resetAt: new Date(clampTime((announced as Announced).at + resetSeconds * 1000)),
    }),
  );
  return {
    limit,
    remaining,
    resetAt: new Date(resetAt),
    blockedUntil: blockedUntil > now ? new Date(blockedUntil) : undefined,
    policies,
  };
}

/**
 * Reads an answer's window from `RateLimit` and `RateLimit-Policy` when they hold a quota (the
 * binding one), else from `X-RateLimit-*`, and its hold from a 429 or a ban.
 */
function readAnswer(
  response: Response,
  failure: APIError | undefined,
  now: number,
  debug: (message: string) => void,
): ReadAnswer {
  const { headers, status } = response;
  const { quotas, problem } = parseRateLimitFields(
    headers.get(headerNames.rateLimit),
    headers.get(headerNames.rateLimitPolicy),
  );
  if (problem) debug(`Ignored ${problem}`);
  const binding = quotas && bindingQuota(quotas);
  let window: RateLimitWindow | undefined;
  if (binding) {
    const resetAt = clampTime(now + binding.resetSeconds * 1000);
    window = {
      limit: binding.quota ?? binding.remaining,
      remaining: binding.remaining,
      resetAt,
      local: true,
    };
  } else {
    const limit = numberHeader(headers, headerNames.rateLimitLimit);
    const remaining = numberHeader(headers, headerNames.rateLimitRemaining);
    const reset = numberHeader(headers, headerNames.rateLimitReset);
    if (remaining !== undefined && reset !== undefined) {
      window = { limit: limit ?? remaining, remaining, resetAt: clampTime(reset * 1000) };
    }
  }
  const block = blockingStatuses.has(status)
    ? {
        until: now + (parseRetryAfter(headers.get(headerNames.retryAfter), now) ?? 0),
        status,
        code: failure?.code,
      }
    : undefined;
  return { answer: { window, block }, announced: quotas && { quotas, at: now } };
}

/**
 * The one place where every request of a client waits its turn, so that concurrent calls share
 * what the service said instead of each drawing its own 429. The rules live in
 * {@link waitBeforeSending} and {@link learn}; the store holds the record, so that clients sharing
 * a store (and processes sharing a Redis) wait as one. A 429 or a ban answered to a request counts
 * as an attempt for every call that waited behind it: they would have got the same answer.
 */
export class RateLimitGate {
  readonly #store: RateLimitStore;
  readonly #scope: string;
  readonly #apiKey: string;
  readonly #pollMs: number | undefined;
  readonly #context: RateLimitStoreContext;
  readonly #debug: (message: string) => void;
  #record = emptyRecord;
  #announced: Announced | undefined;
  #announcedWait = 0;
  /** Blocking answers seen, and the last one, for the calls waiting behind them. */
  #blocks = 0;
  #lastBlock: APIError | undefined;
  readonly #waiters = new Set<() => void>();

  /**
   * @param store - Where the record and the requests in flight are kept: the `rateLimitStore` option.
   * @param baseUrl - The service, for the store's scope.
   * @param apiKey - The key, for the store's scope; masked in whatever the store says.
   * @param log - The client's logger: warnings of the store, rate-limit fields ignored.
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
    this.#debug = (message) => log.debug(message);
    // A store's message may quote the scope, which holds the key.
    this.#context = { warn: (message) => log.warn(redact(String(message), apiKey)) };
  }

  /** The last state seen, for `client.rateLimit`. */
  get state(): RateLimitState | undefined {
    return stateOf(this.#record, this.#announced, Date.now());
  }

  /**
   * The state as it is now, built only when read: every answer takes one, few are looked at.
   * @returns A function that gives the same state (the same object) on every call.
   */
  snapshot(): () => RateLimitState | undefined {
    const record = this.#record;
    const announced = this.#announced;
    const now = Date.now();
    let state: RateLimitState | undefined;
    return () => {
      state ??= stateOf(record, announced, now);
      return state;
    };
  }

  /**
   * Asks the store for a turn once. A turn granted at once is returned as its lease, without a
   * promise: the usual call pays nothing for waiting. Anything else goes to {@link RateLimitGate.wait}.
   * @param leaseMs - How long the turn lasts if it is never given back.
   */
  ask(leaseMs: number): string | PendingTurn {
    const at = Date.now();
    const turn = this.#acquire(at, leaseMs);
    if (!(turn instanceof Promise) && turn.lease !== undefined) {
      this.#record = turn.record;
      return turn.lease;
    }
    return { turn, at, blocks: this.#blocks };
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
        if (!waiting && lease !== undefined) this.#giveBack(lease, undefined, Date.now());
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
   * @returns The lease of the turn, or the 429 or ban answered meanwhile to a request ahead.
   * @throws {@link RateLimitError} or {@link PermissionDeniedError} when the wait is over `maxWaitMs`.
   */
  async wait(
    pending: PendingTurn,
    signal: AbortSignal | undefined,
    maxWaitMs: number,
    leaseMs: number,
    onWait: (ms: number, reason: RateLimitWaitEvent['reason'], first: boolean) => void,
  ): Promise<string | APIError> {
    for (let { turn: asked, at: now } = pending; ; ) {
      const turn = asked instanceof Promise ? await this.#answer(asked, signal, leaseMs) : asked;
      this.#record = turn.record;
      if (turn.lease !== undefined) return turn.lease;
      const wait = turn.waitMs;
      if (wait !== undefined) {
        if (wait > maxWaitMs) throw this.#refusal(now, wait);
        const { blockedUntil, blockedStatus } = this.#record;
        const reason =
          now >= blockedUntil
            ? 'gate'
            : blockedStatus === errorStatuses.api_key_banned
              ? 'ban'
              : 'retry-after';
        onWait(wait, reason, this.#announce(now, wait));
      }
      await sleep(wait ?? this.#pollMs, signal, this.#waiters);
      if (this.#blocks !== pending.blocks && this.#lastBlock) return this.#lastBlock;
      now = Date.now();
      asked = this.#acquire(now, leaseMs);
    }
  }

  /** Gives the turn back when the answer (or a failure) arrives, and learns from the answer. */
  leave(lease: string, response: Response | undefined, failure: APIError | undefined): void {
    const now = Date.now();
    const read = response && readAnswer(response, failure, now, this.#debug);
    const answer = read?.answer;
    if (read?.announced) this.#announced = read.announced;
    if (answer) this.#record = learn(this.#record, answer);
    if (answer?.block && failure) {
      this.#blocks++;
      this.#lastBlock = failure;
    }
    this.#giveBack(lease, answer, now);
  }

  /**
   * Hands a turn back to the store, and wakes the calls waiting for it. A store must not throw or
   * reject; one that does is reported, never to the call, and never as an unhandled rejection.
   */
  #giveBack(lease: string, answer: RateLimitAnswer | undefined, now: number): void {
    callUserCode(this.#store, 'release', [this.#scope, lease, answer, now, this.#context], (error) =>
      this.#context.warn(
        `The rate-limit store failed to record an answer (${reasonOf(error)}); its turn ends when its lease does`,
      ),
    );
    if (this.#waiters.size > 0) for (const wake of [...this.#waiters]) wake();
  }

  /** Whether no call was told of this moment yet. */
  #announce(now: number, wait: number): boolean {
    if (now + wait === this.#announcedWait) return false;
    this.#announcedWait = now + wait;
    return true;
  }

  #refusal(now: number, waitMs: number): APIError {
    const { blockedUntil, blockedStatus, blockedCode } = this.#record;
    const blocked = now < blockedUntil;
    const status = blocked ? blockedStatus : errorStatuses.rate_limited;
    const code = blocked ? blockedCode : 'rate_limited';
    const until = new Date(clampTime(now + waitMs)).toISOString();
    const message = `Not sent: this client holds its requests until ${until}, longer than maxRetryAfter allows`;
    const headers = new Headers({ [headerNames.retryAfter]: String(Math.ceil(waitMs / 1000)) });
    return APIError.generate(status, { code, message, status }, headers);
  }
}
