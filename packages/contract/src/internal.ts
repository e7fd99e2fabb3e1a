/**
 * Plumbing that `@petstore/sdk`, `@petstore/mock` and `@petstore/conformance` share: wire encoding
 * and decoding, header rules, issue wording, the error-code list, the OpenAPI component builder,
 * the rows of the operation table one by one (for code that sends one operation without the whole
 * table), and the exchange checker that judges an answer against the contract. It is
 * **not covered by semver**: it changes with the packages that use it, in any release. Import
 * from `@petstore/contract` instead. docs/design/0015-public-surface.md says why it exists.
 * @module @petstore/contract/internal
 */
export { checkExchange } from './conformance/check-exchange';
export {
  documentedJsonSchema,
  documentedValue,
  type ExampleRequest,
  exampleRequests,
  type RecordIds,
  type RecordKind,
  recordOfIdField,
} from './conformance/example-requests';
export type {
  Exchange,
  ExchangeCheck,
  ExchangeExpectation,
  ExchangeFinding,
  ExchangeRule,
} from './conformance/exchange';
export { buildComponentSchemas, jsonSchemaOptions } from './openapi/components';
export { deprecationText } from './operations/deprecation-text';
export { clashingQueryFields } from './operations/flat-arguments';
export {
  headerGroupsOf,
  type ResponseHeaderGroup,
  responseHeaderGroups,
} from './operations/response-headers';
export { type CheckResult, check, describeIssues, type IssueDescription } from './schemas/check';
export { errorCodeList } from './service/errors';
export { fieldDefaults } from './service/field-defaults';
export { exposedHeaders } from './service/headers';
export { holdsCaller } from './service/holds-caller';
export { linkRelations, protocolStatuses } from './service/http';
export { defaultBaseUrl } from './service/service';
export { type WithDefaults, withDefaults } from './service/with-defaults';
export { matchOperation, type OperationMatch } from './table/match-operation';
// The rows of the operation table one by one, each from its module (generated).
export * from './table/rows';
export { decodeParams } from './wire/decode-params';
export { encodeQuery, type QueryValue } from './wire/encode-query';
export { expandPath, pathParamNames, splitPathTemplate } from './wire/expand-path';
export { isHeaderName, isHeaderValue, visibleAsciiPattern } from './wire/header-field';
export { readIdempotencyKey } from './wire/idempotency-key';
export { type LinkValue, parseLinkField } from './wire/link-field';
export {
  bindingQuota,
  formatRateLimit,
  formatRateLimitFields,
  formatRateLimitPolicy,
  parseRateLimitFields,
  type QuotaState,
} from './wire/rate-limit-fields';
export { redact, redactionMask } from './wire/redact';
export {
  type ClientInstant,
  type ClockSample,
  later,
  learnServiceClock,
  onClientClock,
  type ServiceClock,
  type ServiceTime,
  type StoreTime,
  serviceOffsetMs,
} from './wire/service-clock';
export {
  type BareItem,
  type FieldParameters,
  type InnerList,
  type Item,
  parseItem,
  parseList,
  serializeString,
} from './wire/structured-field';
export { clampTime, parseDate, parseRetryAfter } from './wire/time-fields';
