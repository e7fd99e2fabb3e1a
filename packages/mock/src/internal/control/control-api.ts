import { type ErrorCode, type ErrorDetail, headerNames } from '@petstore/contract';
import { check, decodeParams } from '@petstore/contract/internal';
import { PetStoreMockError } from '../../api/mock-error';
import type { MockRequest } from '../pipeline/mock-request';
import { isJson, readJsonBody } from '../pipeline/request-body';
import {
  errorResponse,
  isRefusal,
  jsonResponse,
  type MockResponse,
  withRequestId,
} from '../pipeline/respond';
import { type CallerRules, refuseCaller } from './caller-access';
import { buildControlDocument } from './control-document';
import {
  type ControlHandler,
  type ControlRoute,
  type ControlTarget,
  controlPrefix,
  controlRoutes,
  RefusedControl,
} from './control-routes';

const refuse = (
  code: ErrorCode,
  message: string,
  details?: readonly ErrorDetail[],
  extra?: Record<string, string>,
) => errorResponse({ code, message, ...(details && { details }) }, withRequestId(extra));

// The routes whose path has a parameter (`/worlds/{id}`): a pattern of each, its segment `[^/]+`.
const templated = Object.keys(controlRoutes)
  .filter((path) => path.includes('{'))
  .map((path) => ({
    path,
    names: [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string),
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '([^/]+)')}$`),
  }));

/** The table's path of a request's path, and the parameters it holds. */
function routePath(path: string): { path: string; params: Record<string, string> } {
  if (controlRoutes[path]) return { path, params: {} };
  for (const { path: template, names, pattern } of templated) {
    const match = pattern.exec(path);
    if (match)
      return {
        path: template,
        params: Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string])),
      };
  }
  return { path, params: {} };
}

/** The route a path and method name, or the refusal of an unknown path (404) or method (405). */
function findRoute(path: string, method: string): ControlRoute | MockResponse {
  const methods = controlRoutes[routePath(path).path];
  if (!methods) return refuse('not_found', `The control API has no ${path}`);
  const route = methods[method.toLowerCase()];
  if (route) return route;
  const allow = Object.keys(methods)
    .map((name) => name.toUpperCase())
    .join(', ');
  return refuse('method_not_allowed', `${controlPrefix}${path} answers ${allow}`, undefined, {
    Allow: allow,
  });
}

/** The route's checked query and body, or the refusal of either. */
async function readRouteInput(request: MockRequest, route: ControlRoute, withBody: boolean) {
  const details: ErrorDetail[] = [];
  let query: unknown;
  if (route.query) {
    const checked = check(route.query, decodeParams(route.query, request.url.searchParams), 'query');
    if (checked.ok) query = checked.value;
    else details.push(...checked.issues);
  }
  let body: unknown;
  if (route.body && withBody) {
    const read = await readJsonBody(request, route.body);
    if (isRefusal(read)) return errorResponse(read, withRequestId());
    body = read.value;
    details.push(...read.details);
  }
  if (details.length > 0) return refuse('invalid_request', 'The control call is not valid', details);
  return { query, body };
}

/**
 * The control API of the standalone server (`/__admin/…`): reset, journal, faults, clock and
 * dataset of one mock, the drift report of a proxy, and its own OpenAPI document, all from one
 * route table. Only this machine's
 * tools drive it (`refuseCaller`), and only with JSON: a web page can send text, a form or
 * multipart without asking first, never JSON (415). A value the mock refuses (a bad fixture, fault
 * or time) is a 400 with its reason and its details under `body`.
 * @param callers who may call; see `controlCallers`.
 */
export function createControlApi(controls: ControlTarget, callers: CallerRules): ControlHandler {
  const document = () => buildControlDocument();
  return async (request, mount = '') => {
    const refused = refuseCaller(request, callers, 'The control API');
    if (refused) return refused;
    const path = request.pathname.slice(mount.length + controlPrefix.length);
    const route = findRoute(path, request.method);
    if (!('run' in route)) return route;
    const unavailable = unavailableHere(route, path, controls);
    if (unavailable) return unavailable;
    const contentType = request.header(headerNames.contentType);
    const withBody = route.body !== undefined && !(route.optionalBody && contentType === undefined);
    if ((withBody || contentType !== undefined) && !isJson(contentType))
      return refuse('unsupported_media_type', `${controlPrefix}${path} takes only an application/json body`);
    const input = await readRouteInput(request, route, withBody);
    if ('status' in input) return input;
    const { params } = routePath(path);
    return runRoute(route, controls, request, {
      ...(input as { query: never; body: never }),
      params,
      document,
    });
  };
}

/** The 404 of a route that answers only on a drift proxy, or only at a server's root. */
function unavailableHere(
  route: ControlRoute,
  path: string,
  controls: ControlTarget,
): MockResponse | undefined {
  const where = `${controlPrefix}${path}`;
  if (route.proxyOnly && !controls.drift)
    return refuse('not_found', `${where} answers only on a drift proxy (petstore-mock --proxy URL)`);
  if (route.rootOnly && !controls.worlds)
    return refuse(
      'not_found',
      `${where} answers only at the root of a mock server (${where}), not under a world nor on a drift proxy`,
    );
  return undefined;
}

/** Runs a route's control and answers its result, or the refusal of what it was given. */
async function runRoute(
  route: ControlRoute,
  controls: ControlTarget,
  request: MockRequest,
  input: Parameters<ControlRoute['run']>[1],
): Promise<MockResponse> {
  try {
    const result = await route.run(controls, input);
    return route.response
      ? jsonResponse(route.created ? 201 : 200, result, withRequestId())
      : { status: 204, headers: withRequestId() };
  } catch (error) {
    if (error instanceof RefusedControl) return errorResponse(error.refusal, withRequestId());
    if (error instanceof PetStoreMockError) {
      const details = error.details.map((detail) => ({
        ...detail,
        path: detail.path ? `body.${detail.path}` : 'body',
      }));
      return refuse('invalid_request', error.message, details.length > 0 ? details : undefined);
    }
    console.error('[petstore] The control API failed to answer', request.method, request.pathname, error);
    return refuse('internal_error', 'The control API failed to answer; see the server log');
  }
}
