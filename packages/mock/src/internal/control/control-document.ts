import { ErrorBody, type JsonSchema, service } from '@petstore/contract';
import { jsonSchemaOptions } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import { type ControlRoute, controlPrefix, controlRoutes, worldHeader, worldsPath } from './control-routes';

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

/** The `{name}` parameters of a path: a world's id. */
function pathParameters(path: string): JsonSchema[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    description: 'The id `POST /__admin/worlds` answered',
    schema: { type: 'string' },
  }));
}

// Every route but the worlds' own acts on one world: the default one, or the one the header names.
const worldParameter = {
  name: worldHeader,
  in: 'header',
  required: false,
  description: `The world the call acts on (its id); without it, the default world. The same call answers under the world's base URL, \`${worldsPath}/{id}${controlPrefix}/…\`.`,
  schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
};

function operation(method: string, path: string, route: ControlRoute): JsonSchema {
  const body = route.documentedBody ?? route.body;
  const inWorld = !route.rootOnly;
  const parameters = [
    ...pathParameters(path),
    ...queryParameters(route.query),
    ...(inWorld ? [worldParameter] : []),
  ];
  return {
    operationId: operationId(method, path),
    summary: route.summary,
    ...(parameters.length > 0 && { parameters }),
    ...(body && {
      requestBody: {
        required: !route.optionalBody,
        content: { 'application/json': { schema: jsonOf(body) } },
      },
    }),
    responses: { ...successResponse(route), ...refusalResponses(route, body) },
  };
}

function successResponse(route: ControlRoute): JsonSchema {
  if (!route.response) return { 204: { description: 'Done' } };
  return {
    [route.created ? 201 : 200]: {
      description: route.created ? 'Created' : 'OK',
      content: { 'application/json': { schema: jsonOf(route.response) } },
    },
  };
}

/** The Error objects a route may answer, by status: the caller's, the input's, the world's, its own. */
function refusalResponses(route: ControlRoute, body: unknown): JsonSchema {
  const inWorld = !route.rootOnly;
  const checksInput = body !== undefined || route.query !== undefined || inWorld;
  return {
    ...(checksInput && {
      400: errorResponse(
        inWorld
          ? `\`invalid_request\`: the input breaks its schema or a rule of the mock, or the ${worldHeader} header is not a world id or names another world than the path`
          : '`invalid_request`: the input breaks its schema or a rule of the mock',
      ),
    }),
    401: errorResponse(
      '`missing_admin_token` or `invalid_admin_token`: the server has an admin token and the call did not send it',
    ),
    403: errorResponse(
      '`foreign_caller`: the call came from a web page of another origin or site, or named a Host the mock does not answer as',
    ),
    ...notFoundResponse(route),
    ...Object.fromEntries(
      Object.entries(route.refusals ?? {})
        .filter(([status]) => status !== '404')
        .map(([status, text]) => [status, errorResponse(text)]),
    ),
    ...(body !== undefined && {
      413: errorResponse('`payload_too_large`: the body is over the size limit'),
      415: errorResponse('`unsupported_media_type`: the body is not `application/json`'),
    }),
  };
}

function notFoundResponse(route: ControlRoute): JsonSchema {
  if (route.rootOnly)
    return {
      404: errorResponse(
        '`not_found`: called under a world or on a drift proxy; `unknown_world`: no such world',
      ),
    };
  if (route.proxyOnly)
    return { 404: errorResponse('`not_found`: the server is not a drift proxy (started without `--proxy`)') };
  return {
    404: errorResponse(
      '`unknown_world`: the world named does not exist (never created, removed, or expired)',
    ),
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
        "Resets, journal, faults, clock and dataset of a running `petstore-mock`, its worlds, and the drift report of one started with `--proxy`. Never rate-limited, never journaled, no CORS. With `--admin-token`, every call sends `Authorization: Bearer <token>`. A world (`POST /__admin/worlds`) is a mock of its own on the same server: every call but the worlds' own acts on the world its `Petstore-World` header names, and answers under the world's base URL too (`/worlds/{id}/__admin/…`).",
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
