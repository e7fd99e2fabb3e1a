import {
  buildOpenApiDocument,
  ErrorBody,
  fieldLimits,
  headerNames,
  type OperationId,
  operationList,
  operations,
} from '@petstore/contract';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPetStoreMock } from '../src/index';
import { behaviourFile, loadBehaviours, operationIds } from './support/behaviours';
import { call, useMock } from './support/harness';
import { defaultFixture, toFetchRequest, validRequests } from './support/valid-requests';

const mock = useMock();
// The generic checks run on the mock's seed, as the SDK's, MCP's and fault tests' do: a new
// operation's request is found once, on the records every generic check shares.
const requests = await validRequests();

describe('every operation of the contract answers its success', () => {
  beforeEach(() => mock.load(defaultFixture));

  it.each(Object.keys(operations) as OperationId[])(
    '%s, to a request built from the contract and the fixture',
    async (operationId) => {
      const response = await fetch(toFetchRequest(mock.baseUrl, requests[operationId]));
      expect(response.status).toBe(operations[operationId].response.status);
      expect(response.headers.get(headerNames.requestId)).toMatch(/\S/);
      expect(mock.journal.entries.map((entry) => entry.operationId)).toEqual([operationId]);
    },
  );

  it.each(operationList.filter((operation) => !operation.public).map((operation) => operation.operationId))(
    '%s refuses the same request without a key with the Error object, and changes nothing',
    async (operationId) => {
      const before = mock.snapshot();
      const request = toFetchRequest(mock.baseUrl, requests[operationId]);
      request.headers.delete(headerNames.apiKey);
      const response = await fetch(request);
      const body = await response.json();
      expect(ErrorBody.safeParse(body).success).toBe(true);
      expect(body).toMatchObject({ code: 'missing_api_key', status: 401 });
      expect(response.headers.get(headerNames.requestId)).toMatch(/\S/);
      expect(mock.snapshot()).toEqual(before);
    },
  );
});

const behaviours = await loadBehaviours();

describe('what each operation does', () => {
  it.each(operationIds)('%s', async (operationId) => {
    const behaviour = behaviours[operationId];
    expect(
      behaviour,
      `no behaviour test of ${operationId}: write what it does in ${behaviourFile(operationId)}`,
    ).toBeDefined();
    await behaviour?.(mock);
    const last = mock.journal.entries.find((entry) => entry.operationId === operationId);
    expect(last?.status).toBe(operations[operationId].response.status);
  });
});

describe('orders and stock', () => {
  it('takes stock on order, gives it back on cancel, and keeps it on completion', async () => {
    await call(mock, 'PUT', '/store/inventory/3', { body: { quantity: 4 } });
    const first = await call(mock, 'POST', '/store/orders', { body: { petId: 3, quantity: 3 } });
    const second = await call(mock, 'POST', '/store/orders', {
      body: { petId: 3, quantity: 1, complete: true },
    });
    expect((await call(mock, 'GET', '/store/inventory/3')).body.quantity).toBe(0);
    await call(mock, 'DELETE', `/store/orders/${first.body.id}`);
    expect((await call(mock, 'GET', '/store/inventory/3')).body.quantity).toBe(3);
    expect((await call(mock, 'DELETE', `/store/orders/${second.body.id}`)).status).toBe(409);
    expect((await call(mock, 'GET', '/store/inventory/3')).body.quantity).toBe(3);
  });

  it('assumes for an order that leaves out `complete` the default the contract documents', async () => {
    const { properties } = buildOpenApiDocument().components.schemas.OrderCreate as {
      properties: Record<string, { default?: unknown }>;
    };
    const documented = properties.complete?.default;
    expect(typeof documented).toBe('boolean');
    const placed = await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity: 1 } });
    expect(placed.body.complete).toBe(documented);
    // A fixture's order is one placed: it assumes the same.
    const seeded = createPetStoreMock({
      fixture: {
        categories: [{ id: 1, name: 'Dogs' }],
        pets: [{ id: 1, name: 'Rex', categoryId: 1 }],
        orders: [{ id: 1, petId: 1, quantity: 1 }],
      },
    });
    expect(seeded.snapshot().orders[0]?.complete).toBe(documented);
  });

  it('lets a pet go once its open orders are complete', async () => {
    expect((await call(mock, 'DELETE', '/pets/1')).status).toBe(409);
    await call(mock, 'PATCH', '/store/orders/2', { body: { complete: true } });
    expect((await call(mock, 'DELETE', '/pets/1')).status).toBe(204);
    expect((await call(mock, 'GET', '/store/orders/2')).body.petId).toBe(1);
  });

  it('leaves one of the written values after concurrent inventory updates', async () => {
    const values = [3, 8, 1, 6];
    await Promise.all(
      values.map((quantity) => call(mock, 'PUT', '/store/inventory/1', { body: { quantity } })),
    );
    expect(values).toContain((await call(mock, 'GET', '/store/inventory/1')).body.quantity);
  });
});

