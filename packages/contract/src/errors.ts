/**
 * Every error code the service answers, with its HTTP status: the runtime table behind the Error
 * schema, the mock's responses and the SDK's error classes. What each code means is documentation
 * ({@link errorCodes} adds it), kept apart so that a browser bundle of the SDK does not carry it.
 */
export const errorStatuses = {
  invalid_request: 400,
  missing_api_key: 401,
  invalid_api_key: 401,
  missing_admin_token: 401,
  invalid_admin_token: 401,
  api_key_banned: 403,
  foreign_caller: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  category_exists: 409,
  insufficient_stock: 409,
  order_complete: 409,
  pet_has_open_orders: 409,
  out_of_range: 409,
  endpoint_sunset: 410,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  category_not_found: 422,
  idempotency_conflict: 422,
  pet_not_found: 422,
  rate_limited: 429,
  headers_too_large: 431,
  internal_error: 500,
  unavailable: 503,
} as const satisfies Record<string, number>;

/** A machine-readable error code of the service. */
export type ErrorCode = keyof typeof errorStatuses;

/** The list of every error code, in the order of {@link errorStatuses}. */
export const errorCodeList = Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];
