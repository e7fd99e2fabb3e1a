/**
 * Every error code the service answers, with its HTTP status and when it is used.
 * The one table behind the Error schema, the mock's responses and the SDK's error classes.
 */
export const errorCodes = {
  invalid_request: {
    status: 400,
    when: 'Malformed JSON, a bad parameter or header, or a body that fails its schema',
  },
  missing_api_key: { status: 401, when: 'No `X-API-Key` header' },
  invalid_api_key: { status: 401, when: 'The `X-API-Key` is not a known key' },
  api_key_banned: {
    status: 403,
    when: 'The key is temporarily banned after repeated 429s (carries `Retry-After`)',
  },
  not_found: { status: 404, when: 'No such record, or no such route' },
  category_exists: { status: 409, when: 'A category with that name (case-insensitive) exists' },
  insufficient_stock: { status: 409, when: 'Stock is below the quantity ordered' },
  order_complete: { status: 409, when: 'The order is complete and can no longer change' },
  pet_has_open_orders: { status: 409, when: 'An incomplete order names the pet' },
  idempotency_conflict: { status: 409, when: 'The `Idempotency-Key` was used with another body' },
  endpoint_sunset: { status: 410, when: 'The endpoint is past its sunset date' },
  payload_too_large: { status: 413, when: 'The body is over the size limit' },
  unsupported_media_type: { status: 415, when: 'The body is not JSON' },
  category_not_found: { status: 422, when: 'The body names a category that does not exist' },
  pet_not_found: { status: 422, when: 'The body names a pet that does not exist' },
  rate_limited: { status: 429, when: "Over the plan's limit (carries `Retry-After`)" },
  internal_error: { status: 500, when: 'Only when a test injects a fault' },
  unavailable: { status: 503, when: 'Only when a test injects a fault' },
} as const satisfies Record<string, { status: number; when: string }>;

/** A machine-readable error code of the service. */
export type ErrorCode = keyof typeof errorCodes;

/** The list of every error code, in the order of {@link errorCodes}. */
export const errorCodeList = Object.keys(errorCodes) as [ErrorCode, ...ErrorCode[]];

/** The HTTP status the service answers with for an error code. */
export function statusOfErrorCode(code: ErrorCode): number {
  return errorCodes[code].status;
}
