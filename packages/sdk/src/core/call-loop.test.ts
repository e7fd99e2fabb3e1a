import { describe, expect, it } from 'vitest';
import { retryWaitMs } from './call-loop';

describe('retryWaitMs', () => {
  it('doubles from 0.5 s and stops growing at 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryWaitMs(retry, undefined, 0))).toEqual([
      500, 1000, 2000, 4000, 8000, 8000, 8000,
    ]);
  });

  it('waits at least Retry-After, even when backoff is shorter', () => {
    expect(retryWaitMs(1, 30_000, 0)).toBe(30_000);
    expect(retryWaitMs(4, 1000, 0)).toBe(4000);
  });

  it('adds jitter that only lengthens the wait', () => {
    for (const random of [0, 0.3, 0.999]) {
      const wait = retryWaitMs(2, 5000, random);
      expect(wait).toBeGreaterThanOrEqual(5000);
      expect(wait).toBeLessThanOrEqual(5000 + 0.25 * 1000);
    }
    expect(retryWaitMs(3, undefined, 1)).toBe(2500);
  });
});
