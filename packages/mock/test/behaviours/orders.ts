import { expect } from 'vitest';
import type { Behaviours } from '../support/behaviours';
import { call, fixture } from '../support/harness';

/** What each operation of the orders tag does beyond answering its success, on the harness's fixture. */
export const behaviours: Behaviours = {
  async placeOrder(mock) {
    const answer = await call(mock, 'POST', '/store/orders', { body: { petId: 1, quantity: 2 } });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 3, petId: 1, quantity: 2, complete: false });
    expect(answer.headers.get('Location')).toBe('/store/orders/3');
    expect((await call(mock, 'GET', '/store/inventory/1')).body.quantity).toBe(3);
  },
  async listOrders(mock) {
    const answer = await call(mock, 'GET', '/store/orders');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.orders);
    expect((await call(mock, 'GET', '/store/orders?complete=false')).body).toEqual([fixture.orders[1]]);
    expect((await call(mock, 'GET', '/store/orders?petId=2&complete=true')).body).toEqual([
      fixture.orders[0],
    ]);
  },
  async getOrder(mock) {
    const answer = await call(mock, 'GET', '/store/orders/1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.orders[0]);
  },
  async updateOrder(mock) {
    const shipDate = '2026-03-01T09:30:00+01:00';
    const answer = await call(mock, 'PATCH', '/store/orders/2', { body: { complete: true, shipDate } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id: 2, petId: 1, quantity: 2, complete: true, shipDate });
  },
  async cancelOrder(mock) {
    const answer = await call(mock, 'DELETE', '/store/orders/2');
    expect(answer.status).toBe(204);
    expect((await call(mock, 'GET', '/store/orders/2')).status).toBe(404);
    expect((await call(mock, 'GET', '/store/inventory/1')).body.quantity).toBe(7);
  },
};
