import { headerNames, service } from '@petstore/contract';
import { PetStoreMockError } from '../../mock-error';
import type { Answer } from '../answer';
import type { MockControls } from '../create-mock-core';
import type { MockRequest } from '../mock-request';
import { foreignCaller } from './admin-callers';
import { buildAdminDocument } from './admin-document';
import { readAdminBody, readAdminQuery } from './admin-input';
import { adminPrefix } from './admin-prefix';
import { emptyReply, errorReply, jsonReply } from './admin-reply';
import { adminRoutes } from './admin-routes';
import { authorization, bearerMatches } from './admin-token';

const documentPath = '/openapi.json';
const challenge = { 'WWW-Authenticate': 'Bearer realm="petstore-mock admin"' };

function refuseAccess(request: MockRequest, token: string | undefined): Answer | undefined {
  if (token === undefined) return undefined;
  const header = request.header(authorization);
  if (header === undefined)
    return errorReply(
      'missing_admin_token',
      'Send the admin token: Authorization: Bearer <token>',
      undefined,
      challenge,
    );
  return bearerMatches(header, token)
    ? undefined
    : errorReply(
        'invalid_admin_token',
        'The admin token is not the one the server was started with',
        undefined,
        challenge,
      );
}

async function answer(mock: MockControls, request: MockRequest): Promise<Answer> {
  const { url } = request;
  const path = url.pathname.slice(adminPrefix.length);
  const methods = adminRoutes[path];
  const allowed = methods ? Object.keys(methods) : path === documentPath ? ['get'] : undefined;
  if (!allowed) return errorReply('not_found', `The control API has no ${path}`);
  const method = request.method.toLowerCase();
  if (!allowed.includes(method)) {
    const allow = allowed.map((name) => name.toUpperCase()).join(', ');
    return errorReply('method_not_allowed', `${adminPrefix}${path} answers ${allow}`, undefined, {
      Allow: allow,
    });
  }
  if (!methods) return jsonReply(buildAdminDocument());
  const route = methods[method] as NonNullable<(typeof methods)[string]>;
  // Only JSON: a web page can send text, a form or multipart without asking first, never JSON.
  const mediaType = request.header(headerNames.contentType)?.split(';', 1)[0]?.trim().toLowerCase();
  if ((route.body || mediaType !== undefined) && mediaType !== 'application/json')
    return errorReply('unsupported_media_type', `${adminPrefix}${path} takes only an application/json body`);
  const query = route.query ? readAdminQuery(url, route.query) : { ok: true as const, value: undefined };
  const body = route.body
    ? await readAdminBody(request, route.body)
    : { ok: true as const, value: undefined };
  const details = [...(query.ok ? [] : query.details), ...(body.ok ? [] : body.details)];
  if (details.length > 0) return errorReply('invalid_request', 'The control call is not valid', details);
  const input = { query: query.ok ? query.value : undefined, body: body.ok ? body.value : undefined };
  const result = await route.run(mock, input as { query: never; body: never });
  return route.response ? jsonReply(result) : emptyReply();
}

/**
 * The control API of the standalone server (`/__admin/…`): reset, journal, faults, clock and
 * dataset of one mock, with its own OpenAPI document. Only this machine's tools drive it: a
 * foreign `Host`, `Origin` or `Sec-Fetch-Site` is refused (403), and so is a body that is not JSON
 * (415). With a token, every call must carry it as a Bearer token. A value the mock refuses (a bad fixture, fault or time) is a 400 with its reason.
 */
export function createAdminHandler(
  mock: MockControls,
  token: string | undefined,
  allowedHosts: readonly string[],
) {
  return async (request: MockRequest, overflow: boolean): Promise<Answer> => {
    const foreign = foreignCaller(request, token === undefined ? allowedHosts : undefined);
    if (foreign) return errorReply('foreign_caller', foreign);
    const refused = refuseAccess(request, token);
    if (refused) return refused;
    if (overflow)
      return errorReply('payload_too_large', `A control body may hold at most ${service.maxBodyBytes} bytes`);
    try {
      return await answer(mock, request);
    } catch (error) {
      if (error instanceof PetStoreMockError) return errorReply('invalid_request', error.message);
      console.error(
        '[petstore] The control API failed to answer',
        request.method,
        request.url.pathname,
        error,
      );
      return errorReply('internal_error', 'The control API failed to answer; see the server log');
    }
  };
}

/** Whether a request path is under the control API. */
export function isAdminPath(pathname: string): boolean {
  return pathname === adminPrefix || pathname.startsWith(`${adminPrefix}/`);
}
