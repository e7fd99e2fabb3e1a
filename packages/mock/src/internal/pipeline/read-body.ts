import { type ErrorDetail, headerNames, service } from '@petstore/contract';
import { check } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { MockRequest } from '../mock-request';
import { announcesOver, contentLength } from './announced-length';
import type { Refusal } from './refusal';

const jsonMediaType = /^application\/(?:[\w.+-]+\+)?json$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

function isJson(contentType: string | undefined): boolean {
  return contentType !== undefined && jsonMediaType.test(contentType.split(';', 1)[0]?.trim() ?? '');
}

function parseJson(bytes: Uint8Array): { value: unknown } | { problem: string } {
  try {
    return { value: JSON.parse(utf8.decode(bytes)) };
  } catch (error) {
    return { problem: `Malformed JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}

const tooLarge: Refusal = {
  code: 'payload_too_large',
  message: `The body is over ${service.maxBodyBytes} bytes`,
};

/** The body of a request checked against an operation's body schema: a value, details, or a refusal. */
export type BodyResult = { value: unknown; details: ErrorDetail[] } | Refusal;

/**
 * Reads and checks a JSON body: announced or found over the size limit → 413, not JSON → 415,
 * empty, malformed or failing the schema → details for a 400.
 */
export async function readBody(request: MockRequest, schema: z.ZodMiniType): Promise<BodyResult> {
  // Refused unread, so that the standalone server need not wait for such a body to arrive.
  if (announcesOver(request.header(contentLength), service.maxBodyBytes)) return tooLarge;
  const bytes = await request.bytes();
  if (bytes.byteLength > service.maxBodyBytes) return tooLarge;
  if (bytes.byteLength === 0)
    return { value: undefined, details: [{ path: 'body', message: 'A JSON body is required' }] };
  if (!isJson(request.header(headerNames.contentType))) {
    return {
      code: 'unsupported_media_type',
      message: 'The body must be JSON (Content-Type: application/json)',
    };
  }
  const parsed = parseJson(bytes);
  if ('problem' in parsed) return { value: undefined, details: [{ path: 'body', message: parsed.problem }] };
  const checked = check(schema, parsed.value, 'body');
  return checked.ok ? { value: checked.value, details: [] } : { value: undefined, details: checked.issues };
}
