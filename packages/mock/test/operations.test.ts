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
import { call, fixture, useMock } from './support/harness';
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

// What an operation does beyond answering its success: each is written by hand, where a person
// states the behaviour; the generic checks above cover an operation without a line here.
const behaviours: Partial<Record<OperationId, () => Promise<void>>> = {
  async listPets() {
    const answer = await call(mock, 'GET', '/pets');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.pets);
    expect(answer.headers.get('X-Total-Count')).toBe('3');
    const sold = await call(mock, 'GET', '/pets?status=sold&status=pending');
    expect(sold.body).toEqual([fixture.pets[1]]);
    const dogs = await call(mock, 'GET', '/pets?categoryId=1&status=available');
    expect(dogs.body).toEqual([fixture.pets[0]]);
  },
  async createPet() {
    const answer = await call(mock, 'POST', '/pets', {
      body: { name: 'Bella', categoryId: 2, status: 'pending' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 4, name: 'Bella', categoryId: 2, status: 'pending' });
    expect(answer.headers.get('Location')).toBe('/pets/4');
    const stock = await call(mock, 'GET', '/store/inventory/4');
    expect(stock.body).toEqual({ petId: 4, quantity: 0, status: 'pending' });
    const noStatus = await call(mock, 'POST', '/pets', { body: { name: 'Kit', categoryId: 2 } });
    expect(noStatus.body).toEqual({ id: 5, name: 'Kit', categoryId: 2 });
    expect((await call(mock, 'GET', '/store/inventory/5')).body.status).toBe('available');
  },
  async getPetById() {
    const answer = await call(mock, 'GET', '/pets/2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.pets[1]);
  },
  async updatePet() {
    const answer = await call(mock, 'PATCH', '/pets/1', { body: { status: 'pending', categoryId: 2 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 1, name: 'Rex', categoryId: 2, status: 'pending' });
    expect((await call(mock, 'GET', '/store/inventory/1')).body).toEqual({
      petId: 1,
      quantity: 5,
      status: 'pending',
    });
    expect((await call(mock, 'PATCH', '/pets/1', { body: {} })).body.status).toBe('pending');
  },
  async deletePet() {
    const answer = await call(mock, 'DELETE', '/pets/3');
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect((await call(mock, 'GET', '/pets/3')).status).toBe(404);
    expect((await call(mock, 'GET', '/store/inventory/3')).status).toBe(404);
    expect(mock.snapshot().inventory.map((item) => item.petId)).toEqual([1, 2]);
  },
  async listCategories() {
    const answer = await call(mock, 'GET', '/categories');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.categories);
  },
  async createCategory() {
    const answer = await call(mock, 'POST', '/categories', {
      body: { name: 'Birds', description: 'Singers' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 3, name: 'Birds', description: 'Singers' });
    expect(answer.headers.get('Location')).toBe('/categories/3');
  },
  async getCategory() {
    const answer = await call(mock, 'GET', '/categories/1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.categories[0]);
  },
  async placeOrder() {
    const answer = await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity: 2 } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 3, petId: 1, quantity: 2, complete: false });
    expect(answer.headers.get('Location')).toBe('/store/orders/3');
    expect((await call(mock, 'GET', '/store/inventory/1')).body.quantity).toBe(3);
  },
  async listOrders() {
    const answer = await call(mock, 'GET', '/store/orders');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.orders);
    expect((await call(mock, 'GET', '/store/orders?complete=false')).body).toEqual([fixture.orders[1]]);
    expect((await call(mock, 'GET', '/store/orders?petId=2&complete=true')).body).toEqual([
      fixture.orders[0],
    ]);
  },
  async getOrder() {
    const answer = await call(mock, 'GET', '/store/orders/1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.orders[0]);
  },
  async updateOrder() {
    const shipDate = '2026-03-01T09:30:00+01:00';
    const answer = await call(mock, 'PATCH', '/store/orders/2', { body: { complete: true, shipDate } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 2, petId: 1, quantity: 2, complete: true, shipDate });
  },
  async cancelOrder() {
    const answer = await call(mock, 'DELETE', '/store/orders/2');
    expect(answer.status).toBe(204);
    expect((await call(mock, 'GET', '/store/orders/2')).status).toBe(404);
    expect((await call(mock, 'GET', '/store/inventory/1')).body.quantity).toBe(7);
  },
  async listInventory() {
    const answer = await call(mock, 'GET', '/store/inventory');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual([
      { petId: 1, quantity: 5, status: 'available' },
      { petId: 2, quantity: 1, status: 'sold' },
      { petId: 3, quantity: 0, status: 'available' },
    ]);
    const available = await call(mock, 'GET', '/store/inventory?status=available');
    expect(available.body.map((item: { petId: number }) => item.petId)).toEqual([1, 3]);
  },
  async getInventoryItem() {
    const answer = await call(mock, 'GET', '/store/inventory/2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ petId: 2, quantity: 1, status: 'sold' });
  },
  async updateInventory() {
    const answer = await call(mock, 'PUT', '/store/inventory/3', { body: { quantity: 9 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ petId: 3, quantity: 9, status: 'available' });
    expect(mock.snapshot().inventory[2]).toEqual({ petId: 3, quantity: 9, status: 'available' });
  },
  async getOpenApiDocument() {
    const answer = await call(mock, 'GET', '/openapi.json', { key: null });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(buildOpenApiDocument())));
  },
};

describe('what each operation does', () => {
  it.each(Object.entries(behaviours))('%s', async (operationId, behaviour) => {
    await behaviour?.();
    const last = mock.journal.entries.find((entry) => entry.operationId === operationId);
    expect(last?.status).toBe(operations[operationId as OperationId].response.status);
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
