// What both entry points export: the contract's types that the operations take and return,
// options, promises and pages, hooks, the rate-limit store interface and the error classes.
export type { ClientOptions, RequestOptions } from './api/client-options';
export type { DeprecationInfo } from './api/deprecation-info';
export type {
  CallEvent,
  DeprecationEvent,
  FailureEvent,
  HookEvent,
  PetStoreHooks,
  RateLimitWaitEvent,
  RequestEvent,
  ResponseEvent,
  RetryEvent,
  SuccessEvent,
} from './api/hooks';
export type { Logger, LogLevel } from './api/logger';
export type { RateLimitPolicyState, RateLimitState } from './api/rate-limit-state';
export type {
  ClientInstant,
  RateLimitAnswer,
  RateLimitBlock,
  RateLimitClock,
  RateLimitRecord,
  RateLimitStore,
  RateLimitStoreContext,
  RateLimitTurn,
  RateLimitWindow,
  ServiceTime,
  StoreTime,
} from './api/rate-limit-store';
export * from './contract-types';
export { APIPromise, Page, PagePromise, type WithResponse } from './core/pagination';
export {
  APIConnectionError,
  APIError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  MethodNotAllowedError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  RateLimitError,
  RequestHeaderFieldsTooLargeError,
  RequestTimeoutError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
  URITooLongError,
} from './errors/api-error';
export { APITimeoutError } from './errors/api-timeout-error';
export { APIUserAbortError } from './errors/api-user-abort-error';
export { PetStoreError } from './errors/petstore-error';
export { ResponseValidationError } from './errors/response-validation-error';
export { ValidationError, type ValidationIssue } from './errors/validation-error';
export { inMemoryRateLimitStore } from './rate-limit/in-memory-rate-limit-store';
