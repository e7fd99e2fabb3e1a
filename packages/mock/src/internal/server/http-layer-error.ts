import { type ServerResponse, STATUS_CODES } from 'node:http';
import { type ErrorCode, errorCodes, headerNames } from '@petstore/contract';
import { corsHeaders } from './cors';

/** An answer written by the HTTP layer itself, before (or instead of) the mock's handler. */
export interface LayerAnswer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

/**
 * The service's Error object as a complete answer: `X-Request-Id`, CORS so that a page can read
 * it, and the `extra` headers: the anonymous bucket's `X-RateLimit-*` (this layer answers before a
 * key is read, and counts nothing), and `Allow` where it applies.
 */
export function layerError(
  code: ErrorCode,
  message: string,
  extra: Record<string, string> = {},
): LayerAnswer {
  const { status } = errorCodes[code];
  const body = JSON.stringify({ code, message, status });
  return {
    status,
    headers: {
      ...corsHeaders(),
      ...extra,
      [headerNames.requestId]: crypto.randomUUID(),
      [headerNames.contentType]: 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
    },
    body,
  };
}

/** An answer as the raw bytes of an HTTP/1.1 response that closes the connection. */
export function rawResponse({
  status,
  headers,
  body,
}: LayerAnswer | { status: number; headers: Record<string, string>; body: Buffer | string }): Buffer {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== 'connection') lines.push(`${name}: ${value}`);
  }
  lines.push('Connection: close', '', '');
  return Buffer.concat([Buffer.from(lines.join('\r\n'), 'latin1'), Buffer.from(body)]);
}

/** Writes a layer answer through node:http, keeping the connection. */
export function writeLayerError(res: ServerResponse, { status, headers, body }: LayerAnswer): void {
  res.writeHead(status, headers);
  res.end(body);
}
