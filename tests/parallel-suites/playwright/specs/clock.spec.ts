// A world's clock is its own: set, advanced and reset without moving another worker's.
import { GoneError } from '@petstore/sdk';
import { expect, test } from '../world-fixture';

const pastTheSunset = '2027-07-01T00:00:00Z';

test('a clock set past the sunset answers 410 to a deprecated operation', async ({ world, client }) => {
  await world.clock.set(pastTheSunset);
  await expect(client.pets.retrieve(1)).rejects.toBeInstanceOf(GoneError);
  const statuses = (await world.journal.list({ operationId: 'getPetById' })).map((entry) => entry.status);
  expect(statuses).toEqual([410]);
});

test('a clock set keeps running from where it was set', async ({ world }) => {
  await world.clock.set('2026-03-01T12:00:00Z');
  const now = await world.clock.now();
  expect(now).toBeGreaterThanOrEqual(Date.parse('2026-03-01T12:00:00Z'));
  expect(now).toBeLessThan(Date.parse('2026-03-01T12:01:00Z'));
});

test('the journal times requests by the world clock', async ({ world, client }) => {
  await world.clock.set('2026-03-01T12:00:00Z');
  await world.clock.advance(3600);
  await client.categories.list();
  const [entry] = await world.journal.list({ operationId: 'listCategories' });
  expect(entry?.time).toBeGreaterThanOrEqual(Date.parse('2026-03-01T13:00:00Z'));
  expect(entry?.time).toBeLessThan(Date.parse('2026-03-01T13:01:00Z'));
});

test('a reset puts the world clock back on real time', async ({ world, client }) => {
  await world.clock.set(pastTheSunset);
  await world.reset();
  expect(Math.abs((await world.clock.now()) - Date.now())).toBeLessThan(60_000);
  await expect(client.pets.retrieve(1)).resolves.toMatchObject({ id: 1 });
});
