import { type ErrorBody, headerNames, type InventoryItem, type Order } from '@petstore/contract';
import { setupPetStoreServer } from '@petstore/mock/node';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Api } from './support/api';
import { checkProperty } from './support/case-count';
import { expectError } from './support/expect-response';
import { propertyApiKey, propertyMockOptions } from './support/fixture';

const mock = setupPetStoreServer({ ...propertyMockOptions, seed: false });
const api = new Api(mock.baseUrl, propertyApiKey);

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.close());

const petId = 1;

/** One pet with `stock` units, nothing else. */
function loadOnePet(stock: number): void {
  mock.load({
    categories: [{ id: 1, name: 'Dogs' }],
    pets: [{ id: petId, name: 'Rex', categoryId: 1, status: 'available' }],
    inventory: [{ petId, quantity: stock, status: 'available' }],
  });
}

const stockNow = () => mock.snapshot().inventory.find((entry) => entry.petId === petId)?.quantity;

describe('concurrency and idempotency through MSW interception', () => {
  it('concurrent orders against limited stock never oversell, and refuse only what did not fit', async () => {
    await checkProperty(
      'concurrent orders against limited stock',
      fc.asyncProperty(
        fc.integer({ min: 0, max: 15 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 40 }),
        async (stock, quantities) => {
          loadOnePet(stock);
          const results = await Promise.all(
            quantities.map((quantity) => api.call('placeOrder', { body: { petId, quantity } })),
          );
          const placed = quantities.filter((_, i) => results[i]?.status === 201);
          const taken = placed.reduce((sum, quantity) => sum + quantity, 0);
          expect(taken).toBeLessThanOrEqual(stock);
          expect(stockNow()).toBe(stock - taken);
          expect(mock.snapshot().orders.map((order) => order.quantity)).toEqual(
            expect.arrayContaining(placed),
          );
          expect(mock.snapshot().orders).toHaveLength(placed.length);
          results.forEach((result, i) => {
            if (result.status === 201) return;
            expectError(result, 'insufficient_stock');
            // Stock only goes down, so a refused order did not fit even what is left at the end.
            expect(quantities[i]).toBeGreaterThan(stock - taken);
          });
          if (quantities.every((quantity) => quantity === 1)) {
            expect(placed).toHaveLength(Math.min(stock, quantities.length));
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a placeOrder retried with the same Idempotency-Key, at once and later, creates one order', async () => {
    await checkProperty(
      'idempotent retries of placeOrder',
      fc.asyncProperty(
        fc.integer({ min: 2, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        fc.uuid(),
        async (copies, quantity, key) => {
          loadOnePet(5);
          const send = (body: object) =>
            api.call('placeOrder', { body, headers: { [headerNames.idempotencyKey]: key } });
          const concurrent = await Promise.all(
            Array.from({ length: copies }, () => send({ petId, quantity })),
          );
          const later = await send({ petId, quantity });
          const orders = [...concurrent, later].map((result) => {
            expect(result.status, result.text).toBe(201);
            return result.json as Order;
          });
          expect(new Set(orders.map((order) => order.id)).size).toBe(1);
          expect(mock.snapshot().orders).toHaveLength(1);
          expect(stockNow()).toBe(5 - quantity);
          const conflict = await send({ petId, quantity: quantity + 1 });
          expectError(conflict, 'idempotency_conflict');
          expect(mock.snapshot().orders).toHaveLength(1);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('concurrent inventory updates leave a value one of them wrote', async () => {
    await checkProperty(
      'concurrent inventory updates',
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 2, maxLength: 30 }),
        async (quantities) => {
          loadOnePet(0);
          const results = await Promise.all(
            quantities.map((quantity) =>
              api.call('updateInventory', { params: { petId }, body: { quantity } }),
            ),
          );
          for (const result of results) {
            expect(result.status, (result.json as ErrorBody | undefined)?.message).toBe(200);
          }
          const final = stockNow();
          expect(quantities).toContain(final);
          const read = await api.call('getInventoryItem', { params: { petId } });
          expect((read.json as InventoryItem).quantity).toBe(final);
        },
      ),
      { numRuns: 150 },
    );
  });
});
