import { expect } from 'vitest';
import type { Behaviours } from '../support/behaviours';
import { call } from '../support/harness';

/** What each operation of the inventory tag does beyond answering its success, on the harness's fixture. */
export const behaviours: Behaviours = {
  async listInventory(mock) {
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
  async getInventoryItem(mock) {
    const answer = await call(mock, 'GET', '/store/inventory/2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ petId: 2, quantity: 1, status: 'sold' });
  },
  async updateInventory(mock) {
    const answer = await call(mock, 'PUT', '/store/inventory/3', { body: { quantity: 9 } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ petId: 3, quantity: 9, status: 'available' });
    expect(mock.snapshot().inventory[2]).toEqual({ petId: 3, quantity: 9, status: 'available' });
  },
};
