import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorCode, headerNames, type OperationSpec, operationList } from '@petstore/contract';
import { exposedHeaders } from '@petstore/contract/internal';
import { worldHeader } from '../control/control-routes';
import { RequestAborted } from '../pipeline/mock-request';
import { errorResponse, type MockResponse, withRequestId } from '../pipeline/respond';

/** The header parameters the operations declare (their `headers`), which a page's request may carry too. */
const operationHeaders = [
  ...new Set(
    (operationList as readonly OperationSpec[]).flatMap((operation) =>
      Object.keys(operation.headers?.shape ?? {}),
    ),
  ),
];

/** Methods of the service's operations, upper case. */
const operationMethods = [...new Set(operationList.map((operation) => operation.method.toUpperCase()))];

/**
 * Methods the server hands to the mock: the operations' methods, `HEAD`, and `OPTIONS` (for
 * preflights). The mock answers a route it does not have with 404; every other method (`TRACE`,
 * `CONNECT`, `PROPFIND`, …) is refused with 405 and this list as `Allow`.
 */
export const acceptedMethods = new Set([...operationMethods, 'HEAD', 'OPTIONS']);

/** The `Allow` header value of a 405. */
export const allowHeader = [...acceptedMethods].join(', ');

// CORS protocol headers (Fetch standard), not headers of the Pet Store contract.
/** Headers that let scripts of any origin read a response and the contract's `exposedHeaders`. */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Expose-Headers': exposedHeaders.join(', '),
};

/**
 * The answer to a preflight: No Content (as the Fetch standard's examples answer), the service's
 * methods and request headers (the world header among them), for ten minutes; written with {@link corsHeaders}, like every
 * answer of the service.
 */
export function preflightResponse(): MockResponse {
  return {
    status: 204,
    headers: withRequestId({
      'Access-Control-Allow-Methods': operationMethods.join(', '),
      'Access-Control-Allow-Headers': [
        headerNames.apiKey,
        headerNames.contentType,
        headerNames.idempotencyKey,
        worldHeader,
        ...operationHeaders,
      ].join(', '),
      'Access-Control-Max-Age': '600',
    }),
  };
}

/**
 * The service's Error object answered by the HTTP layer itself, before (or instead of) the mock:
 * `X-Request-Id`, CORS so that a page can read it, and the `extra` headers: the anonymous bucket's
 * rate-limit headers (this layer answers before a key is read, and counts nothing), and `Allow`
 * where it applies.
 */
export function layerError(
  code: ErrorCode,
  message: string,
  extra: Record<string, string> = {},
): MockResponse {
  return errorResponse({ code, message }, withRequestId({ ...corsHeaders, ...extra }));
}

/**
 * An answer as the raw bytes of an HTTP/1.1 response that closes the connection, after the `first`
 * headers (name, value, name, value…).
 */
function rawResponse({ status, headers, text = '' }: MockResponse, first: readonly string[]): Buffer {
  const lines = [`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`];
  for (let i = 0; i + 1 < first.length; i += 2) lines.push(`${first[i]}: ${first[i + 1]}`);
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (lower !== 'connection' && lower !== 'content-length') lines.push(`${name}: ${value}`);
  }
  lines.push(`Content-Length: ${Buffer.byteLength(text)}`, 'Connection: close', '', '');
  return Buffer.from(`${lines.join('\r\n')}${text}`, 'utf8');
}

/** How long a refused client may keep sending before its connection is dropped. @unit milliseconds */
const lingerMs = 2_000;
const answered = new WeakSet<Socket>();

/**
 * Sends a last answer and closes the connection the way a client still sending can read it: the
 * server stops writing (FIN) but keeps reading and dropping what arrives for a while. Closing at
 * once would make the client's kernel discard the unread answer when the reset arrives, which is
 * how an upload over the limit used to end in `EPIPE` with no answer.
 */
