import type { MockRequest } from '../mock-request';
import { isLoopback } from './admin-access';

/**
 * Who may drive the control API (and read the docs page, `what` names it in the refusal): callers on this machine, never a web page of another site. A page
 * the developer opens can send "simple" requests to loopback (a form post, a `no-cors` fetch) and,
 * through DNS rebinding, even read the answers under a name of its own. So a control call is refused
 * when it names a `Host` that is neither loopback nor allowed (`--allowed-host`), when its `Origin`
 * is not the mock's own, or when the browser says it comes from another site (`Sec-Fetch-Site`).
 * Tools such as curl, the SDK in Node and `connectPetStoreMock` send no `Origin`. With an admin
 * token (`allowedHosts` undefined) the `Host` is not checked: a page cannot know the token, and a
 * mock shared on a network is reached under names of its own.
 * docs/design/0016-control-api-callers.md
 */
export function foreignCaller(
  request: MockRequest,
  allowedHosts: readonly string[] | undefined,
  what = 'The control API',
): string | undefined {
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

/** The host name of a `Host` header, without its port: `[::1]:4010` → `::1`. */
function hostName(host: string): string {
  const lower = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\]/.exec(lower);
  return bracketed ? (bracketed[1] as string) : lower.replace(/:\d*$/, '');
}
