import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, type DeprecationInfo, PetStore } from '../src/index';
import { recordingLogger } from './support';

// A handful of calls through real sockets to the standalone server (real time, no fakes).
let server: StandalonePetStore;
beforeAll(async () => {
  server = await startPetStoreServer({ port: 0, seed: false });
});
afterAll(() => server.close());

describe('over real HTTP, against the standalone mock', () => {
  it('walks a pet from creation to an order, with pagination and the deprecation notice', async () => {
    const deprecations: DeprecationInfo[] = [];
    const logger = recordingLogger();
    const client = new PetStore({
      apiKey: 'demo-pro',
      baseUrl: server.url,
      logger,
      onDeprecation: (info) => deprecations.push(info),
    });
    const dogs = await client.categories.create({ name: 'Dogs' });
    const pets = [];
    for (const name of ['Rex', 'Fido', 'Kit'])
      pets.push(await client.pets.create({ name, categoryId: dogs.id }));

    const names: string[] = [];
    for await (const pet of client.pets.list({ limit: 2 })) names.push(pet.name);
    expect(names).toEqual(['Rex', 'Fido', 'Kit']);

    const rex = pets[0]!;
    expect(await client.pets.retrieve(rex.id)).toEqual(rex);
    expect(deprecations.map((info) => info.operationId)).toEqual(['getPetById']);
    expect(logger.warn).toHaveBeenCalledTimes(1);

    await client.store.inventory.update(rex.id, { quantity: 1 });
    const { data: order, response } = await client.store.orders
      .create({ petId: rex.id, quantity: 1 })
      .withResponse();
    expect(response.status).toBe(201);
    expect(order).toMatchObject({ petId: rex.id, quantity: 1, complete: false });

    const error = await client.store.orders
      .create({ petId: rex.id, quantity: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ code: 'insufficient_stock', requestId: expect.any(String) });
    expect(client.rateLimit).toMatchObject({ limit: 300, remaining: expect.any(Number) });
    expect(server.mock.journal.entries.map((entry) => entry.operationId)).toContain('placeOrder');
  });
});
