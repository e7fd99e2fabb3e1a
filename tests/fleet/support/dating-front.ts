import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { headerNames } from '@petstore/contract';

/**
 * A front before a service, on loopback, that writes `Retry-After` as an HTTP-date of the
 * service's clock (`now`), as a real host may: the moment its seconds end, rounded up to the
 * second. Everything else passes as the service answered it, its `Date` included.
 */
export async function startDatingFront(
  upstream: string,
  now: () => number,
): Promise<{ readonly url: string; readonly written: readonly number[]; close(): Promise<void> }> {
  // The Retry-After moments it wrote, for a test to hold the clients to.
  const written: number[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (name !== 'host' && typeof value === 'string') headers.set(name, value);
    const answer = await fetch(`${upstream}${request.url ?? '/'}`, {
      method: request.method,
      headers,
      body: chunks.length > 0 ? Buffer.concat(chunks) : undefined,
    });
    const text = await answer.text();
    const passed: Record<string, string> = {};
    for (const [name, value] of answer.headers)
      if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding')
        passed[name] = value;
    const seconds = answer.headers.get(headerNames.retryAfter);
    if (seconds !== null && /^\d+$/.test(seconds)) {
      const until = Math.ceil((now() + Number(seconds) * 1000) / 1000) * 1000;
      written.push(until);
      passed[headerNames.retryAfter.toLowerCase()] = new Date(until).toUTCString();
    }
    response.sendDate = false; // the service's own `Date`, not this host's
    response.writeHead(answer.status, passed);
    response.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    written,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
