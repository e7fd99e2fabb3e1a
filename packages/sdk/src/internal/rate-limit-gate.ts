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
import { emptyRecord, learn } from './rate-limit-rules';
import { clampTime, parseRetryAfter } from './retry-after';
import { sleep } from './sleep';

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
  readonly turn: RateLimitTurn | Promise<RateLimitTurn>;
  readonly at: number;
  readonly blocks: number;
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
   * @param store - Where the record and the requests in flight are kept.
   * @param scope - The API key and the service, for the store.
   * @param warn - The client's `logger.warn`, for the store.
   * @param debug - The client's `logger.debug`, for rate-limit fields it ignores.
   */
  constructor(
    store: RateLimitStore,
    scope: string,
    warn: (message: string) => void,
    debug: (message: string) => void,
  ) {
    this.#store = store;
    this.#scope = scope;
    this.#context = { warn };
    this.#debug = debug;
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
    const turn = this.#store.acquire(this.#scope, at, leaseMs, this.#context);
    if (!(turn instanceof Promise) && turn.lease !== undefined) {
      this.#record = turn.record;
      return turn.lease;
    }
    return { turn, at, blocks: this.#blocks };
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
      const turn = await asked;
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
      await sleep(wait ?? this.#store.pollMs, signal, this.#waiters);
      if (this.#blocks !== pending.blocks && this.#lastBlock) return this.#lastBlock;
      now = Date.now();
      asked = this.#store.acquire(this.#scope, now, leaseMs, this.#context);
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
    // A store must not reject; one that does is reported, and never becomes an unhandled rejection.
    const released = this.#store.release(this.#scope, lease, answer, now, this.#context);
    if (released)
      Promise.resolve(released).catch((error: unknown) =>
        this.#context.warn(
          `The rate-limit store failed to record an answer (${error instanceof Error ? error.message : String(error)}); its turn ends when its lease does`,
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
    const until = new Date(now + waitMs).toISOString();
    const message = `Not sent: this client holds its requests until ${until}, longer than maxRetryAfter allows`;
    const headers = new Headers({ [headerNames.retryAfter]: String(Math.ceil(waitMs / 1000)) });
    return APIError.generate(status, { code, message, status }, headers);
  }
}
