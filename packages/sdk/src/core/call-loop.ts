import { errorStatuses, headerNames, type OperationSpec } from '@petstore/contract';
import { protocolStatuses, type ServiceClock } from '@petstore/contract/internal';
import type { RequestOptions } from '../api/client-options';
import { APIConnectionError, APIError, RateLimitError } from '../errors/api-error';
import { APIUserAbortError } from '../errors/api-user-abort-error';
import { PetStoreError } from '../errors/petstore-error';
import { CallHooks } from '../internal/call-hooks';
import type { RequestInput } from '../internal/operation-types';
import { type PreparedCall, prepareCall } from '../internal/prepare-call';
import { type Answer, readAnswer, readSuccessBody, seconds } from '../internal/read-answer';
import type { ClientConfig } from '../internal/resolve-options';
import { failureOf, send, sleep } from '../internal/transport';
import type { RateLimitGate } from '../rate-limit/rate-limit-gate';
import { spendRetry } from '../rate-limit/wait-for-turn';
import { CallResult, noPages, pageOf, type WithResponse } from './pagination';

/** A turn outlives the attempt's timeout by this much before the store frees it. */
const leaseSlackMs = 1000;
/** First retry waits this long, doubling on each further retry. */
const baseMs = 500;
/** Backoff never grows beyond this. */
const capMs = 8_000;
/** Jitter adds up to this share of the backoff; it only ever lengthens a wait. */
const jitterShare = 0.25;

/**
 * What a failed attempt met on the wire, for the line that says it is retried: the status and code
 * the service answered (its message may say more than this attempt met, `retry in 2 s` say), or
 * why no answer came.
 */
function metOnTheWire(failure: PetStoreError): string {
  return failure instanceof APIError
    ? `the service answered ${failure.status}${failure.code ? ` ${failure.code}` : ''}`
    : failure.message;
}

/**
 * Whether a failed attempt may be sent again. A 429 always may: the service did not act on it.
 * A 408, a 5xx or a lost connection may have had an effect, so only a request that is safe to
 * repeat (`repeatable`: a GET, or a call the service deduplicates by its `Idempotency-Key`,
 * which the SDK sends on every call that changes something) is retried. Every other 4xx, a ban
 * included, is final.
 */
export function isRetryable(error: PetStoreError, repeatable: boolean): boolean {
  if (error instanceof RateLimitError) return true;
  if (!repeatable) return false;
  if (error instanceof APIError) {
    return error.status === protocolStatuses.requestTimeout || error.status >= errorStatuses.internal_error;
  }
  return error instanceof APIConnectionError;
}

/**
 * How long to wait before retry number `retry` (1 for the first): the larger of the server's
 * `Retry-After` and exponential backoff, plus jitter that spreads clients apart but never shortens
 * what the server asked for.
 */
export function retryWaitMs(retry: number, retryAfterMs: number | undefined, random: number): number {
  const backoff = Math.min(baseMs * 2 ** (retry - 1), capMs);
  return Math.max(retryAfterMs ?? 0, backoff) + random * jitterShare * backoff;
}

/** How long to wait before retrying, or `undefined` when the failure is final. */
function retryWait(call: PreparedCall, failure: PetStoreError, maxRetryAfterMs: number): number | undefined {
  if (!isRetryable(failure, call.repeatable)) return undefined;
  const retryAfterMs =
    failure instanceof APIError && failure.retryAfter !== undefined ? failure.retryAfter * 1000 : undefined;
  // Waiting less than asked would earn another 429 and, repeated, a ban: a long wait is not shortened.
  if (retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs) return undefined;
  return retryWaitMs(call.retries + 1, retryAfterMs, Math.random());
}

async function abortable<T>(promise: T | Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  try {
    return await promise;
  } catch (error) {
    if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
    throw error;
  }
}

/**
 * The call loop: one call from validation to its result or final failure, over the client's gate
 * and wire. A class, so that what every call of a client shares (its options, its gate, what it
 * learnt of the service's clock) is held in private fields the bundler shortens.
 */
export class CallLoop {
  readonly #config: ClientConfig;
  readonly #gate: RateLimitGate;
  /** What the answers' `Date` showed of the service's clock (packages/contract/src/wire/service-clock.ts). */
  #serviceClock: ServiceClock | undefined;

  constructor(config: ClientConfig, gate: RateLimitGate) {
    this.#config = config;
    this.#gate = gate;
  }

