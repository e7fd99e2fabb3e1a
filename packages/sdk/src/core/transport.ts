import { headerNames, type OperationSpec } from '@petstore/contract';
import { encodeQuery, linkRelations, type QueryValue } from '@petstore/contract/internal';
import ky, { type KyInstance } from 'ky';
import type { RequestOptions } from '../client-options';
import { APIConnectionError } from '../errors/api-connection-error';
import { APIError, RateLimitError } from '../errors/api-error';
import { APIUserAbortError } from '../errors/api-user-abort-error';
import type { PetStoreError } from '../errors/petstore-error';
import { ResponseValidationError } from '../errors/response-validation-error';
import { retryWaitMs } from '../internal/backoff';
import { CallHooks } from '../internal/call-hooks';
import { connectionFailure } from '../internal/connection-failure';
import type { DeprecationNotices } from '../internal/deprecation-notices';
import { bodyText, fetchWhole } from '../internal/fetch-whole';
import { parseLinkHeader } from '../internal/link-header';
import type { Log } from '../internal/log';
import { numberHeader } from '../internal/number-header';
import { pageKey } from '../internal/page-key';
import { type PreparedRequest, prepareRequest } from '../internal/prepare-request';
import { RateLimitGate } from '../internal/rate-limit-gate';
import { readErrorBody, readSuccessBody } from '../internal/read-body';
import { redact, redactHeaders } from '../internal/redact';
import { redirectBecomesGet, redirectTarget } from '../internal/redirect';
import { parseRetryAfter } from '../internal/retry-after';
import { isRetryable } from '../internal/retry-policy';
import { sleep } from '../internal/sleep';
import { APIPromise, type WithResponse } from './api-promise';
import type { PetStoreHooks, RateLimitWaitEvent } from './hooks';
import type { ItemOf, QueryOf, RequestInput, ResponseOf } from './operation-types';
import { Page, PagePromise } from './pagination';
import type { RateLimitState } from './rate-limit-state';
import type { RateLimitStore } from './rate-limit-store';

/** Everything the transport needs, resolved from the client options. */
export interface TransportConfig {
  readonly apiKey: string;
  /** Without a trailing slash. */
  readonly baseUrl: string;
  readonly timeout: number;
  readonly maxRetries: number;
  readonly maxRetryAfterMs: number;
  readonly fetch: typeof globalThis.fetch | undefined;
  /** Lower-cased names; the API key and `Accept` included. */
  readonly headers: Readonly<Record<string, string>>;
  readonly validateResponses: boolean;
  readonly log: Log;
  readonly deprecations: DeprecationNotices;
  readonly rateLimitStore: RateLimitStore;
  /** Empty when the client has none: then no call builds {@link CallHooks}. */
  readonly hooks: readonly PetStoreHooks[];
}

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const apiKeyHeader = headerNames.apiKey.toLowerCase();
const contentTypeHeader = headerNames.contentType.toLowerCase();
/** A turn outlives the attempt's timeout by this much before the store frees it. */
const leaseSlackMs = 1000;

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

function without(headers: Readonly<Record<string, string>>, name: string): Record<string, string> {
  const { [name]: _, ...rest } = headers;
  return rest;
}

/**
 * The one place that owns a request: validation, URL, headers and key, the rate-limit gate,
 * retries, redirects, deprecation notices and error mapping. Resources only name the operation.
 */
export class Transport {
  readonly #config: TransportConfig;
  readonly #ky: KyInstance;
  readonly #gate: RateLimitGate;

