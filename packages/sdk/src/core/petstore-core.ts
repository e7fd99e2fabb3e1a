import { headerNames, type OperationSpec } from '@petstore/contract';
import { encodeQuery, linkRelations, protocolStatuses, type QueryValue } from '@petstore/contract/internal';
import ky, { type Options, TimeoutError } from 'ky';
import type { ClientOptions, RequestOptions } from '../client-options';
import { APIConnectionError } from '../errors/api-connection-error';
import { APIError, RateLimitError } from '../errors/api-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { APIUserAbortError } from '../errors/api-user-abort-error';
import { PetStoreError } from '../errors/petstore-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import { retryWaitMs } from '../internal/backoff';
import { CallHooks } from '../internal/call-hooks';
import { parseLinkHeader } from '../internal/link-header';
import { type PreparedCall, prepareCall } from '../internal/prepare-call';
import { RateLimitGate } from '../internal/rate-limit-gate';
import { readErrorBody, readSuccessBody } from '../internal/read-body';
import { redact, redactHeaders } from '../internal/redact';
import { type ClientConfig, resolveOptions } from '../internal/resolve-options';
import { parseRetryAfter } from '../internal/retry-after';
import { isRetryable } from '../internal/retry-policy';
import { sleep } from '../internal/sleep';
import { APIPromise, type WithResponse } from './api-promise';
import type { ItemOf, QueryOf, RequestInput, ResponseOf } from './operation-types';
import { Page, PagePromise } from './pagination';
import type { RateLimitState } from './rate-limit-state';

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const apiKeyHeader = headerNames.apiKey.toLowerCase();
const contentTypeHeader = headerNames.contentType.toLowerCase();
/** A turn outlives the attempt's timeout by this much before the store frees it. */
const leaseSlackMs = 1000;
const { movedPermanently, found, seeOther } = protocolStatuses.redirect;
const redirectStatuses: ReadonlySet<number> = new Set(Object.values(protocolStatuses.redirect));

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function without(headers: Readonly<Record<string, string>>, name: string): Record<string, string> {
  const { [name]: _, ...rest } = headers;
  return rest;
}

/** Whether `value` is a Response, of this realm or another (a fetch polyfill's). */
function isResponse(value: unknown): value is Response {
  const response = value as Partial<Response> | null | undefined;
  return (
    value instanceof Response ||
    (typeof response?.text === 'function' &&
      typeof response.status === 'number' &&
      typeof response.headers?.get === 'function')
  );
}

/** Whether following the redirect turns the request into a GET without body, as fetch does (RFC 9110, section 15.4). */
function redirectBecomesGet(status: number, method: string): boolean {
  return status === seeOther
    ? method !== 'get'
    : (status === movedPermanently || status === found) && method === 'post';
}

/**
 * The query of a page in a form where the order of its parameters does not matter, so that a
 * `next` link back to a page already fetched is recognised however the service wrote it.
 */
function pageKey(search: string): string {
  const params = new URLSearchParams(search);
  params.sort();
  return params.toString();
}

// The private steps of a call, for `request` and `requestPage` below: set by the class's static
// block, which alone can reach them, so that no method of the client's public type sends a row.
let execute: (
  core: PetStoreCore,
  operation: OperationSpec,
  input: RequestInput<OperationSpec>,
  options: RequestOptions | undefined,
) => Promise<CallResult<unknown>>;
let page: <Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  input: RequestInput<Op>,
  options: RequestOptions | undefined,
  walked: readonly string[],
) => PagePromise<ItemOf<Op>>;

/** An answer read whole within its attempt: ky's timeout covers the body, and no clone is kept. */
interface Answer {
  readonly response: Response;
  readonly text: string;
}

/**
 * What a call resolved to. The rate-limit state is built when read: every answer takes one, few
 * are looked at. A class, not an object literal with a getter: V8 builds such a literal through
 * its runtime, 0.45 µs per call (bench/README.md, "Where an SDK call's time goes").
 */
class CallResult<T> implements WithResponse<T> {
  readonly requestId: string | undefined;
  readonly #rateLimit: () => RateLimitState | undefined;

  constructor(
    readonly data: T,
    readonly response: Response,
    rateLimit: () => RateLimitState | undefined,
  ) {
    this.requestId = response.headers.get(headerNames.requestId) ?? undefined;
    this.#rateLimit = rateLimit;
  }

