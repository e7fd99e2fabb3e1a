import { headerNames } from '@petstore/contract';
import { protocolStatuses, redact } from '@petstore/contract/internal';
import ky, { type Options, TimeoutError } from 'ky';
import type { Logger, LogLevel } from '../api/logger';
import { APIConnectionError } from '../errors/api-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { PetStoreError } from '../errors/petstore-error';
import { apiKeyHeader, contentTypeHeader } from './header-problems';

// Where the SDK calls out to what it does not own: the network (ky, and only here), timers, and code
// a user plugs in (a logger, hooks, a rate-limit store, callbacks), so that none of it can break a
// call. It imports nothing of the call's other modules: they all call out through it.

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const { movedPermanently, found, seeOther } = protocolStatuses.redirect;
const redirectStatuses: ReadonlySet<number> = new Set(Object.values(protocolStatuses.redirect));

/** An answer read whole: the response and its body. */
export interface Exchange {
  readonly response: Response;
  readonly text: string;
}

/** What {@link send} reads of a call (a `PreparedCall`, internal/prepare-call.ts; timeout in ms). */
export interface Outgoing {
  readonly method: string;
  readonly url: string;
  readonly body: string | undefined;
  readonly signal: AbortSignal | undefined;
  readonly timeout: number;
}

/** What {@link send} reads of its client (a `ClientConfig`, internal/resolve-options.ts). */
export interface Wire {
  readonly fetch: typeof globalThis.fetch | undefined;
  readonly log: Log;
  readonly apiKey: string;
}

/** The headers of one attempt: the call's, or those the hooks set. */
export type AttemptHeaders = Readonly<Record<string, string>> | Headers;

