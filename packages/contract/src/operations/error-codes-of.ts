import type { ErrorCode } from '../service/errors';
import type { OperationSpec } from './operation';

// What a test injects (the mock's faults). A public operation is never faulted: it always answers
// the same way, so a contract tool that fetches the document is never refused it.
const faultable: readonly ErrorCode[] = ['internal_error', 'unavailable'];
// A public operation (no key) is counted against no rate limit, so it never answers 429.
const meteredRequest: readonly ErrorCode[] = ['rate_limited'];
const keyedRequest: readonly ErrorCode[] = ['missing_api_key', 'invalid_api_key', 'api_key_banned'];
const withInput: readonly ErrorCode[] = ['invalid_request'];
const withBody: readonly ErrorCode[] = ['payload_too_large', 'unsupported_media_type'];
const withIdempotencyKey: readonly ErrorCode[] = ['idempotency_conflict'];

/**
 * Every error code an operation can answer with: its own plus those that follow from what it
 * takes (a key, parameters, a body, an `Idempotency-Key`) and, for an operation that needs a key,
 * the faults a test can inject.
 */
export function errorCodesOf(operation: OperationSpec): ErrorCode[] {
  const takesInput = Boolean(
    operation.pathParams || operation.query || operation.body || operation.idempotent,
  );
  const codes = new Set<ErrorCode>([
    ...(takesInput ? withInput : []),
    ...(operation.public ? [] : keyedRequest),
    ...(operation.body ? withBody : []),
    ...(operation.errors ?? []),
    ...(operation.public ? [] : meteredRequest),
    ...(operation.idempotent ? withIdempotencyKey : []),
    ...(operation.public ? [] : faultable),
  ]);
  return [...codes];
}
