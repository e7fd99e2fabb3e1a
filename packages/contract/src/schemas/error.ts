import * as z from 'zod/mini';
import { type ErrorCode, errorCodeList } from '../service/errors';
import type { MatchesSchema, Proof } from '../service/type-proof';

/** One problem found while validating a request. */
export const ErrorDetail = /* @__PURE__ */ z.object({
  /**
   * Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.x-api-key`
   * @example body.name
   */
  path: /* @__PURE__ */ z.string(),
  /**
   * What is wrong there
   * @example Required
   */
  message: /* @__PURE__ */ z.string(),
});

// generated:ErrorDetail (written by `pnpm generate` from the contract and src/docs; do not edit)
/** One problem found while validating a request. */
export interface ErrorDetail {
  /** Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.x-api-key` */
  path: string;
  /** What is wrong there */
  message: string;
}
type _ErrorDetailMatchesItsSchema = Proof<MatchesSchema<ErrorDetail, typeof ErrorDetail>>;
// /generated:ErrorDetail

// With `details` on validation errors (docs/design/0002-operations-and-error-codes.md).
/** The body of every error response. */
export const ErrorBody = /* @__PURE__ */ z.object({
  /**
   * Machine-readable error code
   * @example not_found
   */
  code: /* @__PURE__ */ z.enum(errorCodeList),
  /**
   * Human-readable description
   * @example Pet 42 does not exist
   */
  message: /* @__PURE__ */ z.string(),
  // An error status: 4xx or 5xx, well within the `format: int32` the document gives it.
  /**
   * The HTTP status code
   * @format int32
   * @example 404
   */
  status: /* @__PURE__ */ z.int().check(/* @__PURE__ */ z.minimum(400), /* @__PURE__ */ z.maximum(599)),
  /** Validation problems, on `invalid_request` only */
  details: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.array(ErrorDetail)),
});

// generated:ErrorBody (written by `pnpm generate` from the contract and src/docs; do not edit)
/** The body of every error response. */
export interface ErrorBody {
  /** Machine-readable error code */
  code: ErrorCode;
  /** Human-readable description */
  message: string;
  /**
   * The HTTP status code
   * @minimum 400
   * @maximum 599
   * @format int32
   */
  status: number;
  /** Validation problems, on `invalid_request` only */
  details?: ErrorDetail[] | undefined;
}
type _ErrorBodyMatchesItsSchema = Proof<MatchesSchema<ErrorBody, typeof ErrorBody>>;
// /generated:ErrorBody
