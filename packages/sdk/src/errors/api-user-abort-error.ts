import { PetStoreError } from './petstore-error';

/**
 * The `signal` given to a call was aborted, while it waited or while the request was in flight.
 * Never retried; the abort reason is kept as `cause`.
 */
export class APIUserAbortError extends PetStoreError {
  /** `'APIUserAbortError'`, so that it prints as itself. */
  override name = 'APIUserAbortError';

  /** @param options - `cause`: the signal's `reason`. */
  constructor(options?: ErrorOptions) {
    super('Request was aborted', options);
  }
}
