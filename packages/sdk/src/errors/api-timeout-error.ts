import { APIConnectionError } from './api-error';

/**
 * An attempt took longer than the `timeout` option. Retried like a connection error; `cause` is
 * a `TimeoutError` `DOMException` naming the method and URL (never the request's headers).
 */
export class APITimeoutError extends APIConnectionError {
  /** `'APITimeoutError'`, so that it prints as itself. */
  override name = 'APITimeoutError';

  /**
   * @param timeout - The limit that was reached, in milliseconds.
   * @param options - `cause`: what the transport reported.
   */
  constructor(
    /** The limit that was reached, in milliseconds. */
    readonly timeout: number,
    options?: ErrorOptions,
  ) {
    super(`Request timed out after ${timeout} ms`, options);
  }
}
