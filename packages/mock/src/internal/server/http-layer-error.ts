import type { ErrorCode } from '@petstore/contract';
import { type Answer, errorAnswer, withRequestId } from '../answer';
import { corsHeaders } from './cors';

/**
 * The service's Error object answered by the HTTP layer itself, before (or instead of) the mock:
 * `X-Request-Id`, CORS so that a page can read it, and the `extra` headers: the anonymous bucket's
 * `X-RateLimit-*` (this layer answers before a key is read, and counts nothing), and `Allow` where
 * it applies.
 */
export function layerError(code: ErrorCode, message: string, extra: Record<string, string> = {}): Answer {
  return errorAnswer({ code, message }, withRequestId({ ...corsHeaders(), ...extra }));
}
