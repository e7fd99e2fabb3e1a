import { headerNames } from '@petstore/contract';
import { protocolStatuses } from '@petstore/contract/internal';

const { movedPermanently, found, seeOther } = protocolStatuses.redirect;
const redirectStatuses: ReadonlySet<number> = new Set(Object.values(protocolStatuses.redirect));

/** Where a `redirect: 'manual'` answer points, or `undefined` when it is not a redirect to follow. */
export function redirectTarget(response: Response, from: string): URL | undefined {
  const location = response.headers.get(headerNames.location);
  return redirectStatuses.has(response.status) && location ? new URL(location, from) : undefined;
}

/** Whether the redirect turns the request into a GET without body, as fetch does (RFC 9110, section 15.4). */
export function redirectBecomesGet(status: number, method: string): boolean {
  return status === seeOther
    ? method !== 'get'
    : (status === movedPermanently || status === found) && method === 'post';
}
