// The one home of the body size limit over real connections: whatever carries a body over
// `service.maxBodyBytes` (announced or not, to the service or to the control API) is answered 413
// without the server holding it, and the connection closes so that the rest is never waited for.
import { once } from 'node:events';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { ErrorBody, headerNames, service } from '@petstore/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resolveMockOptions } from '../src/internal/config/mock-config';
import { createMockCore } from '../src/internal/pipeline/mock-core';
import { createServe } from '../src/internal/server/serve';
import { type StandalonePetStore, startPetStoreServer } from '../src/node';
import { fixture } from './support/harness';
import { exchange } from './support/raw-exchange';

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
const keyLine = `${headerNames.apiKey}: ${key}\r\n`;
const tooLarge = String(2 * service.maxBodyBytes);
// A server that waits for the body never answers: fail in seconds rather than at the project's timeout.
const waitLimit = 10_000;

async function openSocket(port: number): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  await once(socket, 'connect');
  return socket;
}

async function stillServes(): Promise<void> {
  const response = await fetch(`${server.url}/pets/1`, { headers: { [headerNames.apiKey]: key } });
  expect(response.status).toBe(200);
}

describe('a body over the limit', () => {
  it(
    'announced: answered 413 as soon as the headers arrive, with the rate-limit headers, and the connection closed',
    async () => {
      const before = server.mock.snapshot();
      // Headers only: the body is never sent, so an answer proves the server did not wait for it.
      const answer = await exchange(
        server.port,
        `POST /store/orders HTTP/1.1\r\nHost: x\r\n${keyLine}` +
          `Content-Type: application/json\r\nContent-Length: ${tooLarge}\r\n\r\n`,
      );
      expect(answer.status).toBe(413);
      expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({
        code: 'payload_too_large',
        status: 413,
      });
      expect(answer.closed).toBe(true);
      expect(answer.headers.get('Connection')).toBe('close');
      expect(answer.headers.get(headerNames.requestId)).toMatch(/^[\w-]{8,}$/);
      expect(answer.headers.get(headerNames.rateLimitRemaining)).toMatch(/^\d+$/);
      expect(server.mock.journal.entries.at(-1)).toMatchObject({ operationId: 'placeOrder', status: 413 });
      expect(server.mock.snapshot()).toEqual(before);
      await stillServes();
    },
    waitLimit,
  );

  it('chunked, with no length: answered 413 while the client is still sending, then the connection closes', async () => {
    const chunk = Buffer.from(`10000\r\n${'x'.repeat(0x10000)}\r\n`);
    let sent = 0;
    const answer = await exchange(
      server.port,
      `POST /pets HTTP/1.1\r\nHost: x\r\n${keyLine}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n`,
      // Four times the limit, written as fast as the connection takes it.
      { more: () => (sent++ < (4 * service.maxBodyBytes) / 0x10000 ? chunk : undefined) },
    );
    expect(answer.status).toBe(413);
    expect(ErrorBody.parse(JSON.parse(answer.body)).code).toBe('payload_too_large');
    expect(answer.headers.get(headerNames.rateLimitRemaining)).toMatch(/^\d+$/);
    expect(answer.closed).toBe(true);
    expect(server.mock.snapshot().pets).toHaveLength(fixture.pets.length);
    await stillServes();
  });

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
              [headerNames.apiKey]: key,
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

  it('sent to the control API: 413 payload_too_large, and the store is kept', async () => {
    const before = server.mock.snapshot();
    const big = `{"pets":[${'{"id":1},'.repeat(1_200_000)}{"id":1}]}`;
    const answer = await fetch(`${server.url}/__admin/dataset`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: big,
    });
    expect(answer.status).toBe(413);
    expect(ErrorBody.parse(await answer.json()).code).toBe('payload_too_large');
    expect(server.mock.snapshot()).toEqual(before);
  });
});

it('a body of exactly the limit is read and judged as JSON, not by its size', async () => {
  const answer = await fetch(`${server.url}/store/orders`, {
    method: 'POST',
    headers: { [headerNames.apiKey]: key, 'Content-Type': 'application/json' },
    body: 'x'.repeat(service.maxBodyBytes),
  });
  expect(ErrorBody.parse(await answer.json())).toMatchObject({ code: 'invalid_request', status: 400 });
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
    const { controls, handle, settled } = createMockCore(resolveMockOptions({ fixture }).config, origin);
    await settled();
    const serve = createServe({ handle, origin, layerHeaders: () => ({}) });
    const served: Promise<void>[] = [];
    bare.on('request', (req, res) => served.push(serve(req, res)));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const socket = await openSocket(port);
      socket.write(
        `POST /store/orders HTTP/1.1\r\nHost: x\r\n${keyLine}` +
          'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"petId": 1,',
      );
      await vi.waitFor(() => expect(served).toHaveLength(1));
      socket.destroy();
      await expect(served[0]).resolves.toBeUndefined();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    expect(controls.journal.entries).toEqual([]);
    expect(controls.snapshot().orders).toHaveLength(fixture.orders.length);
  });
});
