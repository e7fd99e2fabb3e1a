import { headerNames, type OperationSpec } from '@petstore/contract';
import {
  linkRelations,
  protocolStatuses,
  redact,
  redactionMask,
  type ServiceClock,
} from '@petstore/contract/internal';
import ky, { type Options, TimeoutError } from 'ky';
import type { ClientOptions, RequestOptions } from '../api/client-options';
import type { RateLimitState } from '../api/rate-limit-state';
import { APIConnectionError } from '../errors/api-connection-error';
import { APIError, RateLimitError } from '../errors/api-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { APIUserAbortError } from '../errors/api-user-abort-error';
import { PetStoreError } from '../errors/petstore-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import { CallHooks } from '../internal/call-hooks';
import { parseLinkHeader } from '../internal/link-header';
import type { ItemOf, QueryOf, RequestInput, ResponseOf } from '../internal/operation-types';
import { type PreparedCall, prepareCall } from '../internal/prepare-call';
import { RateLimitGate } from '../internal/rate-limit-gate';
import { type Answer, readAnswer, readSuccessBody, redactHeaders } from '../internal/read-answer';
import { type ClientConfig, resolveOptions } from '../internal/resolve-options';
import { isRetryable, retryWaitMs } from '../internal/retry-policy';
import { sleep } from '../internal/sleep';
import { APIPromise, type WithResponse } from './api-promise';
import { inMemoryRateLimitStore } from './in-memory-rate-limit-store';
import { Page, PagePromise } from './pagination';

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const apiKeyHeader = headerNames.apiKey.toLowerCase();
const contentTypeHeader = headerNames.contentType.toLowerCase();
/** A turn outlives the attempt's timeout by this much before the store frees it. */
const leaseSlackMs = 1000;
const { movedPermanently, found, seeOther } = protocolStatuses.redirect;
const redirectStatuses: ReadonlySet<number> = new Set(Object.values(protocolStatuses.redirect));
/** The pages walked before a first page: none (one list for every call, not one made per call). */
const noPages: readonly string[] = [];

/**
 * The one method of a client that sends a call, for `request` and `requestPage` at the end of this
 * module. Keyed by a symbol that only this module holds, so that the client's public type offers
 * no way to send a row of the contract.
 */
const sendCall = Symbol('sendCall');

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

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

function without(headers: HeadersInit, name: string): Headers {
  const rest = new Headers(headers);
  rest.delete(name);
  return rest;
}

