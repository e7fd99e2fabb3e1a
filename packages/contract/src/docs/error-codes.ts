import type { ErrorCodeDefinition } from '../operations/operation';

/**
 * The error codes several operations answer, in the order of the errors guide (by status): each
 * written once, here or, when one operation answers it, beside that operation in its module
 * (`export const <operationId>Errors`; docs/design/0002-operations-and-error-codes.md).
 * `pnpm generate` writes `ErrorCode`, `errorStatuses` and `errorCodeList` (src/service/errors.ts)
 * from both, so a code is usable in an operation's row once the generator has run; the SDK imports
 * only the statuses.
 */
export const errorCodeDefinitions = {
  invalid_request: {
    status: 400,
    when: 'Malformed JSON, a bad parameter or header, or a body that fails its schema',
    handle: 'Fix the input: `details` names each field. Never retried',
  },
  missing_api_key: {
    status: 401,
    when: 'No `X-API-Key` header',
    handle: 'Send a key. Never retried',
  },
  invalid_api_key: {
    status: 401,
    when: 'The `X-API-Key` is not a known key',
    handle: 'Check the key. Never retried',
  },
  missing_admin_token: {
    status: 401,
    when: 'Standalone control API only, when started with an admin token: no `Authorization: Bearer` token',
    handle: 'Send the token the server was started with',
  },
  invalid_admin_token: {
    status: 401,
    when: 'Standalone control API only: the Bearer token is not the one the server was started with',
    handle: 'Send the token the server was started with',
  },
  api_key_banned: {
    status: 403,
    when: 'The key is temporarily banned after repeated 429s (carries `Retry-After`)',
    handle: 'Stop until `Retry-After` has passed; find what sent past the rate limit',
  },
  foreign_caller: {
    status: 403,
    when: 'Standalone control API only: a call from a web page of another origin (`Origin`, `Sec-Fetch-Site`), or to a `Host` the mock does not answer as (DNS rebinding)',
    handle: 'Call the control API from a script or test, not from a web page',
  },
  not_found: {
    status: 404,
    when: 'No such record, or no such route',
    handle: 'Treat the record as absent',
  },
  unknown_world: {
    status: 404,
    when: 'Standalone mock only: the `Petstore-World` header or the `/worlds/{id}` path names a world the server does not have (never created, removed, or expired after its idle time)',
    handle: 'Create a world (`POST /__admin/worlds`) and use the id it answers',
  },
  method_not_allowed: {
    status: 405,
    when: 'A method the service has no operation for, such as `TRACE` or `CONNECT` (carries `Allow`)',
    handle: 'Use a method that `Allow` lists',
  },
  request_timeout: {
    status: 408,
    when: "The request did not arrive whole within the server's time limit; the connection is closed",
    handle: 'Send the request again, whole',
  },
  category_exists: {
    status: 409,
    when: 'A category with that name (case-insensitive) exists',
    handle: 'Reuse the existing category, or pick another name',
  },
  insufficient_stock: {
    status: 409,
    when: 'Stock is below the quantity ordered',
    handle: 'Restock or order less',
  },
  order_complete: {
    status: 409,
    when: 'The order is complete and can no longer change',
    handle: 'Leave complete orders alone',
  },
  pet_has_open_orders: {
    status: 409,
    when: 'An incomplete order names the pet',
    handle: 'Cancel or complete its open orders before deleting the pet',
  },
  out_of_range: {
    status: 409,
    when: 'The change would take a stock count past its maximum (the int32 maximum) or needs an id past the largest safe integer',
    handle: 'Lower the stock before cancelling the order; nothing changed',
  },
  world_limit_reached: {
    status: 409,
    when: 'Standalone control API only: the server holds as many worlds as its `maxWorlds` option allows',
    handle: 'Dispose of worlds no longer in use, or start the server with a higher `maxWorlds`',
  },
  endpoint_sunset: {
    status: 410,
    when: 'The endpoint is past its sunset date',
    handle: 'Migrate to the replacement the deprecation names',
  },
  payload_too_large: {
    status: 413,
    when: 'The body is over the size limit',
    handle:
      'Report it with the request id: something between the caller and the service refused the body. Never retried',
  },
  uri_too_long: {
    status: 414,
    when: "The request target is over the server's limit; the connection is closed",
    handle: 'Send fewer or shorter query parameters',
  },
  unsupported_media_type: {
    status: 415,
    when: 'The body is not JSON',
    handle: 'Send JSON with `Content-Type: application/json`. Never retried',
  },
  category_not_found: {
    status: 422,
    when: 'The body names a category that does not exist',
    handle: 'Create the category, or pick an existing one',
  },
  idempotency_conflict: {
    status: 422,
    when: 'The `Idempotency-Key` was used with another operation, path or body',
    handle: 'Use a fresh `Idempotency-Key` for a different request. Never retried',
  },
  pet_not_found: {
    status: 422,
    when: 'The body names a pet that does not exist',
    handle: 'Create the pet, or pick an existing one',
  },
  rate_limited: {
    status: 429,
    when: "Over the plan's limit (carries `Retry-After`)",
    handle: 'Wait `Retry-After` seconds, then send again',
  },
  headers_too_large: {
    status: 431,
    when: "The request's headers are over the server's limit; the connection is closed",
    handle: 'Send fewer or shorter headers',
  },
  internal_error: {
    status: 500,
    when: 'Only when a test injects a fault',
    handle: 'Retry later when the request is safe to repeat; report it with the request id',
  },
  unavailable: {
    status: 503,
    when: 'Only when a test injects a fault',
    handle: 'Retry later when the request is safe to repeat; report it with the request id',
  },
} as const satisfies Record<string, ErrorCodeDefinition>;
