export type {
  Category,
  ErrorBody,
  ErrorCode,
  InventoryItem,
  Order,
  Pet,
  PetStatus,
} from '@petstore/contract';
export { PetStore } from './client';
export type { ClientOptions, RequestOptions } from './client-options';
export { APIPromise, type WithResponse } from './core/api-promise';
export type { DeprecationInfo } from './core/deprecation-info';
export type {
  CallEvent,
  DeprecationEvent,
  ErrorEvent,
  HookEvent,
  PetStoreHooks,
  RateLimitWaitEvent,
  RequestEvent,
  ResponseEvent,
  RetryEvent,
  SuccessEvent,
} from './core/hooks';
export { inMemoryRateLimitStore } from './core/in-memory-rate-limit-store';
export type { Logger, LogLevel } from './core/logger';
export type { BodyOf, QueryOf } from './core/operation-types';
export { Page, PagePromise } from './core/pagination';
export type { RateLimitPolicyState, RateLimitState } from './core/rate-limit-state';
export type {
  RateLimitAnswer,
  RateLimitBlock,
  RateLimitRecord,
  RateLimitStore,
  RateLimitStoreContext,
  RateLimitTurn,
  RateLimitWindow,
} from './core/rate-limit-store';
export { APIConnectionError } from './errors/api-connection-error';
export {
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
export { Categories, type CategoryCreateParams, type CategoryListParams } from './resources/categories';
export { type PetCreateParams, type PetListParams, Pets, type PetUpdateParams } from './resources/pets';
export { Inventory, type InventoryListParams, type InventoryUpdateParams } from './resources/store/inventory';
export {
  type OrderCreateParams,
  type OrderListParams,
  Orders,
  type OrderUpdateParams,
} from './resources/store/orders';
export { Store } from './resources/store/store';