export function answerAndClose(socket: Socket, response: MockResponse, first: readonly string[] = []): void {
  if (answered.has(socket) || socket.destroyed) return;
  answered.add(socket);
  socket.end(rawResponse(response, first));
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** A parse error of node:http: its llhttp code, and the bytes it was parsing. */
type ClientError = Error & { code?: string; reason?: string; rawPacket?: Buffer };

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ /;
/**
 * The standalone server's limit on the request line and headers together (node:http's
 * `maxHeaderSize`): twice node's default, so that an API key of 16 KiB (a signed token with
 * claims) reaches the service and gets its answer (docs/running-the-mock.md).
 */
export const headerLimit = 32 * 1024;
// The limit counts the request line too; past half of it, the target is what overflowed.
const requestLineShare = headerLimit / 2;

function requestLineOverflows(packet: Buffer | undefined): boolean {
  const end = packet?.indexOf('\r\n') ?? -1;
  return end === -1 || end > requestLineShare;
}

function clientErrorResponse(error: ClientError, headers: Record<string, string>): MockResponse {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return layerError('request_timeout', 'The request did not arrive whole in time', headers);
    case 'HPE_HEADER_OVERFLOW':
      return requestLineOverflows(error.rawPacket)
        ? layerError('uri_too_long', `The request target is over ${requestLineShare / 1024} KiB`, headers)
        : layerError(
            'headers_too_large',
            `The request line and headers are over ${headerLimit / 1024} KiB`,
            headers,
          );
    case 'HPE_INVALID_METHOD':
      // A well-formed token names a method the server does not know; anything else is not HTTP.
      if (token.test(String(error.rawPacket?.subarray(0, 64) ?? '')))
        return layerError('method_not_allowed', 'The service has no operation for this method', {
          ...headers,
          Allow: allowHeader,
        });
      return layerError('invalid_request', 'The request method is not a valid HTTP token', headers);
    default:
      return layerError(
        'invalid_request',
        `The request is not valid HTTP/1.1: ${error.reason ?? error.code ?? 'parse error'}`,
        headers,
      );
  }
}

/**
 * Answers what node:http refuses to parse (`clientError`) with the service's Error object,
 * `X-Request-Id` and `headers` (the rate-limit state) included, then closes the connection. A
 * connection that already got its answer, or whose client is gone, is just dropped.
 */
export function answerClientError(error: ClientError, socket: Socket, headers: Record<string, string>): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answered.has(socket)) {
    socket.destroy();
    return;
  }
  answerAndClose(socket, clientErrorResponse(error, headers));
}

/** `CONNECT` asks for a tunnel the service does not offer. */
export function refuseConnect(socket: Socket, headers: Record<string, string>): void {
  answerAndClose(
    socket,
    layerError('method_not_allowed', 'The service does not tunnel (CONNECT)', {
      ...headers,
      Allow: allowHeader,
    }),
  );
}

/**
 * The URL that an HTTP request-target names on `origin`, whatever `Host` the client named. An
 * origin-form target (`/path?query`) is a path even when it starts with `//`: `new URL('//x/pets/1',
 * origin)` would read `x` as another host and route `/pets/1`, so a path the mock does not serve
 * would reach an operation.
 * @throws {TypeError} when the target is not a URL.
 */
export function requestUrl(target: string, origin: string): URL {
  const url = target.startsWith('/') ? new URL(`${origin}${target}`) : new URL(target, origin);
  return url.origin === origin && url.hash === '' ? url : new URL(`${origin}${url.pathname}${url.search}`);
}

/**
 * Reads at most `limit + 1` bytes of a body: enough to see that it is over the limit, without
 * holding an arbitrarily large upload in memory; past it, the rest is dropped as it arrives.
 * Rejects with {@link RequestAborted} when the body never arrives whole (the client hung up).
 */
export function readBody(message: IncomingMessage, limit: number): Promise<Uint8Array | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      message.off('data', onData);
      message.resume();
      resolve(undefined);
    };
    message.on('data', onData);
    message.once('end', () => resolve(Buffer.concat(chunks)));
    // An aborted request emits 'error' (ECONNRESET, "aborted") then 'close'; a settled promise
    // ignores whichever comes after 'end' or the overflow.
    message.once('error', () => reject(new RequestAborted()));
    message.once('close', () => reject(new RequestAborted()));
  });
}
