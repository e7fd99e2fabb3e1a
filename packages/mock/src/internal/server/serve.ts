import type { IncomingMessage, ServerResponse } from 'node:http';
import { service } from '@petstore/contract';
import type { PetStoreMock } from '../../pet-store-mock';
import { announcesOver, contentLength } from '../pipeline/announced-length';
import { corsHeaders, isPreflight, preflightHeaders, preflightStatus } from './cors';
import { type LimitedBody, readLimitedBody } from './read-limited-body';
import { toRequest } from './to-request';

// What is passed on for a body announced over the limit: nothing of it, and the connection closed
// after the answer so that node:http drops the rest instead of reading it.
const unread: LimitedBody = { bytes: Buffer.alloc(0), overflow: true };

async function write(response: Response, res: ServerResponse, closeAfter: boolean): Promise<void> {
  const hasBody = response.body !== null;
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = { ...corsHeaders() };
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  if (hasBody) headers['content-length'] = String(body.length);
  if (closeAfter) headers.connection = 'close';
  res.writeHead(response.status, headers);
  res.end(body);
}

/**
 * Answers one HTTP request with the mock's handlers: a Fetch `Request` in, the handlers' `Response`
 * out. CORS preflights are answered here; everything else, 413 included, by the handlers. A body
 * announced over the limit is not waited for (nor invited with `100 Continue` when the client
 * expects one); a request whose client hangs up before it arrives whole is dropped unanswered. An
 * injected network error drops the connection.
 */
export async function serve(
  mock: PetStoreMock,
  origin: string,
  req: IncomingMessage,
  res: ServerResponse,
  expectsContinue = false,
) {
  if (isPreflight(req.method, req.headers)) {
    res.writeHead(preflightStatus, { ...preflightHeaders(), ...corsHeaders() });
    res.end();
    return;
  }
  try {
    const tooLarge = announcesOver(
      req.headers[contentLength.toLowerCase()] as string | undefined,
      service.maxBodyBytes,
    );
    if (expectsContinue && !tooLarge) res.writeContinue();
    const body = tooLarge ? unread : await readLimitedBody(req, service.maxBodyBytes);
    if (!body) return; // the client hung up: nobody to answer, and not the server's failure
    const response = await mock.fetch(toRequest(req, origin, body.bytes));
    await write(response, res, body.overflow);
  } catch (error) {
    if (!(error instanceof TypeError))
      console.error('[petstore] The standalone server failed to answer', error);
    req.socket.destroy();
  }
}
