// Faults injected in a test's world reach its own requests only, and its journal shows them.
import { ConflictError } from '@petstore/sdk';
import { expect, test } from '../world-fixture';

test('the SDK rides out an injected 503: the journal holds [503, 200]', async ({ world, client }) => {
  await world.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
  await client.pets.list();
  const statuses = (await world.journal.list({ operationId: 'listPets' })).map((entry) => entry.status);
  expect(statuses).toEqual([503, 200]);
});

test('a fault of two times is answered twice, then the operation answers', async ({ world, client }) => {
  await world.faults.inject({ operationId: 'listCategories', status: 500, times: 2 });
  await client.categories.list();
  const statuses = (await world.journal.list({ operationId: 'listCategories' })).map((entry) => entry.status);
  expect(statuses).toEqual([500, 500, 200]);
});

test('a fault by error code gives the typed error, once', async ({ world, client }) => {
  await world.faults.inject({ operationId: 'createCategory', code: 'category_exists', times: 1 });
  await expect(client.categories.create({ name: 'Ferrets' })).rejects.toBeInstanceOf(ConflictError);
  await expect(client.categories.create({ name: 'Ferrets' })).resolves.toMatchObject({ name: 'Ferrets' });
  const statuses = (await world.journal.list({ operationId: 'createCategory' })).map((entry) => entry.status);
  expect(statuses).toEqual([409, 201]);
});

test('cleared faults no longer answer, and the journal holds this test alone', async ({ world, client }) => {
  await world.faults.inject({ status: 503 });
  await world.faults.clear();
  await client.pets.list();
  await client.categories.list();
  const journal = await world.journal.list();
  expect(journal.map(({ operationId, status }) => ({ operationId, status }))).toEqual([
    { operationId: 'listPets', status: 200 },
    { operationId: 'listCategories', status: 200 },
  ]);
});
