import { operationList } from '../docs/operations';
import { tagGroups, tags } from '../operations/tags';
import { fieldLimits } from '../schemas/primitives';
import { headerNames } from '../service/headers';
import { pagination, service } from '../service/service';
import { buildOperation } from './build-operation';
import { buildComponentSchemas } from './components';
import { headerComponents } from './headers';
import type { JsonSchema, OpenApiDocument } from './types';

function overview(): string {
  return `The Pet Store API manages pets, categories, store orders and inventory.

Authenticate with the \`${headerNames.apiKey}\` header. Every response carries \`X-Request-Id\` and
\`X-RateLimit-*\` headers;
over the plan's limit the service answers 429 with \`Retry-After\`, and a key answered 429 repeatedly
within one minute is banned for a while (403 with \`Retry-After\`). Lists take \`limit\`
(${pagination.minLimit}–${pagination.maxLimit}, default ${pagination.defaultLimit}) and \`offset\`, and answer with \`X-Total-Count\` and an RFC 8288 \`Link\` header.
A query carries at most ${fieldLimits.queryParametersMax} parameters. \`GET /openapi.json\` is public: it reads no key, ignores
its query string and is not rate-limited: its \`X-RateLimit-*\` headers report the caller's window without counting the request.`;
}

function buildPaths(): Record<string, Record<string, JsonSchema>> {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operationList) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: buildOperation(operation) };
  }
  return paths;
}

/** Builds the OpenAPI 3.0.3 document of the service from the schemas and the operation table. */
export function buildOpenApiDocument(): OpenApiDocument {
  return {
    openapi: '3.0.3',
    info: {
      title: service.title,
      version: service.version,
      description: overview(),
      contact: { ...service.contact },
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
    },
    // Plain text, not Markdown: renderers show a server's description as it is (no code spans).
    servers: [{ url: service.defaultBaseUrl, description: 'The reference mock (pnpm mock)' }],
    security: [{ ApiKeyAuth: [] }],
    tags: Object.entries(tags).map(([name, description]) => ({ name, description })),
    'x-tagGroups': tagGroups.map((group) => ({ name: group.name, tags: [...group.tags] })),
    paths: buildPaths(),
    components: {
      schemas: buildComponentSchemas(),
      headers: headerComponents,
      securitySchemes: {
        ApiKeyAuth: {
          type: 'apiKey',
          in: 'header',
          name: headerNames.apiKey,
          description: 'The API key of your plan',
        },
      },
    },
  };
}
