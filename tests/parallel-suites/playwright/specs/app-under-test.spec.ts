// The app under test, started once for every worker with one Pet Store base URL, answers each test
// from the test's world: the `request` fixture sends the world's header, and the app forwards it.
import { connectPetStoreMock } from '@petstore/mock';
import { twoPets } from '../two-pets';
import { expect, petstoreUrl, test } from '../world-fixture';

test.use({ worldOptions: { fixture: twoPets } });

test("the app lists the pets of the test's world", async ({ request }) => {
  const answer = await request.get('/api/pets');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ names: ['Rex', 'Fido'] });
});

test('the app rides out a 503 injected in the world: the journal holds [503, 200]', async ({
  world,
  request,
}) => {
  await world.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
  expect((await request.get('/api/pets')).status()).toBe(200);
  const statuses = (await world.journal.list({ operationId: 'listPets' })).map((entry) => entry.status);
  expect(statuses).toEqual([503, 200]);
});

test('two creates of one name through the app: 201, then 409 category_exists', async ({ world, request }) => {
  const first = await request.post('/api/categories', { data: { name: 'Parrots' } });
  const second = await request.post('/api/categories', { data: { name: 'Parrots' } });
  expect([first.status(), second.status()]).toEqual([201, 409]);
  expect(await second.json()).toEqual({ code: 'category_exists' });
  const statuses = (await world.journal.list({ operationId: 'createCategory' })).map((entry) => entry.status);
  expect(statuses).toEqual([201, 409]);
});

test("the app's calls reach this world alone", async ({ world, request }) => {
  const other = await connectPetStoreMock(petstoreUrl).createWorld({ fixture: twoPets });
  try {
    await request.post('/api/categories', { data: { name: 'Geckos' } });
    expect((await world.snapshot()).categories.map((category) => category.name)).toEqual(['Dogs', 'Geckos']);
    expect((await other.snapshot()).categories.map((category) => category.name)).toEqual(['Dogs']);
    expect(await other.journal.list()).toEqual([]);
  } finally {
    await other.dispose();
  }
});
