import type { OperationDefinition, Stability } from '../operations/operation';
import { headerNames } from '../service/headers';
import { schemaOrRef } from './components';
import { buildParameters } from './parameters';
import { buildResponses } from './responses';
import type { JsonSchema } from './types';

const badges: Record<Stability, { name: string; color: string }> = {
  beta: { name: 'Beta', color: '#1e88e5' },
  experimental: { name: 'Experimental', color: '#f4511e' },
};

function extensions(operation: OperationDefinition): JsonSchema {
  return {
    ...(operation.stability
      ? {
          'x-stability': operation.stability,
          'x-badges': [{ ...badges[operation.stability], position: 'after' }],
        }
      : {}),
    ...(operation.deprecated ? { deprecated: true, 'x-sunset': operation.deprecated.sunset } : {}),
    ...(operation.tryItPanel === false ? { 'x-hideTryItPanel': true } : {}),
  };
}

/** Why a reader finds no try-it panel on an operation that has none. */
function noTryItPanel(): string {
  return `**No try-it panel.** The service's own description turns the interactive panel off for this operation (\`x-hideTryItPanel\`); call it from your code or with curl, sending your \`${headerNames.apiKey}\`.`;
}

function description(operation: OperationDefinition): string {
  const { deprecated } = operation;
  const parts = [operation.description];
  if (deprecated)
    parts.push(
      `**Deprecated** since ${deprecated.since}; sunset ${deprecated.sunset}. ${deprecated.replacement} See ${deprecated.link}.`,
    );
  if (operation.tryItPanel === false) parts.push(noTryItPanel());
  return parts.join('\n\n');
}

/** The OpenAPI operation object of one row of the operation table. */
export function buildOperation(operation: OperationDefinition): JsonSchema {
  const parameters = buildParameters(operation);
  return {
    operationId: operation.operationId,
    tags: [operation.tag],
    summary: operation.summary,
    description: description(operation),
    ...(operation.public && { security: [] }),
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: schemaOrRef(operation.body) } },
          },
        }
      : {}),
    responses: buildResponses(operation),
    ...extensions(operation),
  };
}
