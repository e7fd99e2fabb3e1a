import { describe, expect, it } from 'vitest';
import { parseRetryAfter } from './retry-after';

const now = Date.parse('2026-03-01T12:00:00Z');

describe('parseRetryAfter', () => {
  it('reads delta-seconds', () => {
    expect(parseRetryAfter('7', now)).toBe(7000);
    expect(parseRetryAfter(' 0 ', now)).toBe(0);
  });

  it('reads an HTTP-date as the time left until it', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 12:00:30 GMT', now)).toBe(30_000);
  });

  it('treats a date in the past as no wait', () => {
    expect(parseRetryAfter('Sun, 01 Mar 2026 11:00:00 GMT', now)).toBe(0);
  });

  it('ends an absurd wait at the latest moment a Date holds', () => {
    for (const value of ['99999999999999999999', '9'.repeat(400)]) {
      const wait = parseRetryAfter(value, now) as number;
      expect(wait).toBeGreaterThan(1e14);
      expect(new Date(now + wait).toISOString()).toBe('+275760-09-13T00:00:00.000Z');
    }
  });

  it('ignores what it cannot read', () => {
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter('-3', now)).toBeUndefined();
  });
});
