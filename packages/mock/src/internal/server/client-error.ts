import type { Socket } from 'node:net';
import type { Answer } from '../answer';
import { layerError } from './http-layer-error';
import { answerAndClose, wasAnswered } from './linger';
import { allowHeader } from './methods';
import { rawResponse } from './write-answer';

/** A parse error of node:http: its llhttp code, and the bytes it was parsing. */
type ClientError = Error & { code?: string; reason?: string; rawPacket?: Buffer };

const token = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+ /;
// Node's header limit counts the request line too; past half of it, the target is what overflowed.
const requestLineShare = 8 * 1024;

function requestLineOverflows(packet: Buffer | undefined): boolean {
  const end = packet?.indexOf('\r\n') ?? -1;
  return end === -1 || end > requestLineShare;
}

function answerTo(error: ClientError, headers: Record<string, string>): Answer {
  switch (error.code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return layerError('request_timeout', 'The request did not arrive whole in time', headers);
    case 'HPE_HEADER_OVERFLOW':
      return requestLineOverflows(error.rawPacket)
        ? layerError('uri_too_long', 'The request target is over 16 KB', headers)
        : layerError('headers_too_large', 'The request line and headers are over 16 KB', headers);
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
  if (error.code === 'ECONNRESET' || !socket.writable || wasAnswered(socket)) {
    socket.destroy();
    return;
  }
  answerAndClose(socket, rawResponse(answerTo(error, headers)));
}

/** `CONNECT` asks for a tunnel the service does not offer. */
export function refuseConnect(socket: Socket, headers: Record<string, string>): void {
  answerAndClose(
    socket,
    rawResponse(
      layerError('method_not_allowed', 'The service does not tunnel (CONNECT)', {
        ...headers,
        Allow: allowHeader,
      }),
    ),
  );
}
