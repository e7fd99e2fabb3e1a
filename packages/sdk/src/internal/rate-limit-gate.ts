import { errorCodeList, errorStatuses, headerNames } from '@petstore/contract';
import type { RateLimitState } from '../core/rate-limit-state';
import { APIError } from '../errors/api-error';
import { clampTime } from './clamp-time';
import { numberHeader } from './number-header';
import { parseRetryAfter } from './retry-after';
import { sleep } from './sleep';

interface Window {
  readonly limit: number;
  readonly remaining: number;
  readonly resetAt: number;
}

const blockingStatuses: ReadonlySet<number> = new Set([
  errorStatuses.rate_limited,
  errorStatuses.api_key_banned,
]);

/**
 * The one place where every request of a client waits its turn, so that concurrent calls share
 * what the service said instead of each drawing its own 429:
 * - after a 429 or a ban, nothing is sent before the `Retry-After` moment;
 * - no more requests are in flight than `X-RateLimit-Remaining` allows, and when none are left the
 *   next ones wait for `X-RateLimit-Reset`;
 * - while nothing is known (first call, or after a used-up window resets) one request goes alone
 *   to learn the window.
 */
export class RateLimitGate {
  #window: Window | undefined;
  #tracked = true;
  #inFlight = 0;
  #blockedUntil = 0;
  #blockedBy: number = errorStatuses.rate_limited;
  #announced = 0;
  readonly #waiters = new Set<() => void>();

  /** The last state seen, for `client.rateLimit`. */
  get state(): RateLimitState | undefined {
    const window = this.#window;
    if (!window) return undefined;
    const blocked = this.#blockedUntil > Date.now();
    return {
      limit: window.limit,
      remaining: window.remaining,
      resetAt: new Date(window.resetAt),
      blockedUntil: blocked ? new Date(this.#blockedUntil) : undefined,
    };
  }

  /** Takes a turn if one is free now, without waiting. */
  tryEnter(): boolean {
    if (this.#waitMs(Date.now()) !== 0) return false;
    this.#inFlight++;
    return true;
  }

  /**
   * Waits for a turn.
   * @param maxWaitMs - A wait known to be longer is refused at once.
   * @param onWait - Told once per moment that calls are held until, for the log.
   * @throws {@link RateLimitError} or {@link PermissionDeniedError} when the wait is over `maxWaitMs`.
   */
  async enter(
    signal: AbortSignal | undefined,
    maxWaitMs: number,
    onWait: (ms: number) => void,
  ): Promise<void> {
    for (;;) {
      const now = Date.now();
      const wait = this.#waitMs(now);
      if (wait === 0) {
        this.#inFlight++;
        return;
      }
      if (wait !== undefined) {
        if (wait > maxWaitMs) throw this.#refusal(now, wait);
        this.#announce(now, wait, onWait);
      }
      await sleep(wait, signal, this.#waiters);
    }
  }

  /** Gives the turn back when the answer (or a failure) arrives, and learns from the answer. */
  leave(response: Response | undefined): void {
    this.#inFlight--;
    if (response) this.#observe(response, Date.now());
    if (this.#waiters.size > 0) for (const wake of [...this.#waiters]) wake();
  }

  /** 0 when a request may go now; milliseconds until a known moment; `undefined` until an answer arrives. */
  #waitMs(now: number): number | undefined {
    if (now < this.#blockedUntil) return this.#blockedUntil - now;
    const window = this.#window;
    if (!this.#tracked) return 0;
    if (!window) return this.#inFlight === 0 ? 0 : undefined;
    // What remained is a floor even past the reset (the server's clock may lag ours), so clock
    // skew or a stale reset never serialises requests while quota is left.
    if (window.remaining - this.#inFlight > 0) return 0;
    if (this.#inFlight > 0) return undefined;
    // Used up: wait for the reset, then let one request learn the new window.
    return now < window.resetAt ? window.resetAt - now : 0;
  }

  #announce(now: number, wait: number, onWait: (ms: number) => void): void {
    if (now + wait === this.#announced) return;
    this.#announced = now + wait;
    onWait(wait);
  }

  #observe(response: Response, now: number): void {
    const { headers, status } = response;
    const limit = numberHeader(headers, headerNames.rateLimitLimit);
    const remaining = numberHeader(headers, headerNames.rateLimitRemaining);
    const reset = numberHeader(headers, headerNames.rateLimitReset);
    this.#tracked = remaining !== undefined && reset !== undefined;
    if (remaining !== undefined && reset !== undefined)
      this.#learn({ limit: limit ?? remaining, remaining, resetAt: clampTime(reset * 1000) });
    if (blockingStatuses.has(status)) {
      const until = now + (parseRetryAfter(headers.get(headerNames.retryAfter), now) ?? 0);
      if (until > this.#blockedUntil) {
        this.#blockedUntil = until;
        this.#blockedBy = status;
      }
    }
  }

  #learn(next: Window): void {
    const current = this.#window;
    if (current && next.resetAt < current.resetAt) return; // a late answer from an older window
    // Answers of one window can arrive out of order: the lowest `remaining` is the latest.
    const sameWindow = current?.resetAt === next.resetAt;
    this.#window = sameWindow ? { ...next, remaining: Math.min(current.remaining, next.remaining) } : next;
  }

  #refusal(now: number, waitMs: number): APIError {
    const status = now < this.#blockedUntil ? this.#blockedBy : errorStatuses.rate_limited;
    const code = errorCodeList.find((candidate) => errorStatuses[candidate] === status);
    const until = new Date(now + waitMs).toISOString();
    const message = `Not sent: this client holds its requests until ${until}, longer than maxRetryAfter allows`;
    const headers = new Headers({ [headerNames.retryAfter]: String(Math.ceil(waitMs / 1000)) });
    return APIError.generate(status, { code, message, status }, headers);
  }
}
