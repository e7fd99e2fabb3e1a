import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { ErrorBody, service } from '@petstore/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMockCore } from '../src/internal/create-mock-core';
import { resolveOptions } from '../src/internal/resolve-options';
import { createServe } from '../src/internal/server/serve';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';

let server: StandalonePetStore;
const sockets: Socket[] = [];
beforeAll(async () => {
  server = await startPetStoreServer({ port: 0, fixture });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
  server.mock.reset();
});
afterAll(() => server.close());

const key = 'demo-enterprise';
const tooLarge = String(2 * service.maxBodyBytes);
// A server that waits for the body never answers: fail in seconds rather than at the project's timeout.
const waitLimit = 10_000;

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  return socket;
}

/** Everything the server sends until it closes the connection. */
function readUntilClosed(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.once('close', () => resolve(text));
  });
}

function parse(raw: string) {
  const [head = '', body = ''] = raw.split('\r\n\r\n', 2);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Headers(lines.map((line) => line.split(/:\s*/, 2) as [string, string]));
  return { status: Number(statusLine.split(' ')[1]), headers, body: JSON.parse(body) };
}

describe('a body announced over the limit', () => {
  it(
    'is answered 413 through the handlers as soon as the headers arrive, and the connection closed',
    async () => {
      const before = server.mock.snapshot();
      const socket = await openSocket(server.port);
      const closed = readUntilClosed(socket);
      // Headers only: the body is never sent, so an answer proves the server did not wait for it.
      socket.write(
        `POST /store/orders HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${tooLarge}\r\n\r\n`,
      );
      const answer = parse(await closed);
      expect(answer.status).toBe(413);
      expect(ErrorBody.parse(answer.body)).toMatchObject({ code: 'payload_too_large', status: 413 });
      expect(answer.headers.get('Connection')).toBe('close');
      expect(answer.headers.get('X-Request-Id')).toMatch(/^[\w-]{8,}$/);
      expect(answer.headers.get('X-RateLimit-Remaining')).toMatch(/^\d+$/);
      expect(server.mock.journal.entries.at(-1)).toMatchObject({ operationId: 'placeOrder', status: 413 });
      expect(server.mock.snapshot()).toEqual(before);
    },
    waitLimit,
  );

  it(
    'is refused without `100 Continue` when the client waits for one; a body within it is invited',
    async () => {
      const send = (length: string, body?: string) =>
        new Promise<{ status: number; continued: boolean }>((resolve, reject) => {
          let continued = false;
          const req = httpRequest({
            port: server.port,
            host: '127.0.0.1',
            method: 'POST',
            path: '/store/orders',
            headers: {
              'X-API-Key': key,
              'Content-Type': 'application/json',
              'Content-Length': length,
              Expect: '100-continue',
            },
          });
          req.on('continue', () => {
            continued = true;
            req.end(body);
          });
          req.on('response', (res) => {
            res.resume();
            res.on('end', () => resolve({ status: res.statusCode ?? 0, continued }));
          });
          req.on('error', reject);
          req.flushHeaders();
        });
      expect(await send(tooLarge)).toEqual({ status: 413, continued: false });
      const order = JSON.stringify({ petId: 1, quantity: 1 });
      expect(await send(String(Buffer.byteLength(order)), order)).toEqual({ status: 201, continued: true });
    },
    waitLimit,
  );
});

describe('a client that hangs up mid-upload', () => {
  let bare: Server;
  afterEach(() => {
    bare?.closeAllConnections();
    bare?.close();
  });

  it('is dropped quietly: no error logged, nothing recorded, nothing stored', async () => {
    // The server's own pieces, so that the test can wait for `serve` to finish with the request.
    bare = createServer();
    bare.listen(0, '127.0.0.1');
    await once(bare, 'listening');
    const { port } = bare.address() as AddressInfo;
    const origin = `http://127.0.0.1:${port}`;
    const { mock, handle, settled } = createMockCore(resolveOptions({ fixture, baseUrl: origin }));
    await settled();
    const serve = createServe({ handle, origin, layerHeaders: () => ({}) });
    const served: Promise<void>[] = [];
    bare.on('request', (req, res) => served.push(serve(req, res)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const socket = await openSocket(port);
      socket.write(
        `POST /store/orders HTTP/1.1\r\nHost: x\r\nX-API-Key: ${key}\r\n` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"petId": 1,',
      );
      await vi.waitFor(() => expect(served).toHaveLength(1));
      socket.destroy();
      await expect(served[0]).resolves.toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(mock.journal.entries).toEqual([]);
    expect(mock.snapshot()).toEqual(createMockCore(resolveOptions({ fixture })).mock.snapshot());
  });
});
