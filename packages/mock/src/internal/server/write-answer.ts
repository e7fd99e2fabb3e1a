import { type ServerResponse, STATUS_CODES } from 'node:http';
import type { Answer } from '../answer';

const contentLength = 'Content-Length';

/**
 * Writes an answer through node:http, keeping the connection. The text goes out as a string:
 * node:http then sends it with the head in one write instead of two.
 */
export function writeAnswer(res: ServerResponse, { status, headers, text }: Answer): void {
  if (text === undefined) {
    res.writeHead(status, headers);
    res.end();
    return;
  }
  res.writeHead(status, { ...headers, [contentLength]: Buffer.byteLength(text) });
  res.end(text);
}

/** An answer as the raw bytes of an HTTP/1.1 response that closes the connection. */
export function rawResponse({ status, headers, text = '' }: Answer): Buffer {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower !== 'connection' && lower !== 'content-length') lines.push(`${name}: ${value}`);
  }
  lines.push(`${contentLength}: ${Buffer.byteLength(text)}`, 'Connection: close', '', '');
  return Buffer.from(`${lines.join('\r\n')}${text}`, 'utf8');
}
