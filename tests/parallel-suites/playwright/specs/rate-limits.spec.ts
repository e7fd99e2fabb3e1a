// Bursts past a small plan: the 429s and their counters belong to the world that drew them.
import { headerNames } from '@petstore/contract';
import { connectPetStoreMock } from '@petstore/mock';
import { expect, petstoreUrl, test } from '../world-fixture';

const smallPlan = { plans: { free: { perMinute: 3, perDay: 100 } } };
test.use({ worldOptions: smallPlan });

/** `count` requests at once with raw `fetch` (no client-side gate, no retry): their statuses. */
async function burst(baseUrl: string, count: number): Promise<number[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      fetch(`${baseUrl}/categories`, { headers: { [headerNames.apiKey]: 'demo-free' } }),
    ),
  );
  return answers.map((answer) => answer.status).sort();
}

test.beforeEach(async ({ world }) => {
  // The start of a minute window, so that a burst never straddles two.
  await world.clock.set('2026-03-01T12:00:00Z');
});

test('a burst of 5 past a plan of 3 a minute: 3 answers, then 429s', async ({ world }) => {
  expect(await burst(world.baseUrl, 5)).toEqual([200, 200, 200, 429, 429]);
  expect((await world.journal.list({ status: 429 })).length).toBe(2);
});

test('the next minute window answers again', async ({ world }) => {
  expect(await burst(world.baseUrl, 4)).toEqual([200, 200, 200, 429]);
  await world.clock.advance(60);
  expect(await burst(world.baseUrl, 1)).toEqual([200]);
});

test("another world's counters are untouched by this one's burst", async ({ world }) => {
  const other = await connectPetStoreMock(petstoreUrl).createWorld(smallPlan);
  try {
    await other.clock.set('2026-03-01T12:00:00Z');
    expect(await burst(world.baseUrl, 5)).toEqual([200, 200, 200, 429, 429]);
    expect(await burst(other.baseUrl, 3)).toEqual([200, 200, 200]);
  } finally {
    await other.dispose();
  }
});

test('the rate-limit headers count the requests of this world', async ({ world }) => {
  const remaining = async () => {
    const answer = await fetch(`${world.baseUrl}/categories`, {
      headers: { [headerNames.apiKey]: 'demo-free' },
    });
    return answer.headers.get(headerNames.rateLimitRemaining);
  };
  expect([await remaining(), await remaining(), await remaining()]).toEqual(['2', '1', '0']);
});
