import { describe, expect, it } from 'vitest';
import { APIResource } from '../src/core/api-resource';
import { createClient, useMock } from './support';

const mock = useMock();

async function petInStock(quantity: number) {
  const { client } = createClient();
  const dogs = await client.categories.create({ name: 'Dogs', description: 'Loyal companions' });
  const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id, status: 'available' });
  await client.store.inventory.update(rex.id, { quantity });
  return { client, dogs, rex };
}

describe('resources', () => {
  it('every resource of the client shares the APIResource base', () => {
    const { client } = createClient();
    const { pets, categories, store } = client;
    for (const resource of [pets, categories, store, store.orders, store.inventory]) {
      expect(resource).toBeInstanceOf(APIResource);
    }
  });
});

describe('client.categories', () => {
  it('creates, retrieves and lists categories', async () => {
    const { client } = createClient();
    const dogs = await client.categories.create({ name: 'Dogs', description: 'Loyal companions' });
    expect(dogs).toEqual({ id: expect.any(Number), name: 'Dogs', description: 'Loyal companions' });
    expect(await client.categories.retrieve(dogs.id)).toEqual(dogs);
    const cats = await client.categories.create({ name: 'Cats' });
    const page = await client.categories.list();
    expect(page.items).toEqual([dogs, cats]);
    expect(page.total).toBe(2);
    expect(mock.snapshot().categories).toEqual([dogs, cats]);
  });
});

describe('client.pets', () => {
  it('creates, retrieves, lists with filters, updates and deletes pets', async () => {
    const { client } = createClient();
    const dogs = await client.categories.create({ name: 'Dogs' });
    const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id, status: 'available' });
    const kit = await client.pets.create({ name: 'Kit', categoryId: dogs.id });
    expect(rex).toEqual({ id: expect.any(Number), name: 'Rex', categoryId: dogs.id, status: 'available' });
    expect(await client.pets.retrieve(kit.id)).toEqual(kit);

    const sold = await client.pets.update(kit.id, { status: 'sold' });
    expect(sold).toEqual({ ...kit, status: 'sold' });
    expect((await client.pets.list({ status: 'sold' })).items).toEqual([sold]);
    expect((await client.pets.list({ status: ['sold', 'available'], categoryId: dogs.id })).items).toEqual([
      rex,
      sold,
    ]);

    await expect(client.pets.delete(rex.id)).resolves.toBeUndefined();
    expect(mock.snapshot().pets).toEqual([sold]);
    expect(mock.snapshot().inventory.map((item) => item.petId)).toEqual([kit.id]);
  });
});

describe('client.store.inventory', () => {
  it('updates, retrieves and lists stock', async () => {
    const { client, rex } = await petInStock(3);
    expect(await client.store.inventory.retrieve(rex.id)).toEqual({
      petId: rex.id,
      quantity: 3,
      status: 'available',
    });
    expect((await client.store.inventory.list({ status: 'available' })).items).toEqual([
      { petId: rex.id, quantity: 3, status: 'available' },
    ]);
    expect((await client.store.inventory.list({ status: 'sold' })).items).toEqual([]);
  });
});

describe('client.store.orders', () => {
  it('places, retrieves, lists, updates and cancels orders, moving stock', async () => {
    const { client, rex } = await petInStock(3);
    const first = await client.store.orders.create({ petId: rex.id, quantity: 2 });
    expect(first).toEqual({ id: expect.any(Number), petId: rex.id, quantity: 2, complete: false });
    expect((await client.store.inventory.retrieve(rex.id)).quantity).toBe(1);
    expect(await client.store.orders.retrieve(first.id!)).toEqual(first);

    const second = await client.store.orders.create({
      petId: rex.id,
      quantity: 1,
      shipDate: '2026-12-01T10:00:00Z',
    });
    const done = await client.store.orders.update(second.id!, { complete: true });
    expect(done.complete).toBe(true);
    expect((await client.store.orders.list({ complete: false })).items).toEqual([first]);
    expect((await client.store.orders.list({ petId: rex.id })).items).toHaveLength(2);

    await expect(client.store.orders.cancel(first.id!)).resolves.toBeUndefined();
    expect((await client.store.inventory.retrieve(rex.id)).quantity).toBe(2);
    expect(mock.snapshot().orders).toEqual([done]);
  });
});

describe('withResponse()', () => {
  it('gives the data with the response, its request id and the rate-limit state', async () => {
    const { client } = createClient({ apiKey: 'demo-free' });
    const { data, response, requestId, rateLimit } = await client.categories
      .create({ name: 'Dogs' })
      .withResponse();
    expect(data).toEqual({ id: expect.any(Number), name: 'Dogs' });
    expect(response.status).toBe(201);
    expect(requestId).toBe(mock.journal.entries.at(-1)?.requestId);
    expect(rateLimit).toEqual({
      limit: 60,
      remaining: 59,
      resetAt: expect.any(Date),
      blockedUntil: undefined,
      policies: [expect.objectContaining({ name: 'minute' }), expect.objectContaining({ name: 'day' })],
    });
    expect(client.rateLimit).toEqual(rateLimit);
  });

  it('keeps the rate-limit state as it was right after its answer, whatever came after', async () => {
    const { client } = createClient({ apiKey: 'demo-free' });
    const first = await client.categories.create({ name: 'Dogs' }).withResponse();
    const second = await client.categories.create({ name: 'Cats' }).withResponse();
    expect([first.rateLimit?.remaining, second.rateLimit?.remaining]).toEqual([59, 58]);
    expect(first.rateLimit?.policies.map((policy) => policy.remaining)).toEqual([59, 999]);
    expect(first.rateLimit).toBe(first.rateLimit);
  });

  it('is available on lists too, next to the page', async () => {
    const { client } = createClient();
    await client.categories.create({ name: 'Dogs' });
    const { data: page, response, rateLimit } = await client.categories.list({ limit: 1 }).withResponse();
    expect(page.items).toHaveLength(1);
    expect(response.headers.get('X-Total-Count')).toBe('1');
    expect(rateLimit).toEqual(client.rateLimit);
  });
});

describe('the promise a call returns', () => {
  it('settles as a Promise does: then (callbacks that are not functions ignored), catch, finally', async () => {
    const { client } = createClient();
    const dogs = await client.categories.create({ name: 'Dogs' });
    const call = () => client.categories.retrieve(dogs.id);
    // biome-ignore lint/suspicious/noExplicitAny: a plain JavaScript caller may pass anything.
    await expect(call().then(42 as any)).resolves.toEqual(dogs);
    await expect(call().then((category) => category.name)).resolves.toBe('Dogs');
    let settled = 0;
    await expect(call().finally(() => settled++)).resolves.toEqual(dogs);
    const missing = client.categories.retrieve(999_999);
    await expect(missing.finally(() => settled++)).rejects.toMatchObject({ status: 404 });
    await expect(missing.catch((error) => (error as { status: number }).status)).resolves.toBe(404);
    await expect(missing.then(undefined, () => 'handled')).resolves.toBe('handled');
    expect(settled).toBe(2);
  });
});
