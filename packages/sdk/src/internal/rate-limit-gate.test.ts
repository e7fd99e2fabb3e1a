import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { inMemoryRateLimitStore } from '../core/in-memory-rate-limit-store';
import { APIError, PermissionDeniedError, RateLimitError } from '../errors/api-error';
import { Log } from './log';
import { RateLimitGate } from './rate-limit-gate';

const start = Date.parse('2026-03-01T12:00:10Z');
const windowEnd = Date.parse('2026-03-01T12:01:00Z');
const noLog = () => {};

const codes: Record<number, string> = { 403: 'api_key_banned', 429: 'rate_limited' };

function answer(status: number, remaining: number | undefined, extra: Record<string, string> = {}): Response {
  const headers: Record<string, string> = { ...extra };
  if (remaining !== undefined) {
    headers['X-RateLimit-Limit'] = '5';
    headers['X-RateLimit-Remaining'] = String(remaining);
    headers['X-RateLimit-Reset'] = String(windowEnd / 1000);
  }
  return new Response(null, { status, headers });
}

/** The error the transport builds of a failed answer, as it hands it to the gate. */
function failureOf(response: Response): APIError | undefined {
  if (response.ok) return undefined;
  const code = codes[response.status];
  return APIError.generate(
    response.status,
    { code, message: 'no', status: response.status } as never,
    response.headers,
  );
}

/** An answer with only the standard fields: a minute and a day quota, `t` seconds from now. */
function standard(
  minute: [number, number],
  day: [number, number],
  extra: Record<string, string> = {},
): Response {
  return new Response(null, {
    headers: {
      ...extra,
      'RateLimit-Policy': '"minute";q=5;w=60, "day";q=100;w=86400',
      RateLimit: `"minute";r=${minute[0]};t=${minute[1]}, "day";r=${day[0]};t=${day[1]}`,
    },
  });
}

function newGate(debug: (message: string) => void = noLog): RateLimitGate {
  const logger = {
    debug: (_: unknown, message: string) => debug(message),
    info: noLog,
    warn: noLog,
    error: noLog,
  };
  return new RateLimitGate(inMemoryRateLimitStore(), 'https://api.example', 'key', new Log(logger, 'debug'));
}

function enter(
  gate: RateLimitGate,
  maxWaitMs = 60_000,
  onWait: (ms: number, reason: string, first: boolean) => void = noLog,
  signal?: AbortSignal,
) {
  const asked = gate.ask(30_000);
  return typeof asked === 'string'
    ? Promise.resolve(asked)
    : gate.wait(asked, signal, maxWaitMs, 30_000, onWait);
}

/** Starts `count` waiting entries and reports how many got through so far. */
function enterMany(gate: RateLimitGate, count: number, maxWaitMs = 60_000) {
  const leases: (string | APIError)[] = [];
  const done = Array.from({ length: count }, () => enter(gate, maxWaitMs).then((turn) => leases.push(turn)));
  return { entered: () => leases.length, leases, done: Promise.all(done) };
}

/** Takes a turn if one is free now, without waiting. */
async function tryEnter(gate: RateLimitGate): Promise<string | undefined> {
  let lease: string | undefined;
  void enter(gate).then((turn) => {
    lease = turn as string;
  });
  await vi.advanceTimersByTimeAsync(0);
  return lease;
}

function leave(gate: RateLimitGate, lease: string | APIError | undefined, response: Response) {
  gate.leave(typeof lease === 'string' ? lease : 'none', response, failureOf(response));
}

