// Records a test creates stay in its world: a second create of a name is a 409 there, and only there.
import { ConflictError } from '@petstore/sdk';
import { expect, test } from '../world-fixture';

test('two creates of one category name: the second is a 409 category_exists', async ({ world, client }) => {
  await client.categories.create({ name: 'Axolotls' });
  await expect(client.categories.create({ name: 'Axolotls' })).rejects.toMatchObject({
    status: 409,
    code: 'category_exists',
  });
  const statuses = (await world.journal.list({ operationId: 'createCategory' })).map((entry) => entry.status);
  expect(statuses).toEqual([201, 409]);
});

test('names are compared without case', async ({ client }) => {
  await client.categories.create({ name: 'Hedgehogs' });
  await expect(client.categories.create({ name: 'HEDGEHOGS' })).rejects.toBeInstanceOf(ConflictError);
});

test('the name another world took is free in this one', async ({ client }) => {
  // Every test of this file creates its categories in its own world: none sees another's.
  await expect(client.categories.create({ name: 'Axolotls' })).resolves.toMatchObject({ name: 'Axolotls' });
  await expect(client.categories.create({ name: 'Hedgehogs' })).resolves.toMatchObject({ name: 'Hedgehogs' });
});

test('a reset frees the name again', async ({ world, client }) => {
  await client.categories.create({ name: 'Capybaras' });
  await world.reset();
  await expect(client.categories.create({ name: 'Capybaras' })).resolves.toMatchObject({ name: 'Capybaras' });
});
