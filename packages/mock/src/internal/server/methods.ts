import { operationList } from '@petstore/contract';

/** Methods of the service's operations, upper case. */
export const operationMethods = [
  ...new Set(operationList.map((operation) => operation.method.toUpperCase())),
];

/**
 * Methods the server hands to the mock: the operations' methods, `HEAD`, and `OPTIONS` (for
 * preflights). The mock answers a route it does not have with 404; every other method (`TRACE`,
 * `CONNECT`, `PROPFIND`, …) is refused with 405 and this list as `Allow`.
 */
export const acceptedMethods = new Set([...operationMethods, 'HEAD', 'OPTIONS']);

/** The `Allow` header value of a 405. */
export const allowHeader = [...acceptedMethods].join(', ');
