import { type ErrorCode, errorCodeList, errorStatuses } from '../service/errors';

/** When the service answers each error code: the document's error responses and the docs show it. */
export const errorCodeDocs = {
  invalid_request: 'Malformed JSON, a bad parameter or header, or a body that fails its schema',
  missing_api_key: 'No `X-API-Key` header',
  invalid_api_key: 'The `X-API-Key` is not a known key',
  missing_admin_token:
    'Standalone control API only, when started with an admin token: no `Authorization: Bearer` token',
  invalid_admin_token:
    'Standalone control API only: the Bearer token is not the one the server was started with',
  api_key_banned: 'The key is temporarily banned after repeated 429s (carries `Retry-After`)',
  foreign_caller:
    'Standalone control API only: a call from a web page of another origin (`Origin`, `Sec-Fetch-Site`), or to a `Host` the mock does not answer as (DNS rebinding)',
  not_found: 'No such record, or no such route',
  method_not_allowed:
    'A method the service has no operation for, such as `TRACE` or `CONNECT` (carries `Allow`)',
  request_timeout:
    "The request did not arrive whole within the server's time limit; the connection is closed",
  category_exists: 'A category with that name (case-insensitive) exists',
  insufficient_stock: 'Stock is below the quantity ordered',
  order_complete: 'The order is complete and can no longer change',
  pet_has_open_orders: 'An incomplete order names the pet',
  idempotency_conflict: 'The `Idempotency-Key` was used with another operation, path or body',
  out_of_range:
    'The change would take a stock count past its maximum (the int32 maximum) or needs an id past the largest safe integer',
  endpoint_sunset: 'The endpoint is past its sunset date',
  payload_too_large: 'The body is over the size limit',
  uri_too_long: "The request target is over the server's limit; the connection is closed",
  unsupported_media_type: 'The body is not JSON',
  category_not_found: 'The body names a category that does not exist',
  pet_not_found: 'The body names a pet that does not exist',
  rate_limited: "Over the plan's limit (carries `Retry-After`)",
  headers_too_large: "The request's headers are over the server's limit; the connection is closed",
  internal_error: 'Only when a test injects a fault',
  unavailable: 'Only when a test injects a fault',
} as const satisfies Record<ErrorCode, string>;

function joinDocs() {
  return Object.fromEntries(
    errorCodeList.map((code) => [code, { status: errorStatuses[code], when: errorCodeDocs[code] }]),
  ) as {
    readonly [C in ErrorCode]: {
      readonly status: (typeof errorStatuses)[C];
      readonly when: (typeof errorCodeDocs)[C];
    };
  };
}

/**
 * Every error code with its HTTP status and when it is used: {@link errorStatuses} joined with the
 * documentation. Code that needs only the status (the SDK) imports `errorStatuses` and stays small.
 */
// A pure call without arguments: a bundler drops it, and the texts, wherever nothing reads the table
// (in the one-file build too, where the package's `sideEffects: false` cannot help).
export const errorCodes = /* @__PURE__ */ joinDocs();
