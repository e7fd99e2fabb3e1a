import type { IncomingMessage } from 'node:http';

// Hop-by-hop and framing headers describe the connection, not the request the mock answers.
// `Content-Length` stays: the mock refuses a body announced over its limit without reading it.
const skippedHeaders = new Set(['host', 'connection', 'keep-alive', 'transfer-encoding', 'upgrade']);

const pathAndQuery = (url: URL) => `${url.pathname}${url.search}`;

/** The Fetch `Request` of an incoming message, addressed to `origin` whatever Host it named. */
export function toRequest(message: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const url = message.url ?? '/';
  // An origin-form target (`/pets?limit=5`, even `//pets`) is a path under the origin, never an
  // authority; only an absolute-form one (`http://host/pets`, as sent to proxies) is parsed.
  const target = url.startsWith('/') ? url : pathAndQuery(new URL(url, origin));
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) {
    const name = message.rawHeaders[i] as string;
    if (!skippedHeaders.has(name.toLowerCase())) headers.append(name, message.rawHeaders[i + 1] as string);
  }
  const method = message.method ?? 'GET';
  const hasBody = body !== undefined && body.length > 0 && method !== 'GET' && method !== 'HEAD';
  return new Request(`${origin}${target}`, {
    method,
    headers,
    // Buffer.concat returns a Buffer over a plain ArrayBuffer, which is what BodyInit asks for.
    ...(hasBody && { body: body as Uint8Array<ArrayBuffer> }),
  });
}
