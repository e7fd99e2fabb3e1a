import { once } from 'node:events';
import type { Socket } from 'node:net';
import { ErrorBody, headerNames, operations, plans, service } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openSocket, trickle, upload } from './support/raw-http';

const apiKey = 'limits-test-key';
const unlimited = { perMinute: Number.MAX_SAFE_INTEGER, perDay: Number.MAX_SAFE_INTEGER };
let server: StandalonePetStore;
const sockets: Socket[] = [];

beforeAll(async () => {
  server = await startPetStoreServer({
    port: 0,
    keys: { [apiKey]: 'enterprise' },
    plans: Object.fromEntries(Object.keys(plans).map((name) => [name, unlimited])),
  });
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});
afterAll(() => server.close());

const keyed = { [headerNames.apiKey]: apiKey, [headerNames.contentType]: 'application/json' };

/** An ordinary client's request: it must keep being answered whatever the others do. */
async function listPets(): Promise<number> {
  const response = await fetch(`${server.url}${operations.listPets.path}`, { headers: keyed });
  await response.arrayBuffer();
  return response.status;
}

describe('standalone server limits', () => {
  it.each([
    ['with Content-Length', true],
    ['chunked, with no length announced', false],
  ])(
    'answers 413 payload_too_large to a body over the limit sent %s, then answers others',
    async (_, announce) => {
      const before = server.mock.snapshot();
      const answer = await upload(
        server.port,
        operations.placeOrder.path,
        keyed,
        2 * service.maxBodyBytes,
        announce,
      );
      expect(answer.status).toBe(413);
      expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({
        code: 'payload_too_large',
        status: 413,
      });
      expect(server.mock.snapshot()).toEqual(before);
      expect(await listPets()).toBe(200);
    },
  );

  it('refuses a body announced over the limit without waiting for it to arrive', async () => {
    const socket = await openSocket(server.port);
    sockets.push(socket);
    const answered = new Promise<string>((resolve) => socket.once('data', (data) => resolve(String(data))));
    socket.write(
      `POST ${operations.placeOrder.path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n` +
        `${headerNames.apiKey}: ${apiKey}\r\nContent-Length: ${2 * service.maxBodyBytes}\r\n\r\n`,
    );
    const timeout = new Promise<string>((resolve) =>
      setTimeout(() => resolve('no answer within 5 s'), 5_000),
    );
    expect((await Promise.race([answered, timeout])).split('\r\n', 1)[0]).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('accepts a body of exactly the limit (and judges it as JSON, not by size)', async () => {
    const answer = await upload(server.port, operations.placeOrder.path, keyed, service.maxBodyBytes, true);
    expect(ErrorBody.parse(JSON.parse(answer.body))).toMatchObject({ code: 'invalid_request', status: 400 });
  });

  it('keeps answering other clients while slow clients trickle headers and bodies', async () => {
    const slowHeaders = await openSocket(server.port);
    const slowBody = await openSocket(server.port);
    sockets.push(slowHeaders, slowBody);
    const path = operations.placeOrder.path;
    slowBody.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
    );
    const trickling = Promise.all([
      trickle(
        slowHeaders,
        `GET ${operations.listPets.path} HTTP/1.1\r\nHost: x\r\n${'X-Pad: y\r\n'.repeat(20)}`,
        5,
      ),
      trickle(slowBody, '{"petId": 1, '.repeat(20), 5),
    ]);
    const statuses: number[] = [];
    for (let i = 0; i < 30; i += 1) statuses.push(await listPets());
    expect(statuses).toEqual(Array(30).fill(200));
    expect(slowHeaders.destroyed || slowBody.destroyed).toBe(false);
    await trickling;
  });

  it('keeps answering with hundreds of idle connections open and 200 requests at once', async () => {
    sockets.push(...(await Promise.all(Array.from({ length: 300 }, () => openSocket(server.port)))));
    const statuses = await Promise.all(Array.from({ length: 200 }, listPets));
    expect(statuses).toEqual(Array(200).fill(200));
    expect(await listPets()).toBe(200);
  });

  it('does not report a client that hangs up mid-upload as a failure of the server', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const socket = await openSocket(server.port);
      const head = `POST ${operations.placeOrder.path} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{`;
      await new Promise((resolve) => socket.write(head, resolve));
      socket.destroy();
      await once(socket, 'close');
      expect(await listPets()).toBe(200);
      expect(errors.mock.calls.map((args) => args.map(String).join(' '))).toEqual([]);
    } finally {
      errors.mockRestore();
    }
  });

  it('over real connections, 60 orders at once against a stock of 7: exactly 7 placed, none oversold', async () => {
    server.mock.load({
      categories: [{ id: 1, name: 'Dogs' }],
      pets: [{ id: 1, name: 'Rex', categoryId: 1 }],
      inventory: [{ petId: 1, quantity: 7, status: 'available' }],
    });
    const body = JSON.stringify({ petId: 1, quantity: 1 });
    const statuses = await Promise.all(
      Array.from({ length: 60 }, async () => {
        const response = await fetch(`${server.url}${operations.placeOrder.path}`, {
          method: 'POST',
          headers: keyed,
          body,
        });
        await response.arrayBuffer();
        return response.status;
      }),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(7);
    expect(statuses.filter((status) => status === 409)).toHaveLength(53);
    expect(server.mock.snapshot()).toMatchObject({ inventory: [{ quantity: 0 }] });
    expect(server.mock.snapshot().orders).toHaveLength(7);
  });

  it('closes promptly while slow clients still hold connections', async () => {
    const lingering = await startPetStoreServer({ port: 0 });
    const socket = await openSocket(lingering.port);
    sockets.push(socket);
    socket.write(`POST ${operations.placeOrder.path} HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n{`);
    const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    await lingering.close();
    await closed;
    expect(socket.destroyed).toBe(true);
  });
});
