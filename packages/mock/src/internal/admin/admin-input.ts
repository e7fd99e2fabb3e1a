import type { ErrorDetail } from '@petstore/contract';
import { check, decodeParams } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { MockRequest } from '../mock-request';

const utf8 = new TextDecoder();

/** A checked input, or the details of why it is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; details: ErrorDetail[] };

function checked<T extends z.ZodMiniType>(schema: T, value: unknown, prefix: string): Checked<z.output<T>> {
  const result = check(schema, value, prefix);
  return result.ok ? result : { ok: false, details: result.issues };
}

/** The JSON body of a control request, checked against `schema`. */
export async function readAdminBody<T extends z.ZodMiniType>(
  request: MockRequest,
  schema: T,
): Promise<Checked<z.output<T>>> {
  const text = utf8.decode(await request.bytes());
  if (text === '') return { ok: false, details: [{ path: 'body', message: 'A JSON body is required' }] };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { ok: false, details: [{ path: 'body', message: `Malformed JSON: ${(error as Error).message}` }] };
  }
  return checked(schema, value, 'body');
}

/** The query of a control request, checked against `schema`. */
export function readAdminQuery<T extends z.ZodMiniObject>(url: URL, schema: T): Checked<z.output<T>> {
  return checked(schema, decodeParams(schema, url.searchParams), 'query');
}
