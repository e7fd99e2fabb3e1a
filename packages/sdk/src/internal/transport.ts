import { headerNames } from '@petstore/contract';
import { protocolStatuses, redact } from '@petstore/contract/internal';
import ky, { type Options, TimeoutError } from 'ky';
import { APIConnectionError } from '../errors/api-connection-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { PetStoreError } from '../errors/petstore-error';
import type { PreparedCall } from './prepare-call';
import type { ClientConfig } from './resolve-options';

/** As many as fetch follows (Fetch standard, HTTP-redirect fetch). */
const maxRedirects = 20;
const apiKeyHeader = headerNames.apiKey.toLowerCase();
const contentTypeHeader = headerNames.contentType.toLowerCase();
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
 * What a throw of {@link Transport.send} means for the attempt: a typed failure of the SDK as it is,
 * ky's timeout as an {@link APITimeoutError}, anything else (what `fetch` threw) as a lost connection.
 */
export function failureOf(error: unknown, timeout: number): PetStoreError {
  if (error instanceof PetStoreError) return error;
  // ky's TimeoutError is not kept as the cause: it holds the `Request`, whose headers carry the key.
  if (error instanceof TimeoutError)
    return new APITimeoutError(timeout, { cause: new DOMException(error.message, 'TimeoutError') });
  return new APIConnectionError(undefined, { cause: error });
}

/**
 * The wire: one attempt's request sent with ky and its answer read whole within the timeout,
 * redirects followed by hand so that the key never goes to another origin. The only module that
 * knows ky: its retries and HTTP errors are off, both need the client-wide view the call loop has.
 */
export class Transport {
  readonly #ky = ky.create({ retry: 0, throwHttpErrors: false, redirect: 'manual' });
  readonly #config: ClientConfig;

  constructor(config: ClientConfig) {
    this.#config = config;
  }

  /**
   * ky's timeout stops at what `fetch` resolves to: reading the body inside the `fetch` it is given
   * brings the body under the timeout (which aborts the stream too), and a body cut off mid-way
   * fails here, where the retry rules see it.
   */
  #fetchWhole(read: (text: string) => void): typeof globalThis.fetch {
    const fetch = this.#config.fetch ?? globalThis.fetch;
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
   * Sends the call's request and reads its answer whole.
   * @param headers - The attempt's headers: the call's, and those the hooks set.
   * @throws What {@link failureOf} turns into the attempt's typed failure.
   */
  async send(call: PreparedCall, headers: AttemptHeaders): Promise<Exchange> {
    // One destructuring (fewer bytes); only the first three change, on a redirect.
    let { url, method, body, signal, timeout } = call;
    const { log, apiKey } = this.#config;
    let text = '';
    const fetch = this.#fetchWhole((read) => {
      text = read;
    });
    for (let hops = 0; ; hops++) {
      // Only the options that are set: ky merges every key it is given with its defaults, and
      // sends a GET when told no method.
      const init: Options = { headers, timeout, fetch };
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
}