  get rateLimit(): RateLimitState | undefined {
    return this.#rateLimit();
  }
}

/**
 * The client without its resources: the options and every behaviour of a call (validation before
 * sending, the client-wide rate-limit gate, retries, key-safe redirects, deprecation notices,
 * typed errors, hooks). The functions of `@petstore/sdk/functions` take it as their first
 * argument, so that a browser app carries only the operations it calls; `PetStore` is a
 * `PetStoreCore` with every operation as a method.
 *
 * @example
 * ```ts
 * import { PetStoreCore, listPets } from '@petstore/sdk/functions';
 *
 * const core = new PetStoreCore({ apiKey: 'demo-free' });
 * const page = await listPets(core, { status: 'available' });
 * ```
 */
export class PetStoreCore {
  readonly #config: ClientConfig;
  readonly #gate: RateLimitGate;
  // ky's own retries and HTTP errors are off: both need the client-wide view this class has.
  readonly #ky = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual' });

  /**
   * @param options - Client options; all optional (the key can come from `PETSTORE_API_KEY`).
   * @throws {@link PetStoreError} when there is no API key or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
    const config = resolveOptions(options);
    this.#config = config;
    this.#gate = new RateLimitGate(config.rateLimitStore, config.baseUrl, config.apiKey, config.log);
  }

  /**
   * The rate-limit state of the last answer (limit, remaining, reset, the quotas announced, and
   * until when requests are held after a 429 or a ban); `undefined` before the first answer.
   */
  get rateLimit(): RateLimitState | undefined {
    return this.#gate.state;
  }

  static {
    execute = (core, operation, input, options) => core.#execute(operation, input, options);
    page = (core, operation, input, options, walked) => core.#page(operation, input, options, walked);
  }

