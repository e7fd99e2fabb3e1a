import { textOf } from '../pipeline/response-text';
import { corsHeaders } from './cors';

const cors = corsHeaders();

/** A handler's answer as node:http writes it: status, headers (with CORS unless refused), text. */
export async function writtenAnswer(response: Response, withCors: boolean) {
  const headers: Record<string, string> = withCors ? { ...cors } : {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  // Text, not bytes: node:http writes a string body with the head in one write instead of two.
  const text = textOf(response) ?? (response.body === null ? undefined : await response.text());
  const body = text ?? '';
  if (text !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return { status: response.status, headers, body };
}
