export { describeIssues, type IssueDescription } from './describe-issues';
export type { SchemaMeta } from './docs/schema-meta';
export { errorCodes } from './error-codes';
export { type ErrorCode, errorCodeList, errorStatuses } from './errors';
export { exposedHeaders, headerNames } from './headers';
export { linkRelations, protocolStatuses } from './http';
export { buildOpenApiDocument } from './openapi/build-document';
export { buildComponentSchemas, componentSchemas, jsonSchemaOptions } from './openapi/components';
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
export { type DocumentedOperation, operationList, operations } from './operations/operations';
export { type OperationId, operationSpecs } from './operations/specs';
export { tags } from './operations/tags';
export { anonymousPlan, demoApiKeys, type PlanLimits, type PlanName, plans, rateLimitPolicy } from './plans';
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
export { pagination, service } from './service';
export { decodeParams } from './wire/decode-params';
export { encodeQuery, type QueryValue } from './wire/encode-query';
export { expandPath, pathParamNames, splitPathTemplate } from './wire/expand-path';
export { isHeaderName, isHeaderValue, visibleAsciiPattern } from './wire/header-field';
