import { expect } from 'vitest';
import type { Behaviours } from '../support/behaviours';
import { call, fixture } from '../support/harness';

/** What each operation of the pets tag does beyond answering its success, on the harness's fixture. */
export const behaviours: Behaviours = {
  async listPets(mock) {
    const answer = await call(mock, 'GET', '/pets');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.pets);
    expect(answer.headers.get('X-Total-Count')).toBe('3');
    const sold = await call(mock, 'GET', '/pets?status=sold&status=pending');
    expect(sold.body).toEqual([fixture.pets[1]]);
    const dogs = await call(mock, 'GET', '/pets?categoryId=1&status=available');
    expect(dogs.body).toEqual([fixture.pets[0]]);
  },
  async createPet(mock) {
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
  async getPetById(mock) {
    const answer = await call(mock, 'GET', '/pets/2');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.pets[1]);
  },
  async updatePet(mock) {
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
  async deletePet(mock) {
    const answer = await call(mock, 'DELETE', '/pets/3');
    expect(answer.status).toBe(204);
    expect(answer.body).toBeUndefined();
    expect((await call(mock, 'GET', '/pets/3')).status).toBe(404);
    expect((await call(mock, 'GET', '/store/inventory/3')).status).toBe(404);
    expect(mock.snapshot().inventory.map((item) => item.petId)).toEqual([1, 2]);
  },
};
