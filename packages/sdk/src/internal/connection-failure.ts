import { TimeoutError } from 'ky';
import { APIConnectionError } from '../errors/api-connection-error';
import { APITimeoutError } from '../errors/api-timeout-error';
import { APIUserAbortError } from '../errors/api-user-abort-error';
import { PetStoreError } from '../errors/petstore-error';

/**
 * Names what went wrong when no usable answer arrived. ky's `TimeoutError` is not kept as the
 * cause because it holds the `Request`, whose headers carry the API key.
 */
export function connectionFailure(
  error: unknown,
  signal: AbortSignal | undefined,
  timeout: number,
): PetStoreError {
  if (signal?.aborted) return new APIUserAbortError({ cause: signal.reason });
  if (error instanceof PetStoreError) return error;
  if (error instanceof TimeoutError) {
    return new APITimeoutError(timeout, { cause: new DOMException(error.message, 'TimeoutError') });
  }
  return new APIConnectionError(undefined, { cause: error });
}