function without(headers: AttemptHeaders, name: string): Headers {
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
 * What a throw of {@link send} means for the attempt: a typed failure of the SDK as it is,
 * ky's timeout as an {@link APITimeoutError}, anything else (what `fetch` threw) as a lost connection.
 */
export function failureOf(error: unknown, timeout: number): PetStoreError {
  if (error instanceof PetStoreError) return error;
  // ky's TimeoutError is not kept as the cause: it holds the `Request`, whose headers carry the key.
  if (error instanceof TimeoutError)
    return new APITimeoutError(timeout, { cause: new DOMException(error.message, 'TimeoutError') });
  return new APIConnectionError(undefined, { cause: error });
}

// ky's own retries and HTTP errors are off: both need the client-wide view the call loop has.
// One instance for every client: it holds no state of a client.
const kyManual = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual' });

/**
 * ky's timeout stops at what `fetch` resolves to: reading the body inside the `fetch` it is given
 * brings the body under the timeout (which aborts the stream too), and a body cut off mid-way
 * fails here, where the retry rules see it.
 */
function fetchWhole(fetch: typeof globalThis.fetch, read: (text: string) => void): typeof globalThis.fetch {
  return async (input, init) => {
    const response: Partial<Response> | null | undefined = await fetch(input, init);
    // A custom fetch may resolve to anything: what is not a Response fails the call for good.
    if (!isResponse(response))
      throw new PetStoreError(
        `The fetch option resolved to ${response === null ? 'null' : typeof response}, not a Response`,
      );
    read(await response.text());
    return response;
  };
}

/**
 * The wire: sends one attempt's request with ky (the only module that knows it) and reads its
 * answer whole within the timeout, following redirects by hand so that the key never goes to
 * another origin.
 * @param headers - The attempt's headers: the call's, and those the hooks set.
 * @throws What {@link failureOf} turns into the attempt's typed failure.
 */
export async function send(
  call: Outgoing,
  headers: AttemptHeaders,
  { fetch, log, apiKey }: Wire,
): Promise<Exchange> {
  // One destructuring (fewer bytes); only the first three change, on a redirect.
  let { url, method, body, signal, timeout } = call;
  let text = '';
  const whole = fetchWhole(fetch ?? globalThis.fetch, (read) => {
    text = read;
  });
  for (let hops = 0; ; hops++) {
    // Only the options that are set: ky merges every key it is given with its defaults, and
    // sends a GET when told no method.
    const init: Options = { headers, timeout, fetch: whole };
    if (method !== 'get') init.method = method;
    if (body !== undefined) init.body = body;
    if (signal) {
      // ky hands an aborted signal to `fetch`, and a custom one may not look at it.
      signal.throwIfAborted();
      init.signal = signal;
    }
    const response = await kyManual(url, init);
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

/** The longest timer `setTimeout` keeps (2^31 − 1 ms); a longer one fires at once. */
export const maxTimerMs = 2_147_483_647;

/**
 * Resolves after `ms` milliseconds, or rejects with the signal's reason when it aborts first.
 * While it waits, its wake function is in `wakers`, so that whoever holds the set can end the wait
 * early; never only then: a wait that another call must end hangs a Cloudflare Worker's request
 * (docs/design/0028-waking-without-another-request.md). Looks `setTimeout` up at call time so that
 * test fake timers apply. A wait beyond {@link maxTimerMs} ends there: callers that must not act
 * early (the rate-limit gate) check the time again.
 */
export function sleep(ms: number, signal?: AbortSignal, wakers?: Set<() => void>): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const settle = (outcome: () => void) => () => {
      clearTimeout(timer);
      wakers?.delete(wake);
      signal?.removeEventListener('abort', onAbort);
      outcome();
    };
    const wake = settle(resolve);
    const onAbort = settle(() => reject(signal?.reason));
    const timer = setTimeout(wake, Math.min(ms, maxTimerMs));
    wakers?.add(wake);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Calls `owner[name](...args)`, a method of code a user plugged in (a hook, a logger method, a
 * callback option), so that nothing it does reaches the caller: a getter that throws, a value that
 * is not a function, a throw, and a returned promise or thenable (of this realm or another, an
 * `APIPromise` too) that rejects or whose `then` throws all go to `report`. An absent method
 * (`undefined` or `null`) is skipped. Nothing waits for what the method returns, so one that never
 * settles holds nothing up. `report` must not throw.
 */
export function callUserCode(
  owner: object,
  name: PropertyKey,
  args: readonly unknown[],
  report: (error: unknown) => void,
): void {
  try {
    const method: unknown = (owner as Record<PropertyKey, unknown>)[name];
    if (method === undefined || method === null) return;
    if (typeof method !== 'function') throw new TypeError(`${String(name)} is not a function`);
    const result: unknown = Reflect.apply(method, owner, args);
    // Promise.resolve reads `then` once and calls it later: a `then` that throws, or a getter for
    // it that does, rejects the promise instead of throwing here.
    // An object or a function (of any realm) may be a thenable: the same test as
    // `typeof result === 'object' || typeof result === 'function'` without null, in fewer bytes.
    if (Object(result) === result) Promise.resolve(result).then(undefined, report);
  } catch (error) {
    report(error);
  }
}

const prefix = '[petstore]';
const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, off: 4 };

/** A logger method that failed has nowhere left to report to: its line is lost, the call goes on. */
function lost(): void {}

/**
 * The user's logger filtered by level and prefixed; a line it cannot take (it throws, rejects or
 * lacks the method) is dropped, and no caller ever sees its failure.
 */
export class Log {
  readonly #logger: Logger;
  readonly #rank: number;
  /** Whether debug lines are written: read before building one, on every request. */
  readonly writesDebug: boolean;

  constructor(logger: Logger, level: LogLevel) {
    this.#logger = logger;
    this.#rank = rank[level];
    this.writesDebug = this.#rank === rank.debug;
  }

  debug(message: string): void {
    this.#write('debug', [prefix, message]);
  }

  info(message: string): void {
    this.#write('info', [prefix, message]);
  }

  warn(message: string): void {
    this.#write('warn', [prefix, message]);
  }

  error(message: string, cause?: unknown): void {
    this.#write('error', [prefix, message, cause]);
  }

  #write(level: Exclude<LogLevel, 'off'>, line: readonly unknown[]): void {
    if (rank[level] >= this.#rank) callUserCode(this.#logger, level, line, lost);
  }
}
