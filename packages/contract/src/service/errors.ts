// Written by `pnpm generate` from src/docs/error-codes.ts and the error codes the operation modules declare (packages/contract/scripts/generate-tables.ts); do not edit.

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
  unknown_world: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  category_exists: 409,
  insufficient_stock: 409,
  order_complete: 409,
  pet_has_open_orders: 409,
  out_of_range: 409,
  world_limit_reached: 409,
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
} as const;

/**
 * A machine-readable error code of the service: the `code` of every error response, each sent with
 * the HTTP status given here.
 */
export type ErrorCode =
  /** 400: Malformed JSON, a bad parameter or header, or a body that fails its schema */
  | 'invalid_request'
  /** 401: No `X-API-Key` header */
  | 'missing_api_key'
  /** 401: The `X-API-Key` is not a known key */
  | 'invalid_api_key'
  /**
   * 401: Standalone control API only, when started with an admin token: no `Authorization: Bearer`
   * token
   */
  | 'missing_admin_token'
  /** 401: Standalone control API only: the Bearer token is not the one the server was started with */
  | 'invalid_admin_token'
  /** 403: The key is temporarily banned after repeated 429s (carries `Retry-After`) */
  | 'api_key_banned'
  /**
   * 403: Standalone control API only: a call from a web page of another origin (`Origin`,
   * `Sec-Fetch-Site`), or to a `Host` the mock does not answer as (DNS rebinding)
   */
  | 'foreign_caller'
  /** 404: No such record, or no such route */
  | 'not_found'
  /**
   * 404: Standalone mock only: the `Petstore-World` header or the `/worlds/{id}` path names a world
   * the server does not have (never created, removed, or expired after its idle time)
   */
  | 'unknown_world'
  /** 405: A method the service has no operation for, such as `TRACE` or `CONNECT` (carries `Allow`) */
  | 'method_not_allowed'
  /** 408: The request did not arrive whole within the server's time limit; the connection is closed */
  | 'request_timeout'
  /** 409: A category with that name (case-insensitive) exists */
  | 'category_exists'
  /** 409: Stock is below the quantity ordered */
  | 'insufficient_stock'
  /** 409: The order is complete and can no longer change */
  | 'order_complete'
  /** 409: An incomplete order names the pet */
  | 'pet_has_open_orders'
  /**
   * 409: The change would take a stock count past its maximum (the int32 maximum) or needs an id
   * past the largest safe integer
   */
  | 'out_of_range'
  /**
   * 409: Standalone control API only: the server holds as many worlds as its `maxWorlds` option
   * allows
   */
  | 'world_limit_reached'
  /** 410: The endpoint is past its sunset date */
  | 'endpoint_sunset'
  /** 413: The body is over the size limit */
  | 'payload_too_large'
  /** 414: The request target is over the server's limit; the connection is closed */
  | 'uri_too_long'
  /** 415: The body is not JSON */
  | 'unsupported_media_type'
  /** 422: The body names a category that does not exist */
  | 'category_not_found'
  /** 422: The `Idempotency-Key` was used with another operation, path or body */
  | 'idempotency_conflict'
  /** 422: The body names a pet that does not exist */
  | 'pet_not_found'
  /** 429: Over the plan's limit (carries `Retry-After`) */
  | 'rate_limited'
  /** 431: The request's headers are over the server's limit; the connection is closed */
  | 'headers_too_large'
  /** 500: Only when a test injects a fault */
  | 'internal_error'
  /** 503: Only when a test injects a fault */
  | 'unavailable';

/** The list of every error code, in the order of {@link errorStatuses}. */
export const errorCodeList = /* @__PURE__ */ Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];
