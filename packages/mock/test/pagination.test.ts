import { describe, expect, it } from 'vitest';
import { generateFixture } from '../src/index';
import { call, useMock } from './support/harness';

const mock = useMock({ fixture: generateFixture({ seed: 3, pets: 45, categories: 2, orders: 0 }) });
const base = 'http://127.0.0.1:4010';

function links(header: string | null): Record<string, string> {
  return Object.fromEntries(
    (header ?? '')
      .split(', ')
      .filter(Boolean)
      .map((part) => {
        const [, url, rel] = /^<([^>]+)>; rel="(\w+)"$/.exec(part) ?? [];
        return [rel, url];
      }),
  );
}

describe('pagination', () => {
  it('defaults to 20 records from offset 0, with the total and a next link', async () => {
    const first = await call(mock, 'GET', '/pets');
    expect(first.body.map((pet: { id: number }) => pet.id)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(first.headers.get('X-Total-Count')).toBe('45');
    expect(links(first.headers.get('Link'))).toEqual({ next: `${base}/pets?limit=20&offset=20` });
  });

  it('links next and prev with absolute URLs that keep the filters', async () => {
    const page = await call(mock, 'GET', '/pets?categoryId=1&limit=5&offset=5');
    const total = Number(page.headers.get('X-Total-Count'));
    expect(total).toBe(mock.snapshot().pets.filter((pet) => pet.categoryId === 1).length);
    expect(links(page.headers.get('Link'))).toEqual({
      next: `${base}/pets?categoryId=1&limit=5&offset=10`,
      prev: `${base}/pets?categoryId=1&limit=5&offset=0`,
    });
  });

  it('walks every page exactly once by following next', async () => {
    const seen: number[] = [];
    let url: string | undefined = `${base}/store/inventory?limit=7`;
    while (url) {
      const page = await call(mock, 'GET', url.slice(base.length));
      seen.push(...page.body.map((item: { petId: number }) => item.petId));
      url = links(page.headers.get('Link')).next;
    }
    expect(seen).toEqual(Array.from({ length: 45 }, (_, i) => i + 1));
  });

  it('has only prev on the last page, and prev past the end points at the last page', async () => {
    const last = await call(mock, 'GET', '/pets?limit=20&offset=40');
    expect(last.body).toHaveLength(5);
    expect(links(last.headers.get('Link'))).toEqual({ prev: `${base}/pets?limit=20&offset=20` });
    const past = await call(mock, 'GET', '/pets?limit=20&offset=100');
    expect(past.body).toEqual([]);
    expect(links(past.headers.get('Link'))).toEqual({ prev: `${base}/pets?limit=20&offset=25` });
  });

  it('has no Link when one page holds everything', async () => {
    const all = await call(mock, 'GET', '/categories');
    expect(all.headers.get('X-Total-Count')).toBe('2');
    expect(all.headers.has('Link')).toBe(false);
  });

  it('refuses page sizes and offsets out of range', async () => {
    for (const query of ['limit=0', 'limit=101', 'offset=-1', 'limit=1&limit=2', 'offset=x']) {
      const answer = await call(mock, 'GET', `/store/orders?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.details[0].path, query).toMatch(/^query\.(limit|offset)$/);
    }
  });
});
