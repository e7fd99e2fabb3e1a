// The gate against a server that sends only RateLimit-Policy and RateLimit
// (draft-ietf-httpapi-ratelimit-headers-10), no X-RateLimit-*: the real mock with
// `rateLimitHeaders: 'standard'`, through MSW.
import { describe, expect, it } from 'vitest';
import { RateLimitError } from '../src/index';
import { createClient, failure, freezeTime, run, type SdkClient, useMock } from './support';

const quota = 5;
const perDay = 12;
const mock = useMock({
  rateLimitHeaders: 'standard',
  plans: { small: { perMinute: quota, perDay }, burst: { perMinute: quota, perDay: 1000 } },
  keys: { 'small-key': 'small', 'burst-key': 'burst' },
});
const start = '2026-03-01T12:00:10Z';

function burst(client: SdkClient, calls: number) {
  return Promise.all(Array.from({ length: calls }, (_, index) => client.categories.list({ offset: index })));
}

describe('the gate with only the standard rate-limit fields', () => {
  it('rides out a burst six times the minute quota: every call answered, no 429, no ban', async () => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'burst-key' });
    const pages = await run(burst(client, 6 * quota));
    expect(pages).toHaveLength(6 * quota);
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual(Array(6 * quota).fill(200));
    // Five per minute window: the gate waited for each quota's `t` instead of being refused.
    const minutes = mock.journal.entries.map((entry) => new Date(entry.time).toISOString().slice(11, 16));
    expect(new Set(minutes).size).toBe(6);
    expect(
      client.rateLimit?.policies.map((policy) => [policy.name, policy.quota, policy.windowSeconds]),
    ).toEqual([
      ['minute', quota, 60],
      ['day', 1000, 86_400],
    ]);
  });

  it('refuses locally, sending nothing, once the day quota is spent', async () => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'small-key' });
    await run(burst(client, perDay));
    const sent = mock.journal.entries.length;
    const refused = await failure(client.categories.list());
    expect(refused).toBeInstanceOf(RateLimitError);
    const endOfDay = Date.parse('2026-03-02T00:00:00Z');
    expect((refused as RateLimitError).retryAfter).toBe(Math.ceil((endOfDay - Date.now()) / 1000));
    expect(mock.journal.entries).toHaveLength(sent);
    expect(client.rateLimit?.policies.find((policy) => policy.name === 'day')).toMatchObject({
      quota: perDay,
      remaining: 0,
      resetAt: new Date(endOfDay),
    });
  });
});
