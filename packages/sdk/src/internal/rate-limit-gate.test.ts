import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionDeniedError, RateLimitError } from '../errors/api-error';
import { RateLimitGate } from './rate-limit-gate';

const start = Date.parse('2026-03-01T12:00:10Z');
const windowEnd = Date.parse('2026-03-01T12:01:00Z');
const noLog = () => {};

function answer(status: number, remaining: number | undefined, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...extra };
  if (remaining !== undefined) {
    headers['X-RateLimit-Limit'] = '5';
    headers['X-RateLimit-Remaining'] = String(remaining);
    headers['X-RateLimit-Reset'] = String(windowEnd / 1000);
  }
  return new Response(null, { status, headers });
}

/** Starts `count` waiting entries and reports how many got through so far. */
function enterMany(gate: RateLimitGate, count: number, maxWaitMs = 60_000) {
  let entered = 0;
  const done = Array.from({ length: count }, () =>
    gate.enter(undefined, maxWaitMs, noLog).then(() => entered++),
  );
  return { entered: () => entered, done: Promise.all(done) };
}

describe('RateLimitGate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('lets one request learn the window before others go', async () => {
    const gate = new RateLimitGate();
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
    const waiting = enterMany(gate, 2);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.entered()).toBe(0);
    gate.leave(answer(200, 4));
    await waiting.done;
    expect(waiting.entered()).toBe(2);
  });

  it('keeps no more requests in flight than remain, and holds the rest until the reset', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(200, 2));
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(true);
    expect(gate.tryEnter()).toBe(false);
    gate.leave(answer(200, 1));
    gate.leave(answer(200, 0));
    const waiting = enterMany(gate, 1);
    await vi.advanceTimersByTimeAsync(windowEnd - start - 1);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1);
    expect(gate.state).toMatchObject({ limit: 5, remaining: 0, resetAt: new Date(windowEnd) });
  });

  it('holds everything until the Retry-After moment of a 429', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(429, 0, { 'Retry-After': '50' }));
    expect(gate.state?.blockedUntil).toEqual(new Date(start + 50_000));
    const waiting = enterMany(gate, 3);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1); // the window reset too: one goes first to learn the new one
  });

  it('refuses at once, without waiting, when the hold is longer than allowed', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(429, 0, { 'Retry-After': '50' }));
    const refused = await gate.enter(undefined, 10_000, noLog).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect(refused).toMatchObject({
      status: 429,
      code: 'rate_limited',
      retryAfter: 50,
      requestId: undefined,
    });
    expect((refused as Error).message).toMatch(/^429 rate_limited: Not sent/);
  });

  it('holds everything during a ban and refuses with the ban error', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(403, 3, { 'Retry-After': '900' }));
    const refused = await gate.enter(undefined, 60_000, noLog).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ code: 'api_key_banned', retryAfter: 900 });
  });

  it.each([
    ['absurd delta-seconds', '99999999999999999999'],
    ['more digits than a number holds', '9'.repeat(400)],
  ])('refuses with a RateLimitError, not a RangeError, after a Retry-After of %s', async (_, value) => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(429, 0, { 'Retry-After': value }));
    const refused = await gate.enter(undefined, 60_000, noLog).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfter).toBeGreaterThan(60);
    expect(Number.isNaN(gate.state?.blockedUntil?.getTime())).toBe(false);
  });

  it('keeps dates valid and refuses with a RateLimitError after an absurd X-RateLimit-Reset', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    const headers = { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1e300' };
    gate.leave(new Response(null, { headers }));
    expect(Number.isNaN(gate.state?.resetAt.getTime())).toBe(false);
    const refused = await gate.enter(undefined, 60_000, noLog).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
  });

  it('lets requests flow when the server sends no rate-limit headers', () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(200, undefined));
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([true, true, true]);
    expect(gate.state).toBeUndefined();
  });

  it('keeps sending while quota remains, even when the reset is already past (clock skew)', () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    vi.setSystemTime(windowEnd + 5_000); // our clock is ahead of the server's
    gate.leave(answer(200, 3));
    expect([gate.tryEnter(), gate.tryEnter(), gate.tryEnter(), gate.tryEnter()]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('keeps the lowest remaining of one window when answers arrive out of order', () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(200, 1));
    gate.tryEnter();
    gate.leave(answer(200, 3));
    expect(gate.state?.remaining).toBe(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    const controller = new AbortController();
    const waiting = gate.enter(controller.signal, 60_000, noLog);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });

  it('announces each hold once', async () => {
    const gate = new RateLimitGate();
    gate.tryEnter();
    gate.leave(answer(429, 0, { 'Retry-After': '50' }));
    const onWait = vi.fn();
    const entries = [gate.enter(undefined, 60_000, onWait), gate.enter(undefined, 60_000, onWait)];
    await vi.advanceTimersByTimeAsync(50_000);
    gate.leave(answer(200, 4));
    await Promise.all(entries);
    expect(onWait).toHaveBeenCalledTimes(1);
    expect(onWait).toHaveBeenCalledWith(50_000);
  });
});