  /** @param walked - The keys (see pageKey) of the pages fetched before this one in the same walk. */
  #page<Op extends OperationSpec>(
    operation: Op,
    input: RequestInput<Op>,
    options: RequestOptions | undefined,
    walked: readonly string[],
  ): PagePromise<ItemOf<Op>> {
    const result = this.#execute(operation, input, options).then((answer) => {
      const { headers } = answer.response;
      const next = parseLinkHeader(headers.get(headerNames.link)).get(linkRelations.next);
      // Only the query of the next link is used: the path comes from the contract and the origin
      // from baseUrl, so a link that points elsewhere never receives the key.
      const search =
        next === undefined ? undefined : new URL(next, this.#config.baseUrl).searchParams.toString();
      const total = Number(headers.get(headerNames.totalCount) ?? Number.NaN);
      let fetchNext: (() => PagePromise<ItemOf<Op>>) | undefined;
      if (search !== undefined) {
        const thisPage = input.search ?? encodeQuery((input.query ?? {}) as Record<string, QueryValue>);
        const pages = [...walked, pageKey(thisPage.toString())];
        // A link back to a page of this walk would make `for await` loop forever.
        fetchNext = pages.includes(pageKey(search))
          ? () => {
              const loop = new ResponseValidationError(operation.operationId, [
                { path: 'header.link', message: 'leads back to an earlier page' },
              ]);
              return new PagePromise(Promise.reject(loop));
            }
          : () => this.#page(operation, { search }, options, pages);
      }
      const page = new Page(
        answer.data as ItemOf<Op>[],
        Number.isFinite(total) ? total : undefined,
        fetchNext,
      );
      return new CallResult(page, answer.response, () => answer.rateLimit);
    });
    return new PagePromise(result);
  }

  async #execute(
    operation: OperationSpec,
    input: RequestInput<OperationSpec>,
    options: RequestOptions | undefined,
  ): Promise<CallResult<unknown>> {
    const { log, hooks: hookList } = this.#config;
    const hooks = hookList.length > 0 ? new CallHooks(hookList, operation.operationId, log) : undefined;
    hooks?.emit('onCall', { method: operation.method.toUpperCase(), pathTemplate: operation.path });
    try {
      const call = prepareCall(operation, input, options, this.#config);
      for (let retry = 1; ; retry++) {
        const outcome = await this.#attempt(call, hooks);
        if (!(outcome instanceof PetStoreError)) {
          const result = this.#success(call, outcome, hooks);
          hooks?.emit('onSuccess', { status: outcome.response.status, attempts: hooks.attempts });
          return result;
        }
        const wait = retry > call.maxRetries ? undefined : this.#retryWait(call, outcome, retry);
        if (wait === undefined) throw outcome;
        if (hooks) {
          hooks.emit('onRetry', { attempt: retry, reason: outcome, delayMs: wait });
          if (outcome instanceof RateLimitError)
            hooks.emit('onRateLimitWait', { ms: wait, reason: 'retry-after' });
        }
        log.info(
          `${operation.operationId}: ${outcome.message}; retry ${retry} of ${call.maxRetries} in ${seconds(wait)}`,
        );
        await this.#abortable(sleep(wait, call.signal), call.signal);
      }
    } catch (error) {
      hooks?.emit('onError', { error: error as PetStoreError, attempts: hooks.attempts });
      throw error;
    }
  }

  /**
   * One pass through the gate and over the wire, body included: the answer, or the failure if
   * none came whole. A 429 or ban answered meanwhile to the request ahead of this one is this
   * attempt's failure too.
   */
  async #attempt(call: PreparedCall, hooks: CallHooks | undefined): Promise<Answer | PetStoreError> {
    const { signal, timeout, operation } = call;
    const leaseMs = timeout + leaseSlackMs;
    const asked = this.#gate.ask(leaseMs);
    const turn =
      typeof asked === 'string'
        ? asked
        : await this.#abortable(
            this.#gate.wait(asked, signal, this.#config.maxRetryAfterMs, leaseMs, (ms, reason, first) => {
              if (first)
                this.#config.log.info(
                  `rate limit: holding requests for ${seconds(ms)} (${operation.operationId})`,
                );
              hooks?.emit('onRateLimitWait', { ms, reason });
            }),
            signal,
          );
    if (turn instanceof APIError) return APIError.generate(turn.status, turn.body, turn.headers);
    let answer: Answer | undefined;
    let failure: APIError | undefined;
    try {
      answer = await this.#send(call, hooks && this.#requestHook(hooks, call));
      const { response } = answer;
      hooks?.emit('onResponse', {
        attempt: hooks.attempts,
        status: response.status,
        headers: redactHeaders(response.headers, this.#config.apiKey),
      });
      if (response.ok) return answer;
      failure = this.#failure(call, answer, hooks);
      return failure;
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      if (error instanceof PetStoreError) return error;
      // ky's TimeoutError is not kept as the cause: it holds the `Request`, whose headers carry the key.
      if (error instanceof TimeoutError)
        return new APITimeoutError(timeout, { cause: new DOMException(error.message, 'TimeoutError') });
      return new APIConnectionError(undefined, { cause: error });
    } finally {
      this.#gate.leave(turn, answer?.response, failure);
    }
  }

  /**
   * Counts the attempt and runs `onRequest` on a copy of its headers with the key masked.
   * @returns The headers the hooks set or changed, the API key excepted.
   */
  #requestHook(hooks: CallHooks, call: PreparedCall): Record<string, string> {
    const { apiKey } = this.#config;
    const view = new Headers(call.headers);
    view.set(apiKeyHeader, redact(apiKey, apiKey));
    hooks.attempts++;
    hooks.emit('onRequest', {
      attempt: hooks.attempts,
      method: call.method.toUpperCase(),
      url: call.url,
      headers: view,
    });
    const added: Record<string, string> = {};
    for (const [name, value] of view) {
      if (name !== apiKeyHeader && call.headers[name] !== value) added[name] = value;
    }
    return added;
  }

  /**
   * Sends the request and reads its answer whole, following redirects by hand so the key never
   * goes to another origin.
   * @param added - Headers the hooks set for this attempt.
   */
  async #send(call: PreparedCall, added: Record<string, string> | undefined): Promise<Answer> {
    let { url, method, body } = call;
    let headers = added ? { ...call.headers, ...added } : call.headers;
    const { signal, timeout } = call;
    const { log, apiKey } = this.#config;
    // ky's timeout stops at what `fetch` resolves to: reading the body inside this `fetch` brings
    // it under the timeout (which aborts the stream too), and a body cut off mid-way fails here,
    // where the retry rules see it.
    let text = '';
    const fetch = this.#config.fetch ?? globalThis.fetch;
    const fetchWhole: typeof globalThis.fetch = async (input, init) => {
      const response: unknown = await fetch(input, init);
      // A custom fetch may resolve to anything: what is not a Response fails the call for good.
      if (!isResponse(response))
        throw new PetStoreError(
          `The fetch option resolved to ${response === null ? 'null' : typeof response}, not a Response`,
        );
      text = await response.text();
      return response;
    };
    for (let hops = 0; ; hops++) {
      // Only the options that are set: ky merges every key it is given with its defaults.
      const init: Options = { method, headers, timeout, fetch: fetchWhole };
      if (body !== undefined) init.body = body;
      if (signal) {
        // ky hands an aborted signal to `fetch`, and a custom one may not look at it.
        signal.throwIfAborted();
        init.signal = signal;
      }
      const response = await this.#ky(url, init);
      if (log.enabled('debug'))
        log.debug(redact(`${method.toUpperCase()} ${url} → ${response.status}`, apiKey));
      const location = redirectStatuses.has(response.status) && response.headers.get(headerNames.location);
      if (!location) {
        if (response.type !== 'opaqueredirect') return { response, text };
        throw new APIConnectionError(
          'Redirect not followed: this environment hides its target, which may be another origin',
        );
      }
      if (hops === maxRedirects)
        throw new APIConnectionError(`Redirect not followed: more than ${maxRedirects}`);
      const target = new URL(location, url);
      if (target.origin !== new URL(url).origin) headers = without(headers, apiKeyHeader);
      if (redirectBecomesGet(response.status, method)) {
        method = 'get';
        body = undefined;
        headers = without(headers, contentTypeHeader);
      }
      url = target.href;
    }
  }

  #success(
    call: PreparedCall,
    { response, text }: Answer,
    hooks: CallHooks | undefined,
  ): CallResult<unknown> {
    const { deprecations, validateResponses, apiKey } = this.#config;
    deprecations.check(call.operation, response.headers, hooks);
    const data = readSuccessBody(call.operation, text, validateResponses, apiKey);
    return new CallResult(data, response, this.#gate.snapshot());
  }

  #failure(call: PreparedCall, { response, text }: Answer, hooks: CallHooks | undefined): APIError {
    const { deprecations, apiKey } = this.#config;
    deprecations.check(call.operation, response.headers, hooks);
    const body = readErrorBody(text, apiKey);
    return APIError.generate(response.status, body, redactHeaders(response.headers, apiKey));
  }

  /** How long to wait before retrying, or `undefined` when the failure is final. */
  #retryWait(call: PreparedCall, error: PetStoreError, retry: number): number | undefined {
    if (!isRetryable(error, call.repeatable)) return undefined;
    const retryAfter =
      error instanceof APIError
        ? parseRetryAfter(error.headers.get(headerNames.retryAfter), Date.now())
        : undefined;
    // Waiting less than asked would earn another 429 and, repeated, a ban: a long wait is not shortened.
    if (retryAfter !== undefined && retryAfter > this.#config.maxRetryAfterMs) return undefined;
    return retryWaitMs(retry, retryAfter, Math.random());
  }

  async #abortable<T>(promise: T | Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      throw error;
    }
  }
}

/**
 * Refuses a first argument that is not a client, before it fails on a private field: a plain
 * JavaScript caller may pass the query first (`listPets({ limit: 10 })`).
 * @throws {@link PetStoreError} naming the function and what it takes.
 */
function checkCore(core: unknown, operation: OperationSpec): void {
  if (!(core instanceof PetStoreCore))
    throw new PetStoreError(
      `${operation.operationId} takes the client first: a PetStoreCore or a PetStore, then the operation's arguments`,
    );
}

/**
 * Sends one call of `operation` through `core` and resolves to its parsed answer: the one way the
 * functions of `@petstore/sdk/functions` call an operation.
 */
export function request<Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  input: RequestInput<Op>,
  options: RequestOptions | undefined,
): APIPromise<ResponseOf<Op>> {
  checkCore(core, operation);
  return new APIPromise(execute(core, operation, input, options) as Promise<WithResponse<ResponseOf<Op>>>);
}

/** Fetches the first page of a paginated `operation` through `core`; the page knows how to fetch the next one. */
export function requestPage<Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  query: QueryOf<Op> | undefined,
  options: RequestOptions | undefined,
): PagePromise<ItemOf<Op>> {
  checkCore(core, operation);
  return page(core, operation, { query }, options, []);
}