describe('RateLimitGate', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
  });
  afterEach(() => vi.useRealTimers());

  it('lets one request learn the window before others go', async () => {
    const gate = newGate();
    const first = await tryEnter(gate);
    expect(first).toBeDefined();
    expect(await tryEnter(gate)).toBeUndefined();
    const waiting = enterMany(gate, 2);
    await vi.advanceTimersByTimeAsync(0);
    const held = waiting.entered();
    leave(gate, first, answer(200, 4));
    await vi.advanceTimersByTimeAsync(0);
    // The probe that found no turn above entered as well once the window was known.
    expect([held, waiting.entered()]).toEqual([0, 2]);
  });

  it('keeps no more requests in flight than remain, and holds the rest until the reset', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(200, 2));
    const [a, b] = [await tryEnter(gate), await tryEnter(gate)];
    const waiting = enterMany(gate, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect([a !== undefined, b !== undefined, waiting.entered()]).toEqual([true, true, 0]);
    leave(gate, a, answer(200, 1));
    leave(gate, b, answer(200, 0));
    await vi.advanceTimersByTimeAsync(windowEnd - start - 1);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1);
    expect(gate.state).toMatchObject({ limit: 5, remaining: 0, resetAt: new Date(windowEnd) });
  });

  it('holds everything until the Retry-After moment of a 429', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(429, 0, { 'Retry-After': '50' }));
    expect(gate.state?.blockedUntil).toEqual(new Date(start + 50_000));
    const waiting = enterMany(gate, 3);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1); // the window reset too: one goes first to learn the new one
  });

  it('after a 429 without rate-limit headers, lets one request go alone once the hold ends', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(429, undefined, { 'Retry-After': '1' }));
    const waiting = enterMany(gate, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.entered()).toBe(1);
  });

  it('counts a 429 answered to the request ahead as the attempt of every call waiting behind it', async () => {
    const gate = newGate();
    const first = await tryEnter(gate);
    const waiting = enterMany(gate, 3);
    await vi.advanceTimersByTimeAsync(0);
    const response = answer(429, undefined, { 'Retry-After': '1' });
    const failure = failureOf(response);
    gate.leave(first!, response, failure);
    await waiting.done;
    expect(waiting.leases).toEqual([failure, failure, failure]);
  });

  it('refuses at once, without waiting, when the hold is longer than allowed', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(429, 0, { 'Retry-After': '50' }));
    const refused = await enter(gate, 10_000).catch((error: unknown) => error);
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
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(403, 3, { 'Retry-After': '900' }));
    const onWait = vi.fn();
    void enter(gate, 1_000_000, onWait);
    await vi.advanceTimersByTimeAsync(0);
    expect(onWait).toHaveBeenCalledWith(900_000, 'ban', true);
    const refused = await enter(gate).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ code: 'api_key_banned', retryAfter: 900 });
  });

  it.each([
    ['absurd delta-seconds', '99999999999999999999'],
    ['more digits than a number holds', '9'.repeat(400)],
  ])('refuses with a RateLimitError, not a RangeError, after a Retry-After of %s', async (_, value) => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(429, 0, { 'Retry-After': value }));
    const refused = await enter(gate).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfter).toBeGreaterThan(60);
    expect(Number.isNaN(gate.state?.blockedUntil?.getTime())).toBe(false);
  });

  it('keeps dates valid and refuses with a RateLimitError after an absurd X-RateLimit-Reset', async () => {
    const gate = newGate();
    const headers = { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1e300' };
    leave(gate, await tryEnter(gate), new Response(null, { headers }));
    expect(Number.isNaN(gate.state?.resetAt.getTime())).toBe(false);
    const refused = await enter(gate).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
  });

  it('lets requests flow when the server sends no rate-limit headers', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(200, undefined));
    const turns = [await tryEnter(gate), await tryEnter(gate), await tryEnter(gate)];
    expect(turns.every((turn) => turn !== undefined)).toBe(true);
    expect(gate.state).toBeUndefined();
  });

  it('keeps sending while quota remains, even when the reset is already past (clock skew)', async () => {
    const gate = newGate();
    const first = await tryEnter(gate);
    vi.setSystemTime(windowEnd + 5_000); // our clock is ahead of the server's
    leave(gate, first, answer(200, 3));
    const turns = [await tryEnter(gate), await tryEnter(gate), await tryEnter(gate), await tryEnter(gate)];
    expect(turns.map((turn) => turn !== undefined)).toEqual([true, true, true, false]);
  });

  it('keeps the lowest remaining of one window when answers arrive out of order', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(200, 1));
    leave(gate, await tryEnter(gate), answer(200, 3));
    expect(gate.state?.remaining).toBe(1);
  });

  it('stops waiting when the signal aborts', async () => {
    const gate = newGate();
    await tryEnter(gate);
    const controller = new AbortController();
    const waiting = enter(gate, 60_000, noLog, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });

  it('tells every waiting call of its wait and why, and marks the first told of each moment', async () => {
    const gate = newGate();
    leave(gate, await tryEnter(gate), answer(429, 0, { 'Retry-After': '50' }));
    const onWait = vi.fn();
    const entries = [enter(gate, 60_000, onWait), enter(gate, 60_000, onWait)];
    await vi.advanceTimersByTimeAsync(50_000);
    leave(gate, await entries[0], answer(200, 4));
    await Promise.all(entries);
    expect(onWait.mock.calls).toEqual([
      [50_000, 'retry-after', true],
      [50_000, 'retry-after', false],
    ]);
  });

  describe('with the standard fields (RateLimit, RateLimit-Policy)', () => {
    it('waits by the binding quota and shows every policy', async () => {
      const gate = newGate();
      leave(gate, await tryEnter(gate), standard([2, 50], [90, 3600]));
      expect(gate.state).toMatchObject({ limit: 5, remaining: 2, resetAt: new Date(start + 50_000) });
      expect(gate.state?.policies).toEqual([
        { name: 'minute', quota: 5, windowSeconds: 60, remaining: 2, resetAt: new Date(start + 50_000) },
        {
          name: 'day',
          quota: 100,
          windowSeconds: 86_400,
          remaining: 90,
          resetAt: new Date(start + 3_600_000),
        },
      ]);
      const turns = [await tryEnter(gate), await tryEnter(gate), await tryEnter(gate)];
      expect(turns.map((turn) => turn !== undefined)).toEqual([true, true, false]);
    });

    it('refuses locally, sending nothing, when the day quota is spent and returns later than allowed', async () => {
      const gate = newGate();
      leave(gate, await tryEnter(gate), standard([4, 50], [0, 40_122]));
      const refused = await enter(gate, 60_000).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect(refused).toMatchObject({ code: 'rate_limited', retryAfter: 40_122 });
    });

    it('waits for the minute when it is the one spent and the day has quota left', async () => {
      const gate = newGate();
      leave(gate, await tryEnter(gate), standard([0, 20], [50, 40_000]));
      const waiting = enterMany(gate, 1);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('reads resets a second apart as one window, so the lowest remaining still wins', async () => {
      const gate = newGate();
      const [a, b] = [await tryEnter(gate), await tryEnter(gate)];
      leave(gate, a, standard([1, 50], [90, 3600]));
      vi.setSystemTime(start + 600); // the later answer dates the same reset 600 ms later
      leave(gate, b, standard([3, 50], [92, 3600]));
      expect(gate.state).toMatchObject({ remaining: 1, resetAt: new Date(start + 50_000) });
    });

    it.each([
      ['a RateLimit that is not a List', 'minute;r=1;t=2,,'],
      ['a quota without t', '"minute";r=1'],
      ['a token where a String names the policy', 'minute;r=1;t=2'],
    ])('ignores %s, logs it at debug, and falls back to X-RateLimit-*', async (_, rateLimit) => {
      const debug = vi.fn();
      const gate = newGate(debug);
      const fallback = answer(200, 3, { RateLimit: rateLimit });
      leave(gate, await tryEnter(gate), fallback);
      expect(gate.state).toMatchObject({ remaining: 3, resetAt: new Date(windowEnd), policies: [] });
      expect(debug).toHaveBeenCalledWith(expect.stringContaining('RateLimit'));
    });

    it('ignores parameters it does not know and quotas counted in other units', async () => {
      const gate = newGate();
      const headers = {
        'RateLimit-Policy': '"minute";q=5;w=60;pk=:AQ==:, "bytes";q=1000;qu="content-bytes"',
        RateLimit: '"minute";r=4;t=30;x=?1, "bytes";r=0;t=9000',
      };
      leave(gate, await tryEnter(gate), new Response(null, { headers }));
      expect(gate.state?.policies.map((policy) => policy.name)).toEqual(['minute']);
      expect(gate.state).toMatchObject({ remaining: 4, resetAt: new Date(start + 30_000) });
    });
  });
});