/** Whether `value` is a Response, of this realm or another (a fetch polyfill's). */
function isResponse(value: Partial<Response> | null | undefined): value is Response {
  return (
    value instanceof Response ||
    (typeof value?.text === 'function' &&
      typeof value.status === 'number' &&
      typeof value.headers?.get === 'function')
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

/** The query of a `next` link, read against the call's URL; `null` when the link is no URL. */
function searchOf(link: string, base: string): string | null {
  try {
    return new URL(link, base).searchParams.toString();
  } catch {
    return null;
  }
}

/**
 * What a call resolved to. The request id and the rate-limit state are read when asked for: every
 * answer takes them, few are looked at. A class, not an object literal with getters: V8 builds
 * such a literal through its runtime, 0.45 µs per call (bench/README.md, "Where an SDK call's time
 * goes").
 */
class CallResult<T> implements WithResponse<T> {
  readonly #rateLimit: () => RateLimitState | undefined;

  constructor(
    readonly data: T,
    readonly response: Response,
    rateLimit: () => RateLimitState | undefined,
  ) {
    this.#rateLimit = rateLimit;
  }

  get requestId(): string | undefined {
    return this.response.headers.get(headerNames.requestId) ?? undefined;
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
  /** What the answers' `Date` showed of the service's clock (packages/contract/src/wire/service-clock.ts). */
  #serviceClock: ServiceClock | undefined;
  // ky's own retries and HTTP errors are off: both need the client-wide view this class has.
  readonly #ky = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual' });

  /**
   * @param options - Client options; all optional (the key can come from `PETSTORE_API_KEY`).
   * @throws {@link PetStoreError} when there is no API key or an option is out of range.
   */
  constructor(options: ClientOptions = {}) {
    const config = resolveOptions(options);
    this.#config = config;
    this.#gate = new RateLimitGate(
      options.rateLimitStore ?? inMemoryRateLimitStore(),
      config.baseUrl,
      config.apiKey,
      config.log,
    );
  }

  /**
   * The rate-limit state of the last answer (limit, remaining, reset, the quotas announced, and
   * until when requests are held after a 429 or a ban); `undefined` before the first answer.
   */
  get rateLimit(): RateLimitState | undefined {
    return this.#gate.state;
  }

  /**
   * Sends one call of `operation`: validation, then attempts through the gate until one succeeds
   * or a failure is final. Each answer is read once (internal/read-answer.ts).
   * @internal
   * @param input - A `RequestInput` of `operation`; typed by `request` and `requestPage`, so
   *   that the client's declarations name no internal type.
   * @param walked - For a list: the keys (see pageKey) of the pages fetched before this one in the
   *   same walk.
   */
  async [sendCall](
    operation: OperationSpec,
    input: object,
    options: RequestOptions | undefined,
    walked: readonly string[] = noPages,
  ): Promise<WithResponse<unknown>> {
    const { log, hooks: hookList } = this.#config;
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
        const wait = call.retries < call.maxRetries ? this.#retryWait(call, outcome) : undefined;
        if (wait === undefined) throw outcome;
        call.retries++;
        if (hooks) {
          hooks.emit('onRetry', { attempt: hooks.attempts, reason: outcome, delayMs: wait });
          if (outcome instanceof RateLimitError)
            hooks.emit('onRateLimitWait', { ms: wait, reason: 'retry-after' });
        }
        log.info(
          `${operation.operationId}: ${metOnTheWire(outcome)}; retry ${call.retries} of ${call.maxRetries} in ${seconds(wait)}`,
        );
        await this.#abortable(sleep(wait, call.signal), call.signal);
      }
    } catch (error) {
      hooks?.emit('onError', { error: error as PetStoreError, attempts: hooks.attempts });
      throw error;
    }
  }

  /**
   * One pass through the gate and over the wire, body included: the answer read, or the failure
   * if none came whole. A 429 or ban answered meanwhile to a request ahead of this one is a wait
   * at the gate, and spends one of the call's retries.
   */
  async #attempt(call: PreparedCall, hooks: CallHooks | undefined): Promise<Answer | PetStoreError> {
    const { signal, timeout, operation } = call;
    const { apiKey, log, deprecations, maxRetryAfterMs } = this.#config;
    const leaseMs = timeout + leaseSlackMs;
    const asked = this.#gate.turn({
      leaseMs,
      maxWaitMs: maxRetryAfterMs,
      signal,
      // A 429 or ban answered meanwhile spends one of the call's retries.
      budget: call,
      // Told once per moment.
      onWait: (ms, reason, first) => {
        if (first)
          log.info(`rate limit: holding requests for ${seconds(ms)} (${reason}, ${operation.operationId})`);
        hooks?.emit('onRateLimitWait', { ms, reason });
      },
    });
    const turn = typeof asked === 'string' ? asked : await this.#abortable(asked, signal);
    let answer: Answer | undefined;
    const sentAt = this.#gate.now();
    try {
      const { response, text } = await this.#send(
        call,
        hooks ? this.#requestHook(hooks, call) : call.headers,
      );
      let seen: Headers | undefined;
      hooks?.emit('onResponse', {
        attempt: hooks.attempts,
        status: response.status,
        // Copied, the key masked, when a hook first reads them: the tracing hook never does.
        get headers() {
          seen ??= redactHeaders(response.headers, apiKey);
          return seen;
        },
      });
      answer = readAnswer(response, text, apiKey, log, sentAt, this.#gate.now(), this.#serviceClock);
      this.#serviceClock = answer.serviceClock;
      if (operation.deprecated || response.headers.has(headerNames.deprecation))
        deprecations.check(operation, response.headers, hooks);
      return answer.error ?? answer;
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      if (error instanceof PetStoreError) return error;
      // ky's TimeoutError is not kept as the cause: it holds the `Request`, whose headers carry the key.
      if (error instanceof TimeoutError)
        return new APITimeoutError(timeout, { cause: new DOMException(error.message, 'TimeoutError') });
      return new APIConnectionError(undefined, { cause: error });
    } finally {
      this.#gate.leave(turn, answer);
    }
  }

  /**
   * Counts the attempt and runs `onRequest` on a copy of its headers with the key masked.
   * @returns The headers to send: those the hooks set or changed, and every header of the call
   *   they removed or changed the key of as the call has it.
   */
  #requestHook(hooks: CallHooks, { headers, method, url }: PreparedCall): Headers {
    // Appended one by one, half the time of `new Headers(record)`; the key as `redact` writes it,
    // without searching the key for itself on every attempt.
    const view = new Headers();
    for (const name in headers)
      view.append(name, name === apiKeyHeader ? redactionMask : (headers[name] as string));
    hooks.attempts++;
    hooks.emit('onRequest', { attempt: hooks.attempts, method: method.toUpperCase(), url, headers: view });
    // A copy, not the view: a hook may keep the view, which must never hold the key. Copying a
    // `Headers` is quick, iterating one (to read what the hooks added) takes 2 µs.
    const sent = new Headers(view);
    for (const name in headers)
      if (name === apiKeyHeader || !sent.has(name)) sent.set(name, headers[name] as string);
    return sent;
  }

  /**
   * Sends the request and reads its answer whole, following redirects by hand so the key never
   * goes to another origin.
   * @param headers - The attempt's headers: the call's, and those the hooks set.
   */
  async #send(
    call: PreparedCall,
    headers: Readonly<Record<string, string>> | Headers,
  ): Promise<{ response: Response; text: string }> {
    // One destructuring (fewer bytes); only the first three change, on a redirect.
    let { url, method, body, signal, timeout } = call;
    const { log, apiKey } = this.#config;
    // ky's timeout stops at what `fetch` resolves to: reading the body inside this `fetch` brings
    // it under the timeout (which aborts the stream too), and a body cut off mid-way fails here,
    // where the retry rules see it.
    let text = '';
    const fetch = this.#config.fetch ?? globalThis.fetch;
    const fetchWhole: typeof globalThis.fetch = async (input, init) => {
      const response: Partial<Response> | null | undefined = await fetch(input, init);
      // A custom fetch may resolve to anything: what is not a Response fails the call for good.
      if (!isResponse(response))
        throw new PetStoreError(
          `The fetch option resolved to ${response === null ? 'null' : typeof response}, not a Response`,
        );
      text = await response.text();
      return response;
    };
    for (let hops = 0; ; hops++) {
      // Only the options that are set: ky merges every key it is given with its defaults, and
      // sends a GET when told no method.
      const init: Options = { headers, timeout, fetch: fetchWhole };
      if (method !== 'get') init.method = method;
      if (body !== undefined) init.body = body;
      if (signal) {
        // ky hands an aborted signal to `fetch`, and a custom one may not look at it.
        signal.throwIfAborted();
        init.signal = signal;
      }
      const response = await this.#ky(url, init);
      if (log.writesDebug) log.debug(redact(`${method.toUpperCase()} ${url} → ${response.status}`, apiKey));
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
    const value = operation.paginated ? this.#page(call, response, data as unknown[], options, walked) : data;
    return new CallResult(value, response, this.#gate.snapshot());
  }

  /** A page of a list, which knows how to fetch the next page of the same walk. */
  #page(
    call: PreparedCall,
    { headers }: Response,
    items: readonly unknown[],
    options: RequestOptions | undefined,
    walked: readonly string[],
  ): Page<unknown> {
    const { operation } = call;
    const next = parseLinkHeader(headers.get(headerNames.link)).get(linkRelations.next);
    // Only the query of the next link is used: the path comes from the contract and the call's
    // path parameters (a list under `/pets/{petId}` stays under the same pet), and the origin from
    // baseUrl, so a link that points elsewhere never receives the key.
    const search = next === undefined ? undefined : searchOf(next, call.url);
    const total = Number(headers.get(headerNames.totalCount) ?? Number.NaN);
    let fetchNext: (() => PagePromise<unknown>) | undefined;
    if (search !== undefined) {
      const pages = [...walked, pageKey(call.search)];
      // A link back to a page of this walk would make `for await` loop forever; one that is no
      // URL leads nowhere: both fail the next page, typed, instead of the page that named them.
      const refusal =
        search === null
          ? 'is no URL'
          : pages.includes(pageKey(search))
            ? 'leads back to an earlier page'
            : undefined;
      fetchNext = refusal
        ? () => {
            const loop = new ResponseValidationError(operation.operationId, [
              { path: 'header.link', message: refusal },
            ]);
            return new PagePromise(Promise.reject(loop));
          }
        : () =>
            new PagePromise(
              this[sendCall](
                operation,
                { ...call.input, search: search as string },
                options,
                pages,
              ) as Promise<WithResponse<Page<unknown>>>,
            );
    }
    return new Page(items, Number.isFinite(total) ? total : undefined, fetchNext);
  }

  /** How long to wait before retrying, or `undefined` when the failure is final. */
  #retryWait(call: PreparedCall, failure: PetStoreError): number | undefined {
    if (!isRetryable(failure, call.repeatable)) return undefined;
    const retryAfterMs =
      failure instanceof APIError && failure.retryAfter !== undefined ? failure.retryAfter * 1000 : undefined;
    // Waiting less than asked would earn another 429 and, repeated, a ban: a long wait is not shortened.
    if (retryAfterMs !== undefined && retryAfterMs > this.#config.maxRetryAfterMs) return undefined;
    return retryWaitMs(call.retries + 1, retryAfterMs, Math.random());
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
  return new APIPromise(core[sendCall](operation, input, options) as Promise<WithResponse<ResponseOf<Op>>>);
}

/**
 * Fetches the first page of a paginated `operation` through `core`; the page knows how to fetch the
 * next one, with the same path parameters and headers (`input`, for a list under a path parameter).
 */
export function requestPage<Op extends OperationSpec>(
  core: PetStoreCore,
  operation: Op,
  query: QueryOf<Op> | undefined,
  options: RequestOptions | undefined,
  input?: Pick<RequestInput<Op>, 'path' | 'headers'>,
): PagePromise<ItemOf<Op>> {
  checkCore(core, operation);
  return new PagePromise(
    core[sendCall](operation, { ...input, query }, options) as Promise<WithResponse<Page<ItemOf<Op>>>>,
  );
}
