import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerNames, service } from '@petstore/contract';
import { announcesOver, contentLength } from '../pipeline/announced-length';
import { corsHeaders, isPreflight, preflightHeaders, preflightStatus } from './cors';
import { layerError, rawResponse, writeLayerError } from './http-layer-error';
import { answerAndClose } from './linger';
import { acceptedMethods, allowHeader } from './methods';
import { type LimitedBody, readLimitedBody } from './read-limited-body';
import { toRequest } from './to-request';
import { writtenAnswer } from './written-answer';

/** What one standalone server answers with. */
export interface ServeTargets {
  /** The mock's one request handler. */
  readonly handle: (request: Request) => Promise<Response>;
  /** The control API, when it is on; it answers `/__admin/…` before the mock sees anything. */
  readonly admin?: {
    matches(pathname: string): boolean;
    /** `host` is the `Host` the client named; `overflow`, whether its body was over the limit. */
    handle(request: Request, url: URL, host: string | undefined, overflow: boolean): Promise<Response>;
  };
  /** Where the server answers, e.g. `http://127.0.0.1:4010`. */
  readonly origin: string;
  /** The rate-limit headers of an answer given before a key is read. */
  readonly layerHeaders: () => Record<string, string>;
}

// What is passed on for a body announced over the limit: nothing of it. The answer then closes the
// connection (lingering, so that the client still sending reads it) instead of reading the rest.
const unread: LimitedBody = { bytes: Buffer.alloc(0), overflow: true };
const empty: LimitedBody = { bytes: Buffer.alloc(0), overflow: false };

// Without a length or chunked framing, HTTP/1.1 has no body: nothing to wait for.
const hasNoBody = (req: IncomingMessage) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;

/**
 * Makes the request listener of the standalone server: a Fetch `Request` in, the handler's
 * `Response` out, written with CORS. CORS preflights and methods the service has no operation for
 * are answered here. A body announced or found over the limit is answered 413 by the handler, then
 * the connection is closed without reading the rest (nor inviting it with `100 Continue`); a request
 * whose client hangs up before it arrives whole is dropped unanswered; an injected network error
 * drops the connection.
 */
export function createServe({ handle, admin, origin, layerHeaders }: ServeTargets) {
  return async (req: IncomingMessage, res: ServerResponse, expectsContinue = false): Promise<void> => {
    const method = req.method ?? 'GET';
    if (!acceptedMethods.has(method))
      return writeLayerError(
        res,
        layerError('method_not_allowed', `The service has no operation for ${method}`, {
          ...layerHeaders(),
          Allow: allowHeader,
        }),
      );
    const pathname = (req.url ?? '/').split('?', 1)[0] as string;
    const toAdmin = admin?.matches(pathname) ?? false;
    if (!toAdmin && isPreflight(method, req.headers)) {
      res.writeHead(preflightStatus, {
        ...preflightHeaders(),
        ...corsHeaders(),
        [headerNames.requestId]: crypto.randomUUID(),
      });
      res.end();
      return;
    }
    try {
      const tooLarge = announcesOver(
        req.headers[contentLength.toLowerCase()] as string | undefined,
        service.maxBodyBytes,
      );
      if (expectsContinue && !tooLarge) res.writeContinue();
      const body = tooLarge
        ? unread
        : hasNoBody(req)
          ? empty
          : await readLimitedBody(req, service.maxBodyBytes);
      if (!body) return; // the client hung up: nobody to answer, and not the server's failure
      const request = toRequest(req, origin, body.bytes);
      const response =
        toAdmin && admin
          ? await admin.handle(request, new URL(request.url), req.headers.host, body.overflow)
          : await handle(request);
      if (response.type === 'error') {
        req.socket.destroy();
        return;
      }
      const written = await writtenAnswer(response, !toAdmin);
      if (body.overflow) return answerAndClose(req.socket, rawResponse(written));
      res.writeHead(written.status, written.headers);
      res.end(written.body);
    } catch (error) {
      // A request Fetch cannot represent (a header value it refuses) is the client's doing.
      if (error instanceof TypeError && !res.headersSent) {
        const refused = layerError(
          'invalid_request',
          'The request has a header or target that cannot be read',
          layerHeaders(),
        );
        return writeLayerError(res, refused);
      }
      console.error('[petstore] The standalone server failed to answer', error);
      req.socket.destroy();
    }
  };
}
