import { expect } from 'vitest';
import type { Behaviours } from '../support/behaviours';
import { call, fixture } from '../support/harness';

/** What each operation of the categories tag does beyond answering its success, on the harness's fixture. */
export const behaviours: Behaviours = {
  async listCategories(mock) {
    const answer = await call(mock, 'GET', '/categories');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.categories);
  },
  async createCategory(mock) {
    const answer = await call(mock, 'POST', '/categories', {
      body: { name: 'Birds', description: 'Singers' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ id: 3, name: 'Birds', description: 'Singers' });
    expect(answer.headers.get('Location')).toBe('/categories/3');
  },
  async getCategory(mock) {
    const answer = await call(mock, 'GET', '/categories/1');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(fixture.categories[0]);
  },
};
