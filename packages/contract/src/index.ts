export { describeIssues, type IssueDescription } from './describe-issues';
export type { SchemaMeta } from './docs/schema-meta';
export { errorCodes } from './error-codes';
export { type ErrorCode, errorCodeList, errorStatuses, statusOfErrorCode } from './errors';
export { exposedHeaders, headerNames } from './headers';
export { linkRelations, protocolStatuses } from './http';
export { buildOpenApiDocument } from './openapi/build-document';
export { buildComponentSchemas, componentSchemas, jsonSchemaOptions } from './openapi/components';
export type { JsonSchema, OpenApiDocument } from './openapi/types';
export { errorCodesOf } from './operations/error-codes-of';
export {
  type Deprecation,
  defineOperation,
  type HttpMethod,
  type OperationDefinition,
  type OperationDocs,
  type OperationSpec,
  type Stability,
  type SuccessResponse,
  type SuccessSpec,
  type TagName,
} from './operations/operation';
export { type DocumentedOperation, operationList, operations } from './operations/operations';
export { type OperationId, operationSpecs } from './operations/specs';
export { tagGroups, tags } from './operations/tags';
export { anonymousPlan, demoApiKeys, type PlanLimits, type PlanName, plans, rateLimitPolicy } from './plans';
export { Categories, Category, NewCategory } from './schemas/category';
export { ErrorBody, ErrorDetail } from './schemas/error';
export { Inventory, InventoryItem, InventoryUpdate } from './schemas/inventory';
export { Order, OrderCreate, Orders, OrderUpdate } from './schemas/order';
export {
  CategoryListParams,
  CategoryPathParams,
  IdempotencyKey,
  InventoryListParams,
  OrderListParams,
  OrderPathParams,
  PetListParams,
  PetPathParams,
} from './schemas/params';
export { NewPet, Pet, PetStatus, Pets, PetUpdate } from './schemas/pet';
export { fieldLimits } from './schemas/primitives';
export { pagination, service } from './service';
export { decodeParams } from './wire/decode-params';
export { encodeQuery, type QueryValue } from './wire/encode-query';
export { expandPath, pathParamNames, splitPathTemplate } from './wire/expand-path';
export { type FieldKind, fieldKind } from './wire/field-kind';
export { isHeaderName, isHeaderValue, visibleAsciiPattern } from './wire/header-field';
