import * as z from 'zod/mini';
import { errorCodeList } from '../errors';

/** One problem found while validating a request. */
export const ErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
});
/** One problem found while validating a request. */
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The body of every error response (docs/design/0002-operations-and-error-codes.md), with `details` on validation errors. */
export const ErrorBody = z.object({
  code: z.enum(errorCodeList),
  message: z.string(),
  // An error status: 4xx or 5xx, well within the `format: int32` the document gives it.
  status: z.int().check(z.minimum(400), z.maximum(599)),
  details: z.optional(z.array(ErrorDetail)),
});
/** The body of every error response. */
export type ErrorBody = z.infer<typeof ErrorBody>;
