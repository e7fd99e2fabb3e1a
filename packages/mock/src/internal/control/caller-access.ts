import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import { PetStoreMockError } from '../../api/mock-error';
import type { ServerConfig } from '../config/mock-config';
import type { MockRequest } from '../pipeline/mock-request';
import { errorResponse, type MockResponse, withRequestId } from '../pipeline/respond';

/** Whether a host name or address reaches this machine only. */
export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/** Who may call: the `Host` names answered (none checked with a token) and the token asked for. */
export interface CallerRules {
  /** Lower case; `undefined` when the `Host` is not checked. */
  readonly allowedHosts: readonly string[] | undefined;
  /** The Bearer token every call must send; `undefined` for none. */
  readonly token: string | undefined;
}

/**
 * Decides, once at start-up, whether the control API answers and whom: on by default on a loopback
 * host, where only this machine reaches it; elsewhere only with a token, since anyone who reaches
 * the port could wipe the store. With a token the `Host` is not checked: a page cannot know the
 * token, and a mock shared on a network is reached under names of its own.
 * @returns the rules of its callers, or `undefined` when it is off.
 * @throws {PetStoreMockError} for `admin: true` on another host without a token.
 */
export function controlCallers({
  host,
  admin,
  adminToken,
  allowedHosts,
}: ServerConfig): CallerRules | undefined {
  if (admin === false) return undefined;
  if (adminToken !== undefined) return { allowedHosts: undefined, token: adminToken };
  if (isLoopback(host)) return { allowedHosts, token: undefined };
  if (admin === true)
    throw new PetStoreMockError(
      `The control API on ${host}, which is not a loopback host, needs an admin token`,
    );
  return undefined;
}

/** The host name of a `Host` header, without its port: `[::1]:4010` → `::1`. */
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(lower);
  return bracketed ? (bracketed[1] as string) : lower.replace(/:\d*$/, '');
}

const bearer = /^Bearer[ ]+(\S+)\s*$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();
const challenge = { 'WWW-Authenticate': 'Bearer realm="petstore-mock admin"' };

// Compared through digests of equal length in constant time, so that answer times do not tell how
// much of a guess was right.
function bearerMatches(header: string, token: string): boolean {
  const sent = bearer.exec(header)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}

function foreignCaller(request: MockRequest, allowedHosts: CallerRules['allowedHosts'], what: string) {
  const host = request.header('host');
  if (host !== undefined && allowedHosts !== undefined) {
    const name = hostName(host);
    if (!isLoopback(name) && !allowedHosts.includes(name))
      return `${what} answers only as localhost, a loopback address or an --allowed-host, not as ${JSON.stringify(name)}`;
  }
  const origin = request.header('origin');
  if (origin !== undefined && (host === undefined || origin.toLowerCase() !== `http://${host.toLowerCase()}`))
    return `${what} does not answer web pages of other origins`;
  const site = request.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin' && site !== 'none')
    return `${what} does not answer requests from other sites (Sec-Fetch-Site: ${site})`;
  return undefined;
}

/**
 * The one access decision of a call to the control API or the docs page (`what` names it in the
 * refusal): callers on this machine, never a web page of another site, and with the token when
 * there is one. A page the developer opens can send "simple" requests to loopback (a form post, a
 * `no-cors` fetch) and, through DNS rebinding, even read the answers under a name of its own. So a
 * call is refused (403 `foreign_caller`) when it names a `Host` that is neither loopback nor
 * allowed, when its `Origin` is not the mock's own, or when the browser says it comes from another
 * site (`Sec-Fetch-Site`); then (401) when it lacks the token. Tools such as curl, the SDK in Node
 * and `connectPetStoreMock` send no `Origin`. docs/design/0016-control-api-callers.md
 * @returns the refusal, or `undefined` when the caller may go on.
 */
export function refuseCaller(
  request: MockRequest,
  rules: CallerRules,
  what: string,
): MockResponse | undefined {
  const foreign = foreignCaller(request, rules.allowedHosts, what);
  if (foreign) return errorResponse({ code: 'foreign_caller', message: foreign }, withRequestId());
  if (rules.token === undefined) return undefined;
  const header = request.header('authorization');
  if (header === undefined)
    return errorResponse(
      { code: 'missing_admin_token', message: 'Send the admin token: Authorization: Bearer <token>' },
      withRequestId(challenge),
    );
  if (bearerMatches(header, rules.token)) return undefined;
  return errorResponse(
    { code: 'invalid_admin_token', message: 'The admin token is not the one the server was started with' },
    withRequestId(challenge),
  );
}
