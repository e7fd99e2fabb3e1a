import { errorStatuses } from '@petstore/contract';
import { protocolStatuses } from '@petstore/contract/internal';
import { APIConnectionError } from '../errors/api-connection-error';
import { APIError, RateLimitError } from '../errors/api-error';
import type { PetStoreError } from '../errors/petstore-error';

/**
 * Whether a failed attempt may be sent again. A 429 always may: the service did not act on it.
 * A 408, a 5xx or a lost connection may have had an effect, so only a request that is safe to
 * repeat (`repeatable`: a GET, or a call the service deduplicates by its `Idempotency-Key`,
 * which the SDK sends on every call that changes something) is retried. Every other 4xx, a ban
 * included, is final.
 */
export function isRetryable(error: PetStoreError, repeatable: boolean): boolean {
  if (error instanceof RateLimitError) return true;
  if (!repeatable) return false;
  if (error instanceof APIError) {
    return error.status === protocolStatuses.requestTimeout || error.status >= errorStatuses.internal_error;
  }
  return error instanceof APIConnectionError;
}
