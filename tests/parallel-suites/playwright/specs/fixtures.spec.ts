// A world starts from its own fixture or seed, whatever the other workers load.
import { connectPetStoreMock } from '@petstore/mock';
import { twoPets } from '../two-pets';
import { expect, petstoreUrl, test } from '../world-fixture';

test.describe('a world made from a fixture of 2 pets', () => {
  test.use({ worldOptions: { fixture: twoPets } });

  test('lists exactly its 2 pets', async ({ client }) => {
    const page = await client.pets.list({ limit: 100 });
    expect(page.items.map((pet) => pet.name)).toEqual(['Rex', 'Fido']);
  });

  test('goes back to its fixture on reset, not to the default seed', async ({ world, client }) => {
    await client.pets.create({ name: 'Nemo', categoryId: 1 });
    expect((await client.pets.list({ limit: 100 })).items).toHaveLength(3);
    await world.reset();
    expect((await world.snapshot()).pets.map((pet) => pet.name)).toEqual(['Rex', 'Fido']);
  });
});

test('a fixture loaded into a world replaces its dataset', async ({ world, client }) => {
  await world.load({ categories: [{ id: 3, name: 'Cats' }], pets: [{ id: 9, name: 'Tom', categoryId: 3 }] });
  const page = await client.pets.list({ limit: 100 });
  expect(page.items.map(({ id, name }) => ({ id, name }))).toEqual([{ id: 9, name: 'Tom' }]);
});

test.describe('a world made from a seed', () => {
  test.use({ worldOptions: { seed: 7 } });

  test('holds the dataset of that seed, as a second world of the same seed does', async ({ world }) => {
    const twin = await connectPetStoreMock(petstoreUrl).createWorld({ seed: 7 });
    try {
      expect(await twin.snapshot()).toEqual(await world.snapshot());
      expect((await world.snapshot()).pets.length).toBeGreaterThan(2);
    } finally {
      await twin.dispose();
    }
  });
});
