// In process, a world is a mock (docs/design/0027-worlds.md): tests that run at once in one file
// each create their own, under a base URL of their own, and one MSW server serves them all.

import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPetStoreMock, type PetStoreMock } from '../src/index';
import { call, fixture } from './support/harness';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const start = Date.parse('2026-03-02T12:00:00Z');
let next = 0;
/** A mock of this test's own: its base URL names no other test's, and its handlers join the one server. */
function worldOfItsOwn(): PetStoreMock {
  next += 1;
  const mock = createPetStoreMock({ fixture, now: () => start, baseUrl: `http://world-${next}.test/api` });
  server.use(...mock.handlers);
  return mock;
}

describe.concurrent('tests running at once, each with its own mock', () => {
  it.each([1, 2, 3, 4])('keeps its faults, clock, journal and records to itself (%i)', async (n) => {
    const mock = worldOfItsOwn();
    mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
    mock.clock.set(`202${n}-01-01T00:00:00Z`);
    // Let the other tests run between each step.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(mock, 'GET', '/pets')).status).toBe(503);
    const created = await call(mock, 'POST', '/categories', { body: { name: `Birds ${n}` } });
    expect(created.status).toBe(201);
    expect(created.headers.get('Date')).toBe(`${new Date(`202${n}-01-01T00:00:00Z`).toUTCString()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await call(mock, 'GET', '/pets')).status).toBe(200);
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([503, 201, 200]);
    expect(mock.snapshot().categories.map((category) => category.name)).toEqual([
      'Dogs',
      'Cats',
      `Birds ${n}`,
    ]);
    mock.reset();
    expect(mock.journal.entries).toEqual([]);
  });
});
