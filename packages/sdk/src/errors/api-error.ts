import { type ErrorBody, type ErrorCode, errorStatuses, headerNames } from '@petstore/contract';
import { parseDate } from '@petstore/contract/internal';
import { PetStoreError } from './petstore-error';

// The HTTP errors live in one module because `generate` must name every subclass, and an ES module
// cannot import subclasses of a class it has not finished defining (openai-node's core/error.ts).

/**
 * No usable HTTP answer arrived: the connection failed, was reset (before or during the response
 * body), or a redirect could not be followed safely. Carries no status; the original error is kept
 * as `cause`. Retried: reads are safe to repeat, and every call that changes something carries an
 * `Idempotency-Key`.
 */
export class APIConnectionError extends PetStoreError {
  /** `'APIConnectionError'`, so that it prints as itself. */
  override name = 'APIConnectionError';

  /**
   * @param message - What failed.
   * @param options - `cause`: the error the fetch implementation threw.
   */
  constructor(message = 'Connection error', options?: ErrorOptions) {
    super(message, options);
  }
}

function knownCode(body: Partial<ErrorBody> | undefined): ErrorCode | undefined {
  const code = body?.code;
  return typeof code === 'string' && Object.hasOwn(errorStatuses, code) ? code : undefined;
}

function describe(status: number, body: Partial<ErrorBody> | undefined): string {
  const text =
    typeof body?.message === 'string'
      ? `${status} ${body.code ?? 'error'}: ${body.message}`
      : `${status} status code (no error body)`;
  return status === errorStatuses.endpoint_sunset ? `This endpoint passed its sunset: ${text}` : text;
}

/**
 * The service answered with an error status. Subclasses name the status family; `code` is the
 * service's machine-readable code when the body carries one.
 *
 * @example
 * ```ts
 * try {
 *   await client.categories.retrieve(999);
 * } catch (error) {
 *   if (error instanceof APIError) console.log(error.status, error.code, error.requestId);
 * }
 * ```
 */
export class APIError extends PetStoreError {
  /** The HTTP status. */
  readonly status: number;
  /** The service's error code, when the body carries a known one. */
  readonly code: ErrorCode | undefined;
  /** The response headers. */
  readonly headers: Headers;
  /** The `X-Request-Id` of the response, for support requests. */
  readonly requestId: string | undefined;
  /** The parsed error body (`code`, `message`, `status`, and `details` on `invalid_request`). */
  readonly body: Partial<ErrorBody> | undefined;
  /**
   * How long the service asked to wait before the next request, from `Retry-After` (a 429, a ban,
   * a 503); `undefined` when the answer did not say. On an error the client made without sending
   * (a wait at its rate-limit gate longer than `maxRetryAfter`), the time left of that wait.
   * @unit seconds
   */
  readonly retryAfter: number | undefined;

