import { errorStatuses } from '@petstore/contract';
import { protocolStatuses } from '@petstore/contract/internal';
import { APIConnectionError } from '../errors/api-connection-error';
import { APIError, RateLimitError } from '../errors/api-error';
import type { PetStoreError } from '../errors/petstore-error';

/** First retry waits this long, doubling on each further retry. */
const baseMs = 500;
/** Backoff never grows beyond this. */
const capMs = 8_000;
/** Jitter adds up to this share of the backoff; it only ever lengthens a wait. */
const jitterShare = 0.25;

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

/**
 * How long to wait before retry number `retry` (1 for the first): the larger of the server's
 * `Retry-After` and exponential backoff, plus jitter that spreads clients apart but never shortens
 * what the server asked for.
 */
export function retryWaitMs(retry: number, retryAfterMs: number | undefined, random: number): number {
  const backoff = Math.min(baseMs * 2 ** (retry - 1), capMs);
  return Math.max(retryAfterMs ?? 0, backoff) + random * jitterShare * backoff;
}
