/**
 * The Pet Store API contract: the zod schemas of every record and parameter, the table of the
 * operations, error codes, plans and header names, and the OpenAPI document built from them.
 * Plumbing that the SDK and the mock share is in `@petstore/contract/internal`.
 * @module @petstore/contract
 */

export { errorCodes } from './docs/error-codes';
export { type DocumentedOperation, operationList, operations } from './docs/operations';
export type { SchemaMeta } from './docs/schemas/schema-meta';
export { buildOpenApiDocument } from './openapi/build-document';
export { componentSchemas } from './openapi/components';
export type { JsonSchema, OpenApiDocument } from './openapi/types';
export type {
  Deprecation,
  HttpMethod,
  OperationDefinition,
  OperationDocs,
  OperationSpec,
  Stability,
  SuccessSpec,
  TagName,
} from './operations/operation';
export { tags } from './operations/tags';
export { Categories, Category, NewCategory } from './schemas/category';
export { ErrorBody, ErrorDetail } from './schemas/error';
export { Inventory, InventoryItem, InventoryUpdate } from './schemas/inventory';
export { Order, OrderCreate, Orders, OrderUpdate } from './schemas/order';
export {
  CategoryListParams,
  IdempotencyKey,
  InventoryListParams,
  OrderListParams,
  PetListParams,
} from './schemas/params';
export { NewPet, Pet, PetStatus, Pets, PetUpdate } from './schemas/pet';
export { fieldLimits } from './schemas/primitives';
export { type ErrorCode, errorStatuses } from './service/errors';
export { headerNames } from './service/headers';
export {
  anonymousPlan,
  demoApiKeys,
  type PlanLimits,
  type PlanName,
  plans,
  quotaNames,
  rateLimitPolicy,
} from './service/plans';
export { pagination, service } from './service/service';
export { type OperationId, operationSpecs } from './table/specs';
