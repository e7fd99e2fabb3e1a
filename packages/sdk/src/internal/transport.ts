import { headerNames } from '@petstore/contract';
import { protocolStatuses, redact } from '@petstore/contract/internal';
import ky, { type Options, TimeoutError } from 'ky';
import { APIConnectionError } from '../errors/api-connection-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { PetStoreError } from '../errors/petstore-error';
import { apiKeyHeader, contentTypeHeader } from './header-problems';
import type { PreparedCall } from './prepare-call';
import type { ClientConfig } from './resolve-options';

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const { movedPermanently, found, seeOther } = protocolStatuses.redirect;
const redirectStatuses: ReadonlySet<number> = new Set(Object.values(protocolStatuses.redirect));

/** An answer read whole: the response and its body. */
export interface Exchange {
  readonly response: Response;
  readonly text: string;
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
  call: PreparedCall,
  headers: AttemptHeaders,
  { fetch, log, apiKey }: ClientConfig,
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
