import { PetStoreError } from './petstore-error';

/**
 * No usable HTTP answer arrived: the connection failed, was reset (before or during the response
 * body), or a redirect could not be followed safely. Carries no status; the original error is kept
 * as `cause`. Retried: reads are safe to repeat, and every call that changes something carries an
 * `Idempotency-Key`.
 */
export class APIConnectionError extends PetStoreError {
  /** `'APIConnectionError'`, so that it prints as itself. */
  override name = 'APIConnectionError';

  /**
   * @param message - What failed.
   * @param options - `cause`: the error the fetch implementation threw.
   */
  constructor(message = 'Connection error', options?: ErrorOptions) {
    super(message, options);
  }
}
