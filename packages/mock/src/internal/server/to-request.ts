import type { IncomingMessage } from 'node:http';

/** A request body read up to a limit; `overflow` when the client sent more. */
export interface LimitedBody {
  readonly bytes: Buffer;
  readonly overflow: boolean;
}

// Hop-by-hop and framing headers describe the connection, not the request the mock answers.
const skippedHeaders = new Set([
  'host',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'upgrade',
]);

/**
 * Reads at most `limit + 1` bytes of a body: enough for the mock to see that it is too large,
 * without holding an arbitrarily large upload in memory. The rest is drained and dropped.
 */
export function readLimitedBody(message: IncomingMessage, limit: number): Promise<LimitedBody> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      message.off('data', onData);
      message.resume();
      resolve({ bytes: Buffer.concat(chunks).subarray(0, limit + 1), overflow: true });
    };
    message.on('data', onData);
    message.once('end', () => resolve({ bytes: Buffer.concat(chunks), overflow: false }));
    message.once('error', reject);
  });
}

/** The Fetch `Request` of an incoming message, addressed to `origin` whatever Host it named. */
export function toRequest(message: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const target = new URL(message.url ?? '/', origin);
  const headers = new Headers();
  for (let i = 0; i + 1 < message.rawHeaders.length; i += 2) {
    const name = message.rawHeaders[i] as string;
    if (!skippedHeaders.has(name.toLowerCase())) headers.append(name, message.rawHeaders[i + 1] as string);
  }
  const method = message.method ?? 'GET';
  const hasBody = body !== undefined && body.length > 0 && method !== 'GET' && method !== 'HEAD';
  return new Request(`${origin}${target.pathname}${target.search}`, {
    method,
    headers,
    // Buffer.concat returns a Buffer over a plain ArrayBuffer, which is what BodyInit asks for.
    ...(hasBody && { body: body as Uint8Array<ArrayBuffer> }),
  });
}
