import { errorStatuses } from './errors';

/**
 * HTTP statuses a client of the service meets from the HTTP layer of a server or from a proxy in
 * front of it, never from an operation.
 */
export const protocolStatuses = {
  /**
   * Request Timeout: the server gave up reading the request (Node's `requestTimeout`); safe to
   * repeat. The mock answers it with `request_timeout`; a proxy may answer it with any body.
   */
  requestTimeout: errorStatuses.request_timeout,
  /** Redirects (RFC 9110, section 15.4). After 303, and after 301/302 to a POST, the request continues as a GET. */
  redirect: {
    movedPermanently: 301,
    found: 302,
    seeOther: 303,
    temporaryRedirect: 307,
    permanentRedirect: 308,
  },
} as const;

/** Relation types the service writes in `Link` headers (RFC 8288). */
export const linkRelations = {
  /** The next page of a list. */
  next: 'next',
  /** The previous page of a list. */
  prev: 'prev',
  /** The migration guide of a deprecated operation (RFC 9745). */
  deprecation: 'deprecation',
  /** What the sunset of a deprecated operation means for its callers (RFC 8594, section 3). */
  sunset: 'sunset',
} as const;
