import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { operationList, operations, plans } from '@petstore/contract';
import { createPetStoreMock } from '@petstore/mock';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { PetStore } from '@petstore/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  defaultFixture,
  toFetchRequest,
  validRequests,
} from '../../packages/mock/test/support/valid-requests';
import { operationCalls, type SdkOperationId } from '../../packages/sdk/test/operation-calls';
import { outcomeOf, typedError } from './support/outcome';

// A proxy in front of the real standalone server that lets requests through but loses chosen
// answers on the way back: the service acted, the client never heard. The Idempotency-Key the SDK
// sends on every call that changes something makes the retry safe.

const apiKey = 'lost-response-key';
const unlimited = { perMinute: Number.MAX_SAFE_INTEGER, perDay: Number.MAX_SAFE_INTEGER };
let service: StandalonePetStore;
let proxy: Server;
let proxyUrl: string;
let answersToLose = 0;
/**
 * The one clock of both mocks, the served one and the in-process one that acts once: a behaviour
 * that stamps the service's time (a `shipDate`) leaves the same store in both.
 */
const now = () => Date.parse('2026-03-02T10:00:00Z');

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

beforeAll(async () => {
  service = await startPetStoreServer({
    port: 0,
    now,
    keys: { [apiKey]: 'enterprise' },
    plans: Object.fromEntries(Object.keys(plans).map((name) => [name, unlimited])),
    fixture: {
      categories: [{ id: 1, name: 'Dogs' }],
      pets: [{ id: 1, name: 'Rex', categoryId: 1 }],
      inventory: [{ petId: 1, quantity: 5, status: 'available' }],
    },
  });
  proxy = createServer(async (req, res) => {
    const body = await readBody(req);
    const headers = Object.fromEntries(
      Object.entries(req.headers).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    const answer = await fetch(`${service.url}${req.url}`, {
      method: req.method,
      headers,
      ...(body.length > 0 && { body: new Uint8Array(body) }),
    });
    const text = await answer.text();
    if (answersToLose > 0) {
      answersToLose -= 1;
      req.socket.destroy();
      return;
    }
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(text);
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
beforeEach(() => {
  service.mock.reset();
  answersToLose = 0;
});
afterAll(async () => {
  proxy.closeAllConnections();
  await new Promise((resolve) => proxy.close(resolve));
  await service.close();
});

const client = () => new PetStore({ apiKey, baseUrl: proxyUrl, logLevel: 'off', maxRetries: 3 });

describe('answers lost after the service acted', () => {
  it('placeOrder whose answers are lost twice is retried with its key and creates exactly one order', async () => {
    answersToLose = 2;
    const order = await client().store.orders.create({ petId: 1, quantity: 2 });
    const { orders, inventory } = service.mock.snapshot();
    expect(orders).toEqual([expect.objectContaining({ id: order.id, quantity: 2 })]);
    expect(inventory[0]?.quantity).toBe(3);
    const placed = service.mock.journal.entries.filter((entry) => entry.operationId === 'placeOrder');
    expect(placed.map((entry) => entry.status)).toEqual([201, 201, 201]);
  });

  it('concurrent placeOrders, each losing its first answer, never oversell', async () => {
    answersToLose = 4;
    const sdk = client();
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, () => outcomeOf(sdk.store.orders.create({ petId: 1, quantity: 1 }))),
    );
    const placed = outcomes.filter((outcome) => 'data' in outcome);
    const { orders, inventory } = service.mock.snapshot();
    expect(orders).toHaveLength(placed.length);
    expect(placed).toHaveLength(5);
    expect(inventory[0]?.quantity).toBe(0);
  });

  it('every mutating operation whose answer is lost is retried with its key and acts once', async () => {
    service.mock.load(defaultFixture);
    const sdk = client();
    // In the contract's order, each succeeds after those before it (valid-requests.ts).
    const mutating = Object.entries(operationCalls(sdk, await validRequests())).filter(
      ([operationId]) => operations[operationId as SdkOperationId].method !== 'get',
    );
    expect(mutating.map(([operationId]) => operationId).sort()).toEqual(
      operationList
        .filter((operation) => operation.method !== 'get')
        .map((operation) => operation.operationId)
        .sort(),
    );
    // The store each would leave if it acted exactly once: the same requests, answered in process.
    const once = createPetStoreMock({ fixture: defaultFixture, now });
    const requests = await validRequests();
    for (const [operationId] of mutating)
      await once.fetch(toFetchRequest(once.baseUrl, requests[operationId as SdkOperationId]));
    for (const [, call] of mutating) {
      answersToLose = 1;
      await call();
    }
    // Each acted once: its first answer was lost, its retry was answered from the same key.
    expect(service.mock.snapshot()).toEqual(once.snapshot());
    expect(service.mock.journal.entries.map((entry) => `${entry.operationId} ${entry.status}`)).toEqual(
      mutating.flatMap(([operationId]) => {
        const status = operations[operationId as SdkOperationId].response.status;
        return [`${operationId} ${status}`, `${operationId} ${status}`];
      }),
    );
  });

  it('the same Idempotency-Key given by the caller makes a second call a replay, not a second order', async () => {
    const sdk = client();
    const idempotencyKey = 'caller-chosen-key-1';
    const first = await sdk.store.orders.create({ petId: 1, quantity: 1 }, { idempotencyKey });
    const second = await sdk.store.orders.create({ petId: 1, quantity: 1 }, { idempotencyKey });
    expect(second).toEqual(first);
    expect(service.mock.snapshot().orders).toHaveLength(1);
    const conflict = await outcomeOf(sdk.store.orders.create({ petId: 1, quantity: 2 }, { idempotencyKey }));
    expect(typedError(conflict)).toMatchObject({ code: 'idempotency_conflict' });
  });
});
