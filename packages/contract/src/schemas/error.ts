import * as z from 'zod/mini';
import { errorCodeList } from '../errors';
import { described } from './meta';

/** One problem found while validating a request. */
export const ErrorDetail = described(
  z.object({
    path: described(z.string(), {
      description: 'Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.x-api-key`',
      example: 'body.name',
    }),
    message: described(z.string(), { description: 'What is wrong there', example: 'Required' }),
  }),
  { description: 'One problem found while validating a request.' },
);
/** One problem found while validating a request. */
export type ErrorDetail = z.infer<typeof ErrorDetail>;

/** The body of every error response (spec §7), with `details` on validation errors. */
export const ErrorBody = described(
  z.object({
    code: described(z.enum(errorCodeList), {
      description: 'Machine-readable error code',
      example: 'not_found',
    }),
    message: described(z.string(), {
      description: 'Human-readable description',
      example: 'Pet 42 does not exist',
    }),
    status: described(z.int(), { description: 'The HTTP status code', format: 'int32', example: 404 }),
    details: z.optional(
      described(z.array(ErrorDetail), { description: 'Validation problems, on `invalid_request` only' }),
    ),
  }),
  { description: 'The body of every error response.' },
);
/** The body of every error response. */
export type ErrorBody = z.infer<typeof ErrorBody>;
