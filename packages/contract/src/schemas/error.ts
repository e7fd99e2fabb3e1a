import * as z from 'zod/mini';
import { errorCodeList } from '../errors';

/** One problem found while validating a request. */
export const ErrorDetail = z.object({
  path: z.string(),
  message: z.string(),
});
/** One problem found while validating a request. */
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The body of every error response (spec §7), with `details` on validation errors. */
export const ErrorBody = z.object({
  code: z.enum(errorCodeList),
  message: z.string(),
  status: z.int(),
  details: z.optional(z.array(ErrorDetail)),
});
/** The body of every error response. */
export type ErrorBody = z.infer<typeof ErrorBody>;
