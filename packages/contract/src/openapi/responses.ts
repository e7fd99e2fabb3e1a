import { errorCodes } from '../docs/error-code-table';
import { errorCodesOf } from '../operations/error-codes-of';
import type { OperationDefinition } from '../operations/operation';
import type { ErrorCode } from '../service/errors';
import { schemaOrRef } from './components';
import { headerRefsOf } from './headers';
import type { JsonSchema } from './types';

const errorSchemaRef = { $ref: '#/components/schemas/Error' };

function groupByStatus(codes: readonly ErrorCode[]): Map<number, ErrorCode[]> {
  const groups = new Map<number, ErrorCode[]>();
  for (const code of codes) {
    const { status } = errorCodes[code];
    groups.set(status, [...(groups.get(status) ?? []), code]);
  }
  return new Map([...groups].sort(([a], [b]) => a - b));
}

// Example summaries show as plain text (Redoc's example picker), and a message is text a client
// reads: neither renders Markdown, so the code spans of `when` lose their backticks there.
const plainText = (markdown: string) => markdown.replaceAll('`', '');

function errorResponse(
  operation: OperationDefinition,
  status: number,
  codes: readonly ErrorCode[],
): JsonSchema {
  return {
    description: codes.map((code) => `\`${code}\`: ${errorCodes[code].when}`).join('. '),
    headers: headerRefsOf(operation, status),
    content: {
      'application/json': {
        schema: errorSchemaRef,
        examples: Object.fromEntries(
          codes.map((code) => [
            code,
            {
              summary: plainText(errorCodes[code].when),
              value: { code, message: plainText(errorCodes[code].when), status },
            },
          ]),
        ),
      },
    },
  };
}

function successResponse(operation: OperationDefinition): JsonSchema {
  const { response } = operation;
  const headers = headerRefsOf(operation, response.status);
  if (response.status === 204) return { description: response.description, headers };
  const schema = response.schema
    ? schemaOrRef(response.schema)
    : { type: 'object', description: 'An OpenAPI 3.0.3 document' };
  return { description: response.description, headers, content: { 'application/json': { schema } } };
}

/** The responses of an operation: its success and every error status it can answer with. */
export function buildResponses(operation: OperationDefinition): Record<string, JsonSchema> {
  const responses: Record<string, JsonSchema> = {
    [String(operation.response.status)]: successResponse(operation),
  };
  for (const [status, codes] of groupByStatus(errorCodesOf(operation))) {
    responses[String(status)] = errorResponse(operation, status, codes);
  }
  return responses;
}
