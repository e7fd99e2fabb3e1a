import { type ErrorDetail, headerNames, service } from '@petstore/contract';
import { check } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { MockRequest } from './mock-request';
import type { Refusal } from './respond';

// HTTP framing header (RFC 9110, section 8.6), not a header of the Pet Store contract.
const contentLength = 'Content-Length';
const jsonMediaType = /^application\/(?:[\w.+-]+\+)?json$/i;
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Whether a `Content-Length` value announces a body of more than `limit` bytes. A missing or
 * malformed value announces nothing: the body is then judged by what actually arrives.
 */
export function announcesOver(value: string | null | undefined, limit: number): boolean {
  return value != null && /^\s*\d+\s*$/.test(value) && Number(value) > limit;
}

/** Whether a `Content-Type` names JSON: `application/json` or an `application/…+json` type. */
export function isJson(contentType: string | undefined): boolean {
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

/** A JSON body checked against a schema: its value, or the details of a 400. */
export type CheckedBody = { value: unknown; details: ErrorDetail[] };

/**
 * The one body reader of the mock, for the service's operations and the control API alike, with
 * the one size limit (`service.maxBodyBytes`): announced or found over it → 413 (a body announced
 * over it is refused unread), not JSON → 415, empty, malformed or failing the schema → details for
 * a 400, under `body`.
 * @throws {RequestAborted} when the client hangs up before the body arrives whole.
 */
export async function readJsonBody(
  request: MockRequest,
  schema: z.ZodMiniType,
): Promise<CheckedBody | Refusal> {
  if (announcesOver(request.header(contentLength), service.maxBodyBytes)) return tooLarge;
  const bytes = await request.body(service.maxBodyBytes);
  if (bytes === undefined) return tooLarge;
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
