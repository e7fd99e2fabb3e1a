import { describe, expect, it } from 'vitest';
import { formatRateLimitFields, parseRateLimitFields } from '../src/wire/rate-limit-fields';

const minute = { name: 'minute', windowSeconds: 60, remaining: 4, resetSeconds: 30 };

describe('reading the standard rate-limit fields', () => {
  it('reads each policy field it is given, also after reading another one', () => {
    const free = formatRateLimitFields([{ ...minute, quota: 60 }]);
    const pro = formatRateLimitFields([{ ...minute, quota: 600 }]);
    const quotaOf = (fields: typeof free) =>
      parseRateLimitFields(fields.rateLimit, fields.policy).quotas?.[0];
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(quotaOf(pro)).toEqual({ ...minute, quota: 600 });
    expect(quotaOf(free)).toEqual({ ...minute, quota: 60 });
    expect(parseRateLimitFields(free.rateLimit, null).quotas?.[0]).toEqual({
      ...minute,
      quota: undefined,
      windowSeconds: undefined,
    });
  });

  it('ignores a malformed policy field as a whole, and reads the next one again', () => {
    const fields = formatRateLimitFields([{ ...minute, quota: 60 }]);
    expect(parseRateLimitFields(fields.rateLimit, '"minute";q=')).toEqual({
      quotas: [{ ...minute, quota: undefined, windowSeconds: undefined }],
      problem: 'RateLimit-Policy: not a Structured Field List',
    });
    expect(parseRateLimitFields(fields.rateLimit, fields.policy).quotas?.[0]?.quota).toBe(60);
  });
});