describe('numbers stay exact', () => {
  it('refuses counts over the int32 maximum that `format: int32` promises', async () => {
    const before = mock.snapshot();
    for (const quantity of [fieldLimits.countMax + 1, 3_000_000_000, Number.MAX_SAFE_INTEGER]) {
      const stock = await call(mock, 'PUT', '/store/inventory/1', { body: { quantity } });
      expect(stock.status).toBe(400);
      expect(stock.body.details).toEqual([{ path: 'body.quantity', message: expect.any(String) }]);
      const order = await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity } });
      expect(order.status).toBe(400);
    }
    expect(mock.snapshot()).toEqual(before);
  });

  it('refuses a cancel that would take the stock past its maximum, and changes nothing', async () => {
    const near = fc.integer({ min: fieldLimits.countMax - 10, max: fieldLimits.countMax });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(near, fc.nat({ max: fieldLimits.countMax })),
        fc.integer({ min: 1, max: 5 }),
        async (stock, quantity) => {
          mock.reset();
          const placed = await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity } });
          await call(mock, 'PUT', '/store/inventory/1', { body: { quantity: stock } });
          const cancelled = await call(mock, 'DELETE', `/store/orders/${placed.body.id}`);
          const after = (await call(mock, 'GET', '/store/inventory/1')).body.quantity;
          expect(Number.isSafeInteger(after) && after <= fieldLimits.countMax).toBe(true);
          if (stock + quantity <= fieldLimits.countMax) {
            expect(cancelled.status).toBe(204);
            expect(after).toBe(stock + quantity);
          } else {
            expect(cancelled.body).toMatchObject({ code: 'out_of_range', status: 409 });
            expect(after).toBe(stock);
            expect((await call(mock, 'GET', `/store/orders/${placed.body.id}`)).status).toBe(200);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('refuses to create a record once no safe-integer id is left', async () => {
    const last = Number.MAX_SAFE_INTEGER;
    const full = createPetStoreMock({
      fixture: {
        categories: [{ id: last, name: 'Dogs' }],
        pets: [{ id: last, name: 'Rex', categoryId: last }],
        inventory: [{ petId: last, quantity: 5, status: 'available' }],
        orders: [{ id: last, petId: last, quantity: 1, complete: true }],
      },
    });
    const target = { baseUrl: full.baseUrl, send: full.fetch };
    const before = full.snapshot();
    for (const [path, body] of [
      ['/pets', { name: 'Bo', categoryId: last }],
      ['/categories', { name: 'Cats' }],
      ['/store/orders', { petId: last, quantity: 1 }],
    ] as const) {
      const answer = await call(target, 'POST', path, { body });
      expect(answer.body, path).toMatchObject({ code: 'out_of_range', status: 409 });
    }
    expect(full.snapshot()).toEqual(before);
  });
});