  /**
   * @param status - The HTTP status.
   * @param body - The parsed error body, if the response had one.
   * @param headers - The response headers.
   * @param message - Overrides the message built from the body.
   * @param retryAfter - Seconds from `Retry-After`, as the client read it when the answer came.
   */
  constructor(
    status: number,
    body: Partial<ErrorBody> | undefined,
    headers: Headers,
    message?: string,
    retryAfter?: number,
  ) {
    super(message ?? describe(status, body));
    this.status = status;
    this.code = knownCode(body);
    this.headers = headers;
    this.requestId = headers.get(headerNames.requestId) ?? undefined;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /**
   * Builds the error class that matches a status: each status of the service's error table has
   * its class, any other 5xx is an {@link InternalServerError}, any other status a plain `APIError`.
   *
   * @param status - The HTTP status of the response.
   * @param body - The parsed error body, if any.
   * @param headers - The response headers.
   * @param retryAfter - Seconds from `Retry-After`, when the answer carried one.
   * @returns An instance of the subclass for the status family, or `APIError` itself.
   */
  static generate(
    status: number,
    body: Partial<ErrorBody> | undefined,
    headers: Headers,
    retryAfter?: number,
  ): APIError {
    const ErrorClass =
      classOfStatus[status as keyof typeof classOfStatus] ??
      (status >= errorStatuses.internal_error ? InternalServerError : APIError);
    return new ErrorClass(status, body, headers, undefined, retryAfter);
  }
}

/** 400 `invalid_request`: the service refused the input; `body.details` lists each field. */
export class BadRequestError extends APIError {}

/** 401 `missing_api_key` / `invalid_api_key`: the key is absent or unknown. */
export class AuthenticationError extends APIError {}

/**
 * 403 `api_key_banned`: the key is banned for a while after repeated 429s. Never retried; the
 * client holds every request until the ban ends (see `retryAfter`).
 */
export class PermissionDeniedError extends APIError {}

/** 404 `not_found`: no such record. */
export class NotFoundError extends APIError {}

/** 405 `method_not_allowed`: the path exists but not with this method; `Allow` lists the ones it takes. */
export class MethodNotAllowedError extends APIError {}

/** 408 `request_timeout`: the request did not arrive whole in time. Retried when safe to repeat. */
export class RequestTimeoutError extends APIError {}

/** 409: a state conflict (`category_exists`, `insufficient_stock`, `order_complete`, …). */
export class ConflictError extends APIError {}

/** 410 `endpoint_sunset`: the endpoint passed its sunset date and no longer answers. */
export class GoneError extends APIError {
  /** The sunset date, from the `Sunset` header, when the response carries it. */
  readonly sunset: Date | undefined = parseDate(this.headers.get(headerNames.sunset));
}

/** 413 `payload_too_large`: the request body is over the service's size limit (`service.maxBodyBytes`). */
export class PayloadTooLargeError extends APIError {}

/** 414 `uri_too_long`: the URL is over the server's limit, usually a query with too many filters. */
export class URITooLongError extends APIError {}

/** 415 `unsupported_media_type`: the request body was not sent as JSON. */
export class UnsupportedMediaTypeError extends APIError {}

/**
 * 422 `category_not_found` / `pet_not_found`: the body names a record that does not exist; 422
 * `idempotency_conflict`: the call's `Idempotency-Key` was used before for another request.
 */
export class UnprocessableEntityError extends APIError {}

/** 431 `headers_too_large`: the request's headers are over the server's limit. */
export class RequestHeaderFieldsTooLargeError extends APIError {}

/**
 * 429 `rate_limited`: over the plan's limit. The client retries it after `Retry-After` unless that
 * is longer than `maxRetryAfter`; this error reaches you only when it will not wait.
 */
export class RateLimitError extends APIError {}

/** 5xx: the service failed (`internal_error`, `unavailable`). Retried when safe to repeat. */
export class InternalServerError extends APIError {}

// Each class's `name`, so that it prints as itself and is recognised across realms: the key it has
// here, as class names do not survive a minifier.
for (const [name, ErrorClass] of Object.entries({
  APIError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  MethodNotAllowedError,
  RequestTimeoutError,
  ConflictError,
  GoneError,
  PayloadTooLargeError,
  URITooLongError,
  UnsupportedMediaTypeError,
  UnprocessableEntityError,
  RequestHeaderFieldsTooLargeError,
  RateLimitError,
  InternalServerError,
}))
  ErrorClass.prototype.name = name;

/** Every status of the contract's error table; a status added there fails to compile until it has a class. */
type ErrorStatus = (typeof errorStatuses)[ErrorCode];

// Read only when `generate` runs, after every class of this module is defined. The table's 5xx
// statuses (`internal_error`, `unavailable`) are InternalServerError, as every other 5xx.
const classOfStatus: Record<Exclude<ErrorStatus, 500 | 503>, typeof APIError> = {
  400: BadRequestError,
  401: AuthenticationError,
  403: PermissionDeniedError,
  404: NotFoundError,
  405: MethodNotAllowedError,
  408: RequestTimeoutError,
  409: ConflictError,
  410: GoneError,
  413: PayloadTooLargeError,
  414: URITooLongError,
  415: UnsupportedMediaTypeError,
  422: UnprocessableEntityError,
  429: RateLimitError,
  431: RequestHeaderFieldsTooLargeError,
};
