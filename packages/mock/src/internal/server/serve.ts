import type { IncomingMessage, ServerResponse } from 'node:http';
import { service } from '@petstore/contract';
import type { PetStoreMock } from '../../pet-store-mock';
import { corsHeaders, isPreflight, preflightHeaders, preflightStatus } from './cors';
import { readLimitedBody, toRequest } from './to-request';

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
 * out. CORS preflights are answered here; everything else, 413 included, by the handlers. An
 * injected network error drops the connection.
 */
export async function serve(mock: PetStoreMock, origin: string, req: IncomingMessage, res: ServerResponse) {
  if (isPreflight(req.method, req.headers)) {
    res.writeHead(preflightStatus, { ...preflightHeaders(), ...corsHeaders() });
    res.end();
    return;
  }
  try {
    const body = await readLimitedBody(req, service.maxBodyBytes);
    const response = await mock.fetch(toRequest(req, origin, body.bytes));
    await write(response, res, body.overflow);
  } catch (error) {
    if (!(error instanceof TypeError))
      console.error('[petstore] The standalone server failed to answer', error);
    req.socket.destroy();
  }
}