  /**
   * Sends one call of `operation`: validation, then attempts through the gate until one succeeds
   * or a failure is final. Each answer is read once (internal/read-answer.ts).
   * @param walked - For a list: the keys of the pages fetched before this one in the same walk.
   */
  async send(
    operation: OperationSpec,
    input: object,
    options: RequestOptions | undefined,
    walked: readonly string[] = noPages,
  ): Promise<WithResponse<unknown>> {
    const { log, hooks: hookList, maxRetryAfterMs } = this.#config;
    const hooks = hookList.length > 0 ? new CallHooks(hookList, operation.operationId, log) : undefined;
    hooks?.emit('onCall', { method: operation.method.toUpperCase(), pathTemplate: operation.path });
    try {
      const call = prepareCall(operation, input as RequestInput<OperationSpec>, options, this.#config);
      for (;;) {
        const outcome = await this.#attempt(call, hooks);
        if (!(outcome instanceof PetStoreError)) {
          const result = this.#result(call, outcome, options, walked);
          hooks?.emit('onSuccess', { status: outcome.response.status, attempts: hooks.attempts });
          return result;
        }
        const wait = retryWait(call, outcome, maxRetryAfterMs);
        if (wait === undefined || !spendRetry(call)) throw outcome;
        if (hooks) {
          hooks.emit('onRetry', { attempt: hooks.attempts, reason: outcome, delayMs: wait });
          if (outcome instanceof RateLimitError)
            hooks.emit('onRateLimitWait', { ms: wait, reason: 'retry-after' });
        }
        log.info(
          `${operation.operationId}: ${metOnTheWire(outcome)}; retry ${call.retries} of ${call.maxRetries} in ${seconds(wait)}`,
        );
        await abortable(sleep(wait, call.signal), call.signal);
      }
    } catch (error) {
      hooks?.emit('onError', { error: error as PetStoreError, attempts: hooks.attempts });
      throw error;
    }
  }

  /**
   * One pass through the gate and over the wire, body included: the answer read, or the failure
   * if none came whole. The turn at the gate comes at once when the gate has one, else after the
   * wait it asks for; a 429 or ban answered meanwhile to a request ahead of this one spends one of
   * the call's retries, and each wait is told once per moment.
   */
  async #attempt(call: PreparedCall, hooks: CallHooks | undefined): Promise<Answer | PetStoreError> {
    const { signal, timeout, operation } = call;
    const { apiKey, log, deprecations, maxRetryAfterMs } = this.#config;
    const gate = this.#gate;
    const entered = gate.turn({
      leaseMs: timeout + leaseSlackMs,
      maxWaitMs: maxRetryAfterMs,
      signal,
      budget: call,
      onWait: (ms, reason, first) => {
        if (first)
          log.info(`rate limit: holding requests for ${seconds(ms)} (${reason}, ${operation.operationId})`);
        hooks?.emit('onRateLimitWait', { ms, reason });
      },
    });
    // Awaited only when the gate made the call wait: a turn given at once costs no tick.
    const turn = typeof entered === 'string' ? entered : await abortable(entered, signal);
    let answer: Answer | undefined;
    const sentAt = gate.clock.now();
    try {
      const { response, text } = await send(call, hooks ? hooks.request(call) : call.headers, this.#config);
      hooks?.response(response, apiKey);
      const knownClock = this.#serviceClock;
      answer = readAnswer({ response, text, apiKey, log, sentAt, at: gate.clock.now(), knownClock });
      this.#serviceClock = answer.serviceClock;
      if (operation.deprecated || response.headers.has(headerNames.deprecation))
        deprecations.check(operation, response.headers, hooks);
      return answer.error ?? answer;
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      return failureOf(error, timeout);
    } finally {
      gate.leave(turn, answer);
    }
  }

  /** What a successful call resolves to: its data (a page for a list) with the answer and the rate-limit state. */
  #result(
    call: PreparedCall,
    { response, text }: Answer,
    options: RequestOptions | undefined,
    walked: readonly string[],
  ): CallResult<unknown> {
    const { operation } = call;
    const { validateResponses, apiKey } = this.#config;
    const data = readSuccessBody(operation, text, validateResponses, apiKey);
    const value = operation.paginated
      ? pageOf(call, response.headers, data as unknown[], walked, (search, pages) =>
          this.send(operation, { ...call.input, search }, options, pages),
        )
      : data;
    return new CallResult(value, response, this.#gate.snapshot());
  }
}
