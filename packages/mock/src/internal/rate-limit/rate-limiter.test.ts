import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

const settings = { minuteMs: 60_000, dayMs: 86_400_000, banAfter429s: 3, banMs: 900_000 };
const plan = { perMinute: 2, perDay: 3 };
const key = { name: 'k', plan };
const t0 = Date.UTC(2026, 0, 1, 0, 0, 30);

describe('RateLimiter', () => {
  it('admits up to the minute limit, then refuses without counting', () => {
    const limiter = new RateLimiter(settings, plan);
    expect(limiter.admit(key, t0).state).toEqual({
      limit: 2,
      remaining: 1,
      reset: t0 / 1000 + 30,
      quotas: [
        { name: 'minute', quota: 2, windowSeconds: 60, remaining: 1, resetSeconds: 30 },
        { name: 'day', quota: 3, windowSeconds: 86_400, remaining: 2, resetSeconds: 86_370 },
      ],
      policy: '"minute";q=2;w=60, "day";q=3;w=86400',
    });
    expect(limiter.admit(key, t0).outcome).toBe('admitted');
    expect(limiter.admit(key, t0)).toMatchObject({ outcome: 'rate_limited', retryAfter: 30 });
    expect(limiter.admit(key, t0 + 30_000)).toMatchObject({
      outcome: 'admitted',
      state: { limit: 3, remaining: 0 },
    });
  });

  it('waits for the later window when both are exhausted', () => {
    const limiter = new RateLimiter(settings, plan);
    const single = { name: 'single', plan: { perMinute: 1, perDay: 1 } };
    limiter.admit(single, t0);
    const refused = limiter.admit(single, t0);
    expect(refused.retryAfter).toBe(86_400 - 30);
  });

  it('bans a key, not the anonymous bucket', () => {
    const limiter = new RateLimiter(settings, { perMinute: 1, perDay: 100 });
    const tiny = { name: 't', plan: { perMinute: 1, perDay: 100 } };
    for (const bucket of [tiny, undefined]) {
      limiter.admit(bucket, t0);
      for (let i = 0; i < 3; i += 1) expect(limiter.admit(bucket, t0).outcome).toBe('rate_limited');
    }
    expect(limiter.admit(tiny, t0 + 1000)).toMatchObject({ outcome: 'banned', retryAfter: 899 });
    expect(limiter.admit(undefined, t0 + 1000).outcome).toBe('rate_limited');
    limiter.reset();
    expect(limiter.admit(tiny, t0 + 1000).outcome).toBe('admitted');
  });
});
