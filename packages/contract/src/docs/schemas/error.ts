import { ErrorBody, ErrorDetail } from '../../schemas/error';
import type { SchemaDocs } from './schema-meta';

/** The Error object and its validation details. */
/* @__NO_SIDE_EFFECTS__ */
export function errorDocs(): SchemaDocs[] {
  return [
    {
      schema: ErrorDetail,
      meta: { description: 'One problem found while validating a request.' },
      fields: {
        path: {
          description: 'Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.x-api-key`',
          example: 'body.name',
        },
        message: { description: 'What is wrong there', example: 'Required' },
      },
    },
    {
      schema: ErrorBody,
      meta: { description: 'The body of every error response.' },
      fields: {
        code: { description: 'Machine-readable error code', example: 'not_found' },
        message: { description: 'Human-readable description', example: 'Pet 42 does not exist' },
        status: { description: 'The HTTP status code', format: 'int32', example: 404 },
        details: { description: 'Validation problems, on `invalid_request` only' },
      },
    },
  ];
}
