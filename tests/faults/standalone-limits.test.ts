import type { Socket } from 'node:net';
import { headerNames, operations, plans } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openSocket, trickle } from './support/raw-http';

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
  it('keeps answering other clients while slow clients trickle headers and bodies', async () => {
    const slowHeaders = await openSocket(server.port);
    const slowBody = await openSocket(server.port);
    sockets.push(slowHeaders, slowBody);
    const path = operations.placeOrder.path;
    // With a key, so that the server reads the body as it trickles in.
    slowBody.write(
      `POST ${path} HTTP/1.1\r\nHost: x\r\n${headerNames.apiKey}: ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n`,
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
