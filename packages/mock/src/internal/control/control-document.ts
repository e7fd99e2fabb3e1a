import { ErrorBody, type JsonSchema, service } from '@petstore/contract';
import { jsonSchemaOptions } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import { type ControlRoute, controlPrefix, controlRoutes } from './control-routes';

const jsonOf = (schema: z.core.$ZodType) => z.toJSONSchema(schema, jsonSchemaOptions) as JsonSchema;
const errorRef = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorRef } },
});

function operationId(method: string, path: string): string {
  const words = path.split(/[/.]/).filter(Boolean);
  return [method, ...words.map((word) => word.charAt(0).toUpperCase() + word.slice(1))].join('');
}

function queryParameters(query: z.ZodMiniObject | undefined): JsonSchema[] {
  const shape = (query?._zod.def.shape ?? {}) as Record<string, z.core.$ZodType>;
  return Object.entries(shape).map(([name, schema]) => ({
    name,
    in: 'query',
    required: false,
    schema: jsonOf(schema),
  }));
}

function operation(method: string, path: string, route: ControlRoute): JsonSchema {
  const body = route.documentedBody ?? route.body;
  const checksInput = body !== undefined || route.query !== undefined;
  return {
    operationId: operationId(method, path),
    summary: route.summary,
    ...(route.query && { parameters: queryParameters(route.query) }),
    ...(body && {
      requestBody: { required: true, content: { 'application/json': { schema: jsonOf(body) } } },
    }),
    responses: {
      ...(route.response
        ? { 200: { description: 'OK', content: { 'application/json': { schema: jsonOf(route.response) } } } }
        : { 204: { description: 'Done' } }),
      ...(checksInput && {
        400: errorResponse('`invalid_request`: the input breaks its schema or a rule of the mock'),
      }),
      401: errorResponse(
        '`missing_admin_token` or `invalid_admin_token`: the server has an admin token and the call did not send it',
      ),
      403: errorResponse(
        '`foreign_caller`: the call came from a web page of another origin or site, or named a Host the mock does not answer as',
      ),
      ...(route.proxyOnly && {
        404: errorResponse('`not_found`: the server is not a drift proxy (started without `--proxy`)'),
      }),
      ...(body && {
        413: errorResponse('`payload_too_large`: the body is over the size limit'),
        415: errorResponse('`unsupported_media_type`: the body is not `application/json`'),
      }),
    },
  };
}

/**
 * The OpenAPI 3.0.3 document of the control API, built from the same route table and zod schemas
 * that check its input.
 */
export function buildControlDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const [path, methods] of Object.entries(controlRoutes)) {
    paths[`${controlPrefix}${path}`] = Object.fromEntries(
      Object.entries(methods).map(([method, route]) => [method, operation(method, path, route)]),
    );
  }
  return {
    openapi: '3.0.3',
    info: {
      title: `${service.title} mock: control API`,
      version: service.version,
      description:
        'Resets, journal, faults, clock and dataset of a running `petstore-mock`, and the drift report of one started with `--proxy`. Never rate-limited, never journaled, no CORS. With `--admin-token`, every call sends `Authorization: Bearer <token>`.',
      license: { name: 'MIT', url: 'https://opensource.org/licenses/MIT' },
    },
    servers: [{ url: service.defaultBaseUrl, description: 'The standalone mock (`petstore-mock`)' }],
    security: [{ AdminToken: [] }, {}],
    tags: [],
    paths,
    components: {
      schemas: { Error: jsonOf(ErrorBody) },
      securitySchemes: {
        AdminToken: { type: 'http', scheme: 'bearer', description: 'The `--admin-token` of the server' },
      },
    },
  };
}
