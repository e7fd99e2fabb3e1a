import { headerNames } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { Page, PetStoreError, ResponseValidationError } from '../src/index';
import { createClient, useMock } from './support';

const mock = useMock();

function loadPets(count: number) {
  mock.load({
    categories: [{ id: 1, name: 'Dogs' }],
    pets: Array.from({ length: count }, (_, index) => ({
      id: index + 1,
      name: `Pet ${index + 1}`,
      categoryId: 1,
      status: index % 2 === 0 ? ('available' as const) : ('sold' as const),
    })),
  });
  mock.journal.clear();
}

describe('pagination', () => {
  it('awaits one page with its items, total and the way to the next page', async () => {
    loadPets(5);
    const { client } = createClient();
    const first = await client.pets.list({ limit: 2 });
    expect(first).toBeInstanceOf(Page);
    expect(first.items.map((pet) => pet.id)).toEqual([1, 2]);
    expect(first.total).toBe(5);
    expect(first.hasNextPage()).toBe(true);
    const second = await first.getNextPage();
    const third = await second.getNextPage();
    expect([second.items.map((pet) => pet.id), third.items.map((pet) => pet.id)]).toEqual([[3, 4], [5]]);
    expect(third.hasNextPage()).toBe(false);
    expect(() => third.getNextPage()).toThrow(PetStoreError);
  });

  it('iterates every item of every page with for await, following Link rel="next"', async () => {
    loadPets(7);
    const { client } = createClient();
    const ids: number[] = [];
    for await (const pet of client.pets.list({ limit: 3 })) ids.push(pet.id);
    expect(ids).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(mock.journal.entries.map((entry) => entry.query)).toEqual([
      'limit=3',
      'limit=3&offset=3',
      'limit=3&offset=6',
    ]);
  });

  it('keeps the filters on every page', async () => {
    loadPets(9);
    const { client } = createClient();
    const ids: number[] = [];
    for await (const pet of client.pets.list({ status: 'available', limit: 2 })) ids.push(pet.id);
    expect(ids).toEqual([1, 3, 5, 7, 9]);
    for (const entry of mock.journal.entries)
      expect(new URLSearchParams(entry.query).getAll('status')).toEqual(['available']);
  });

  it('iterates pages, and a page iterates itself and the pages after it', async () => {
    loadPets(5);
    const { client } = createClient();
    const first = await client.pets.list({ limit: 2 });
    const sizes: number[] = [];
    for await (const page of first.iterPages()) sizes.push(page.items.length);
    expect(sizes).toEqual([2, 2, 1]);
    const second = await first.getNextPage();
    const rest: number[] = [];
    for await (const pet of second) rest.push(pet.id);
    expect(rest).toEqual([3, 4, 5]);
  });

  it('walks every list operation across pages', async () => {
    const { client } = createClient();
    mock.load({
      categories: Array.from({ length: 3 }, (_, index) => ({ id: index + 1, name: `Kind ${index + 1}` })),
      pets: Array.from({ length: 3 }, (_, index) => ({
        id: index + 1,
        name: `Pet ${index + 1}`,
        categoryId: 1,
      })),
      inventory: Array.from({ length: 3 }, (_, index) => ({
        petId: index + 1,
        quantity: 9,
        status: 'available' as const,
      })),
      orders: Array.from({ length: 3 }, (_, index) => ({ id: index + 1, petId: 1, quantity: 1 })),
    });
    const count = async (items: AsyncIterable<unknown>) => {
      let total = 0;
      for await (const _ of items) total++;
      return total;
    };
    expect(await count(client.categories.list({ limit: 1 }))).toBe(3);
    expect(await count(client.store.orders.list({ limit: 1 }))).toBe(3);
    expect(await count(client.store.inventory.list({ limit: 1 }))).toBe(3);
  });

  it('follows the next link with the query the service wrote, on the contract’s path and the client’s origin', async () => {
    const sent: string[] = [];
    const pages = [
      {
        pets: [{ id: 1, name: 'Rex', categoryId: 1 }],
        next: 'https://elsewhere.example/v9/pets?cursor=c2&limit=1',
      },
      { pets: [{ id: 2, name: 'Kit', categoryId: 1 }] },
    ];
    const fetch: typeof globalThis.fetch = async (input, init) => {
      sent.push(new Request(input, init).url);
      const page = pages[sent.length - 1];
      const headers = new Headers();
      if (page?.next) headers.set(headerNames.link, `<${page.next}>; rel="next"`);
      return Response.json(page?.pets ?? [], { headers });
    };
    const { client } = createClient({ fetch, baseUrl: 'http://127.0.0.1:4010' });
    const ids: number[] = [];
    for await (const pet of client.pets.list({ limit: 1 })) ids.push(pet.id);
    expect(ids).toEqual([1, 2]);
    expect(sent).toEqual([
      'http://127.0.0.1:4010/pets?limit=1',
      'http://127.0.0.1:4010/pets?cursor=c2&limit=1',
    ]);
  });

  it('a next link back to a page already fetched ends the walk with ResponseValidationError', async () => {
    const sent: string[] = [];
    // A one-item list that links to itself; a two-page list whose second page links back to the
    // first with its parameters in another order.
    const links: Record<string, string> = {
      '?limit=1': '/pets?limit=1',
      '?limit=2&offset=0': '/pets?limit=2&offset=2',
      '?limit=2&offset=2': '/pets?offset=0&limit=2',
    };
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const { search } = new URL(new Request(input, init).url);
      sent.push(search);
      const next = links[search];
      const headers = new Headers(next ? { [headerNames.link]: `<${next}>; rel="next"` } : {});
      return Response.json([{ id: sent.length, name: 'Rex', categoryId: 1 }], { headers });
    };
    const { client } = createClient({ fetch });
    const walk = async (query: { limit: number; offset?: number }) => {
      const ids: number[] = [];
      const error = await (async () => {
        for await (const pet of client.pets.list(query)) ids.push(pet.id);
      })().catch((caught: unknown) => caught);
      return { ids, error };
    };
    const selfLoop = await walk({ limit: 1 });
    expect(selfLoop.error).toBeInstanceOf(ResponseValidationError);
    expect(selfLoop.error).toMatchObject({
      operationId: 'listPets',
      issues: [{ path: 'header.link', message: 'leads back to an earlier page' }],
    });
    expect(selfLoop.ids).toEqual([1]);
    sent.length = 0;
    const twoPageLoop = await walk({ limit: 2, offset: 0 });
    expect(twoPageLoop.error).toBeInstanceOf(ResponseValidationError);
    expect(twoPageLoop.ids).toEqual([1, 2]);
    expect(sent).toEqual(['?limit=2&offset=0', '?limit=2&offset=2']);
  });

  it('a next link that is no URL: the page answers, its next page fails with ResponseValidationError', async () => {
    let sent = 0;
    const fetch: typeof globalThis.fetch = async () => {
      sent++;
      const headers = new Headers({ [headerNames.link]: '<http://[::1>; rel="next"' });
      return Response.json([{ id: 1, name: 'Rex', categoryId: 1 }], { headers });
    };
    const { client } = createClient({ fetch });
    const page = await client.pets.list({ limit: 1 });
    expect(page.items).toHaveLength(1);
    expect(page.hasNextPage()).toBe(true);
    await expect(page.getNextPage()).rejects.toMatchObject({
      name: 'ResponseValidationError',
      issues: [{ path: 'header.link', message: 'is no URL' }],
    });
    expect(sent).toBe(1);
  });
});
