/**
 * The Pet Store API contract: the zod schemas of every record and parameter, the table of the
 * operations, error codes, plans and header names, and the OpenAPI document built from them.
 * Plumbing that the SDK and the mock share is in `@petstore/contract/internal`.
 * @module @petstore/contract
 */

export { errorCodes } from './docs/error-code-table';
export { type DocumentedOperation, operationList, operations } from './docs/operations';
export type { SchemaMeta } from './docs/schema-meta';
export { buildOpenApiDocument } from './openapi/build-document';
export { componentSchemas } from './openapi/components';
export type { JsonSchema, OpenApiDocument } from './openapi/types';
export type {
  ChangeScope,
  Deprecation,
  HttpMethod,
  OperationDefinition,
  OperationDocs,
  OperationSpec,
  SdkPlacement,
  Stability,
  SuccessSpec,
  TagName,
} from './operations/operation';
export { tags } from './operations/tags';
// Every named schema, as `pnpm generate` lists them from the schema modules.
export * from './schema-exports';
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
export type { ClientInstant, ServiceTime, StoreTime } from './wire/service-clock';
