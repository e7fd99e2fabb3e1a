import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { maxTimerMs, sleep } from './transport';

describe('sleep', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('waits no longer than a timer can keep, instead of firing at once', async () => {
    let done = false;
    void sleep(maxTimerMs * 10).then(() => {
      done = true;
    });
    await vi.advanceTimersByTimeAsync(maxTimerMs - 1);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done).toBe(true);
  });
});