  /** @param config - The resolved client options. */
  constructor(config: TransportConfig) {
    this.#config = config;
    const { rateLimitStore, baseUrl, apiKey, log } = config;
    // A store's message may quote the scope, which holds the key.
    this.#gate = new RateLimitGate(
      rateLimitStore,
      `${baseUrl} ${apiKey}`,
      (message) => log.warn(redact(message, apiKey)),
      (message) => log.debug(message),
    );
    // ky's own retries and HTTP errors are off: both need the client-wide view this class has.
    this.#ky = ky.create({
      retry: 0,
      throwHttpErrors: false,
      redirect: 'manual',
      fetch: fetchWhole(config.fetch),
    });
  }

  /** The rate-limit state of the last answer. */
  get rateLimit(): RateLimitState | undefined {
    return this.#gate.state;
  }

  /** Sends one call of `operation` and resolves to its parsed answer. */
  request<Op extends OperationSpec>(
    operation: Op,
    input: RequestInput<Op>,
    options: RequestOptions = {},
  ): APIPromise<ResponseOf<Op>> {
    return new APIPromise(this.#execute(operation, input, options) as Promise<WithResponse<ResponseOf<Op>>>);
  }

  /** Fetches one page of a paginated `operation`; the page knows how to fetch the next one. */
  list<Op extends OperationSpec>(
    operation: Op,
    query: QueryOf<Op> | undefined,
    options: RequestOptions = {},
  ): PagePromise<ItemOf<Op>> {
    return this.#list(operation, { query }, options, []);
  }

  /** @param fetched - The keys (see pageKey) of the pages fetched before this one in the same walk. */
  #list<Op extends OperationSpec>(
    operation: Op,
    input: RequestInput<Op>,
    options: RequestOptions,
    fetched: readonly string[],
  ): PagePromise<ItemOf<Op>> {
    const result = this.#execute(operation, input, options).then((answer) => ({
      ...answer,
      data: this.#page(operation, input, answer, options, fetched),
    }));
    return new PagePromise(result);
  }

  #page<Op extends OperationSpec>(
    operation: Op,
    input: RequestInput<Op>,
    answer: WithResponse<unknown>,
    options: RequestOptions,
    fetched: readonly string[],
  ): Page<ItemOf<Op>> {
    const { headers } = answer.response;
    const next = parseLinkHeader(headers.get(headerNames.link)).get(linkRelations.next);

    // Only the query of the next link is used: the path comes from the contract and the origin
    // from baseUrl, so a link that points elsewhere never receives the key.
    const search =
      next === undefined ? undefined : new URL(next, this.#config.baseUrl).searchParams.toString();
    const walked = [
      ...fetched,
      pageKey(input.search ?? encodeQuery((input.query ?? {}) as Record<string, QueryValue>).toString()),
    ];
    // A link back to a page of this walk would make `for await` loop forever.
    const loop =
      search !== undefined &&
      walked.includes(pageKey(search)) &&
      new ResponseValidationError(operation.operationId, [
        { path: 'header.link', message: 'leads back to an earlier page' },
      ]);
    return new Page(
      answer.data as ItemOf<Op>[],
      numberHeader(headers, headerNames.totalCount),
      search === undefined
        ? undefined
        : () =>
            loop ? new PagePromise(Promise.reject(loop)) : this.#list(operation, { search }, options, walked),
    );
  }

  async #execute<Op extends OperationSpec>(
    operation: Op,
    input: RequestInput<Op>,
    options: RequestOptions,
  ): Promise<WithResponse<unknown>> {
    const { baseUrl, headers, maxRetries, log } = this.#config;
    const hooks =
      this.#config.hooks.length > 0
        ? new CallHooks(this.#config.hooks, operation.operationId, log)
        : undefined;
    hooks?.emit('onCall', { method: operation.method.toUpperCase(), pathTemplate: operation.path });
    try {
      const request = prepareRequest(operation, input, options, baseUrl, headers);
      const retries = options.maxRetries ?? maxRetries;
      for (let retry = 1; ; retry++) {
        const error = await this.#attempt(request, options, hooks);
        if (error instanceof Response) {
          const answer = this.#success(request, error, hooks);
          hooks?.emit('onSuccess', { status: error.status, attempts: hooks.attempts });
          return answer;
        }
        const wait = retry > retries ? undefined : this.#retryWait(request, error, retry);
        if (wait === undefined) throw error;
        if (hooks) {
          hooks.emit('onRetry', { attempt: retry, reason: error, delayMs: wait });
          if (error instanceof RateLimitError)
            hooks.emit('onRateLimitWait', { ms: wait, reason: 'retry-after' });
        }
        log.info(
          `${operation.operationId}: ${error.message}; retry ${retry} of ${retries} in ${seconds(wait)}`,
        );
        await this.#abortable(sleep(wait, options.signal), options.signal);
      }
    } catch (error) {
      hooks?.emit('onError', { error: error as PetStoreError, attempts: hooks.attempts });
      throw error;
    }
  }

  /**
   * One pass through the gate and over the wire, body included (see fetchWhole): the answer, or
   * the failure if none came whole. A 429 or ban answered meanwhile to the request ahead of this
   * one is this attempt's failure too.
   */
  async #attempt(
    request: PreparedRequest,
    options: RequestOptions,
    hooks: CallHooks | undefined,
  ): Promise<Response | PetStoreError> {
    const { signal } = options;
    const timeout = options.timeout ?? this.#config.timeout;
    const onWait = (ms: number, reason: RateLimitWaitEvent['reason'], first: boolean) => {
      if (first)
        this.#config.log.info(
          `rate limit: holding requests for ${seconds(ms)} (${request.operation.operationId})`,
        );
      hooks?.emit('onRateLimitWait', { ms, reason });
    };
    const turn = await this.#abortable(
      this.#gate.enter(signal, this.#config.maxRetryAfterMs, timeout + leaseSlackMs, onWait),
      signal,
    );
    if (turn instanceof APIError) return APIError.generate(turn.status, turn.body, turn.headers);
    let response: Response | undefined;
    let failure: APIError | undefined;
    try {
      const added = hooks && this.#requestHook(hooks, request);
      response = await this.#send(request, options, added);
      hooks?.emit('onResponse', {
        attempt: hooks.attempts,
        status: response.status,
        headers: redactHeaders(response.headers, this.#config.apiKey),
      });
      if (response.ok) return response;
      failure = this.#failure(request, response, hooks);
      return failure;
    } catch (error) {
      const failure = connectionFailure(error, signal, timeout);
      if (failure instanceof APIUserAbortError) throw failure;
      return failure;
    } finally {
      this.#gate.leave(turn, response, failure);
    }
  }

  /**
   * Counts the attempt and runs `onRequest` on a copy of its headers with the key masked.
   * @returns The headers the hooks set or changed, the API key excepted.
   */
  #requestHook(hooks: CallHooks, request: PreparedRequest): Record<string, string> {
    const { apiKey } = this.#config;
    const view = new Headers(request.headers);
    view.set(apiKeyHeader, redact(apiKey, apiKey));
    hooks.attempts++;
    const { attempts: attempt } = hooks;
    hooks.emit('onRequest', {
      attempt,
      method: request.method.toUpperCase(),
      url: request.url,
      headers: view,
    });
    const added: Record<string, string> = {};
    for (const [name, value] of view) {
      if (name !== apiKeyHeader && request.headers[name] !== value) added[name] = value;
    }
    return added;
  }

  /**
   * Sends the request, following redirects by hand so the key never goes to another origin.
   * @param added - Headers the hooks set for this attempt.
   */
  async #send(
    request: PreparedRequest,
    options: RequestOptions,
    added: Record<string, string> | undefined,
  ): Promise<Response> {
    let { url, method, body } = request;
    let headers = added ? { ...request.headers, ...added } : request.headers;
    const timeout = options.timeout ?? this.#config.timeout;
    const { log, apiKey } = this.#config;
    for (let hops = 0; ; hops++) {
      const response = await this.#ky(url, { method, headers, body, signal: options.signal, timeout });
      if (log.enabled('debug'))
        log.debug(redact(`${method.toUpperCase()} ${url} → ${response.status}`, apiKey));
      const target = redirectTarget(response, url);
      if (!target) {
        if (response.type !== 'opaqueredirect') return response;
        throw new APIConnectionError(
          'Redirect not followed: this environment hides its target, which may be another origin',
        );
      }
      if (hops === maxRedirects)
        throw new APIConnectionError(`Redirect not followed: more than ${maxRedirects}`);
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
    request: PreparedRequest,
    response: Response,
    hooks: CallHooks | undefined,
  ): WithResponse<unknown> {
    this.#config.deprecations.check(request.operation, response.headers, hooks);
    const { validateResponses, apiKey } = this.#config;
    const data = readSuccessBody(request.operation, bodyText(response), validateResponses, apiKey);
    const requestId = response.headers.get(headerNames.requestId) ?? undefined;
    return { data, response, requestId, rateLimit: this.#gate.state };
  }

  #failure(request: PreparedRequest, response: Response, hooks: CallHooks | undefined): APIError {
    this.#config.deprecations.check(request.operation, response.headers, hooks);
    const { apiKey } = this.#config;
    const body = readErrorBody(bodyText(response), apiKey);
    return APIError.generate(response.status, body, redactHeaders(response.headers, apiKey));
  }

  /** How long to wait before retrying, or `undefined` when the failure is final. */
  #retryWait(request: PreparedRequest, error: PetStoreError, retry: number): number | undefined {
    if (!isRetryable(error, request.repeatable)) return undefined;
    const retryAfter =
      error instanceof APIError
        ? parseRetryAfter(error.headers.get(headerNames.retryAfter), Date.now())
        : undefined;
    // Waiting less than asked would earn another 429 and, repeated, a ban: a long wait is not shortened.
    if (retryAfter !== undefined && retryAfter > this.#config.maxRetryAfterMs) return undefined;
    return retryWaitMs(retry, retryAfter, Math.random());
  }

  async #abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
    try {
      return await promise;
    } catch (error) {
      if (signal?.aborted) throw new APIUserAbortError({ cause: signal.reason });
      throw error;
    }
  }
}
