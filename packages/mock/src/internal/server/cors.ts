import { headerNames } from '@petstore/contract';
import { exposedHeaders } from '@petstore/contract/internal';
import { operationMethods } from './methods';

// CORS protocol headers (Fetch standard), not headers of the Pet Store contract.
const allowOrigin = 'Access-Control-Allow-Origin';
const exposeHeaders = 'Access-Control-Expose-Headers';
const allowMethods = 'Access-Control-Allow-Methods';
const allowHeaders = 'Access-Control-Allow-Headers';
const maxAge = 'Access-Control-Max-Age';
const requestMethod = 'access-control-request-method';

const requestHeaders = [headerNames.apiKey, headerNames.contentType, headerNames.idempotencyKey].join(', ');
const preflightSeconds = 600;

/** Status of a preflight answer: No Content, as the Fetch standard's examples answer. */
export const preflightStatus = 204;

/** Whether a request is a CORS preflight. */
export function isPreflight(method: string | undefined, headers: Record<string, unknown>): boolean {
  return method === 'OPTIONS' && headers[requestMethod] !== undefined;
}

/** Headers of a preflight answer: any origin, the service's methods and request headers. */
export function preflightHeaders(): Record<string, string> {
  return {
    [allowOrigin]: '*',
    [allowMethods]: operationMethods.join(', '),
    [allowHeaders]: requestHeaders,
    [maxAge]: String(preflightSeconds),
  };
}

/** Headers that let scripts of any origin read a response and the contract's `exposedHeaders`. */
export function corsHeaders(): Record<string, string> {
  return { [allowOrigin]: '*', [exposeHeaders]: exposedHeaders.join(', ') };
}
