import type { IncomingMessage, ServerResponse } from 'node:http';
import { headerNames, service } from '@petstore/contract';
import type { Answer } from '../answer';
import type { MockRequest } from '../mock-request';
import { announcesOver, contentLength } from '../pipeline/announced-length';
import { corsHeaders, isPreflight, preflightHeaders, preflightStatus } from './cors';
import { layerError } from './http-layer-error';
import { toMockRequest } from './incoming-request';
import { answerAndClose } from './linger';
import { acceptedMethods, allowHeader } from './methods';
import { type LimitedBody, readLimitedBody } from './read-limited-body';
import { rawResponse, writeAnswer } from './write-answer';

/** What one standalone server answers with. */
export interface ServeTargets {
  /** The mock's one request handler. */
  readonly handle: (request: MockRequest) => Promise<Answer>;
  /** The control API, when it is on; it answers `/__admin/…` before the mock sees anything. */
  readonly admin?: {
    matches(pathname: string): boolean;
    /** `overflow`: whether the request's body was over the limit. */
    handle(request: MockRequest, overflow: boolean): Promise<Answer>;
  };
  /** The interactive reference at `/docs`, when it is on; answered before anything else. */
  readonly docs?: {
    matches(pathname: string): boolean;
    handle(request: MockRequest): Answer;
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
const cors = corsHeaders();

// Without a length or chunked framing, HTTP/1.1 has no body: nothing to wait for.
const hasNoBody = (req: IncomingMessage) =>
  req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined;

/**
 * Makes the request listener of the standalone server: the incoming message read as a
 * `MockRequest`, the handler's answer written with CORS (the control API's without). CORS
 * preflights and methods the service has no operation for are answered here. A body announced or
 * found over the limit is answered 413 by the handler, then the connection is closed without
 * reading the rest (nor inviting it with `100 Continue`); a request whose client hangs up before it
 * arrives whole is dropped unanswered; an injected network error drops the connection.
 */
export function createServe({ handle, admin, docs, origin, layerHeaders }: ServeTargets) {
  return async (req: IncomingMessage, res: ServerResponse, expectsContinue = false): Promise<void> => {
    const method = req.method ?? 'GET';
    if (!acceptedMethods.has(method))
      return writeAnswer(
        res,
        layerError('method_not_allowed', `The service has no operation for ${method}`, {
          ...layerHeaders(),
          Allow: allowHeader,
        }),
      );
    const pathname = (req.url ?? '/').split('?', 1)[0] as string;
    if (docs?.matches(pathname)) {
      try {
        return writeAnswer(res, docs.handle(toMockRequest(req, origin, empty.bytes)));
      } catch (error) {
        console.error('[petstore] The docs page failed to answer', error);
        return writeAnswer(res, layerError('internal_error', 'The docs page failed; see the log', {}));
      }
    }
    const toAdmin = admin?.matches(pathname) ?? false;
    if (!toAdmin && isPreflight(method, req.headers)) {
      res.writeHead(preflightStatus, {
        ...preflightHeaders(),
        ...cors,
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
      const request = toMockRequest(req, origin, body.bytes);
      const answer = toAdmin && admin ? await admin.handle(request, body.overflow) : await handle(request);
      if (answer.dropped) {
        req.socket.destroy();
        return;
      }
      const written = toAdmin ? answer : { ...answer, headers: { ...cors, ...answer.headers } };
      if (body.overflow) return answerAndClose(req.socket, rawResponse(written));
      writeAnswer(res, written);
    } catch (error) {
      // A request target that is not a URL is the client's doing.
      if (error instanceof TypeError && !res.headersSent) {
        const refused = layerError('invalid_request', 'The request target cannot be read', layerHeaders());
        return writeAnswer(res, refused);
      }
      console.error('[petstore] The standalone server failed to answer', error);
      req.socket.destroy();
    }
  };
}
