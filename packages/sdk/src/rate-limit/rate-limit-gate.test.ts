// Home of the rate-limit gate's rules one by one, with the in-memory store: turns, holds, refusals,
// the waits it tells of, and what client.rateLimit shows. (The gate as calls meet it, through the
// mock: test/rate-limit.test.ts.)

import { later, type ServiceClock } from '@petstore/contract/internal';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PermissionDeniedError, RateLimitError } from '../errors/api-error';
import { readAnswer } from '../internal/read-answer';
import { Log } from '../internal/transport';
import { inMemoryRateLimitStore } from './in-memory-rate-limit-store';
import { RateLimitGate } from './rate-limit-gate';
import type { RetryBudget } from './wait-for-turn';

const start = Date.parse('2026-03-01T12:00:10Z');
const windowEnd = Date.parse('2026-03-01T12:01:00Z');
const noLog = () => {};

const codes: Record<number, string> = { 403: 'api_key_banned', 429: 'rate_limited' };

/**
 * The service's clock, as far ahead of the client's (negative: behind): without one, answers send
 * no `Date`, and the service's times are read on the client's clock, as a service without `Date`
 * gets. With one, every answer carries the service's `Date` and its `X-RateLimit-Reset` and
 * `Retry-After` (then an HTTP-date) are the service's times: every rule below holds the same.
 */
const serviceClocks: readonly { name: string; aheadMs: number | undefined }[] = [
  { name: 'no Date', aheadMs: undefined },
  { name: 'the same clock', aheadMs: 0 },
  { name: '7 s ahead', aheadMs: 7_000 },
  { name: '7 s behind', aheadMs: -7_000 },
  { name: '2 min ahead', aheadMs: 120_000 },
  { name: '2 min behind', aheadMs: -120_000 },
  { name: '1 h ahead', aheadMs: 3_600_000 },
  { name: '1 h behind', aheadMs: -3_600_000 },
];
let aheadMs: number | undefined;
/** How far the client's clock was stepped (NTP, the user, a VM resuming): the service's is not. */
let clientStepMs = 0;
const hourMs = 3_600_000;

/** Steps the client's clock by `ms` (negative: back), the service's staying where it is. */
function stepClientClock(ms: number): void {
  clientStepMs += ms;
  vi.setSystemTime(Date.now() + ms);
}

/** The service's headers for `extra`: its `Date`, and a `Retry-After` in seconds as its HTTP-date. */
function serviceHeaders(extra: Record<string, string>): Record<string, string> {
  if (aheadMs === undefined) return { ...extra };
  const serviceNow = Date.now() - clientStepMs + aheadMs;
  const headers: Record<string, string> = { ...extra, Date: new Date(serviceNow).toUTCString() };
  const retryAfter = extra['Retry-After'];
  if (retryAfter !== undefined && /^\d{1,6}$/.test(retryAfter))
    headers['Retry-After'] = new Date(serviceNow + Number(retryAfter) * 1000).toUTCString();
  return headers;
}

function answer(
  status: number,
  remaining: number | undefined,
  extra: Record<string, string> = {},
  resetAt = windowEnd,
): Response {
  const headers = serviceHeaders(extra);
  if (remaining !== undefined) {
    headers['X-RateLimit-Limit'] = '5';
    headers['X-RateLimit-Remaining'] = String(remaining);
    headers['X-RateLimit-Reset'] = String((resetAt + (aheadMs ?? 0)) / 1000);
  }
  return new Response(null, { status, headers });
}

/** An answer with only the standard fields: a minute and a day quota, `t` seconds from now. */
function standard(
  minute: [number, number],
  day: [number, number],
  extra: Record<string, string> = {},
): Response {
  return new Response(null, {
    headers: {
      ...serviceHeaders(extra),
      'RateLimit-Policy': '"minute";q=5;w=60, "day";q=100;w=86400',
      RateLimit: `"minute";r=${minute[0]};t=${minute[1]}, "day";r=${day[0]};t=${day[1]}`,
    },
  });
}

function newLog(debug: (message: string) => void = noLog): Log {
  const logger = {
    debug: (_: unknown, message: string) => debug(message),
    info: noLog,
    warn: noLog,
    error: noLog,
  };
  return new Log(logger, 'debug');
}

function newGate(debug: (message: string) => void = noLog): { gate: RateLimitGate; log: Log } {
  const log = newLog(debug);
  return { gate: new RateLimitGate(inMemoryRateLimitStore(), 'https://api.example', 'key', log), log };
}

/** The gates of two clients that share one in-memory store. */
function twoClientsOfOneStore(): [{ gate: RateLimitGate; log: Log }, { gate: RateLimitGate; log: Log }] {
  const log = newLog();
  const store = inMemoryRateLimitStore();
  const gateOf = () => ({ gate: new RateLimitGate(store, 'https://api.example', 'key', log), log });
  return [gateOf(), gateOf()];
}

function enter(
  { gate }: { gate: RateLimitGate },
  maxWaitMs = 60_000,
  onWait: (ms: number, reason: string, first: boolean) => void = noLog,
  signal?: AbortSignal,
  budget: RetryBudget = { retries: 0, maxRetries: Number.POSITIVE_INFINITY },
): Promise<string> {
  return Promise.resolve(gate.turn({ leaseMs: 30_000, maxWaitMs, signal, budget, onWait }));
}

/** Starts `count` waiting entries and reports how many got through so far. */
function enterMany(client: { gate: RateLimitGate }, count: number, maxWaitMs = 60_000) {
  const leases: string[] = [];
  const done = Array.from({ length: count }, () =>
    enter(client, maxWaitMs).then((turn) => leases.push(turn)),
  );
  return { entered: () => leases.length, leases, done: Promise.all(done) };
}

/** Takes a turn if one is free now, without waiting. */
async function tryEnter(client: { gate: RateLimitGate }): Promise<string | undefined> {
  let lease: string | undefined;
  void enter(client).then((turn) => {
    lease = turn;
  });
  await vi.advanceTimersByTimeAsync(0);
  return lease;
}

/** Gives the turn back with `response` read as the client reads it (an error's body names its code). */
function leave(
  { gate, log }: { gate: RateLimitGate; log: Log },
  lease: string | undefined,
  response: Response,
) {
  const code = codes[response.status];
  const body = response.ok ? '' : JSON.stringify({ code, message: 'no', status: response.status });
  gate.leave(
    lease ?? 'none',
    readAnswer({
      response,
      text: body,
      apiKey: 'pk_gate_test',
      log,
      sentAt: gate.clock.now(),
      at: gate.clock.now(),
      knownClock: undefined,
    }),
  );
}

describe.each(serviceClocks)('RateLimitGate, the service’s clock: $name', (serviceClock) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
    aheadMs = serviceClock.aheadMs;
    clientStepMs = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('lets one request learn the window before others go', async () => {
    const client = newGate();
    const first = await tryEnter(client);
    expect(first).toBeDefined();
    expect(await tryEnter(client)).toBeUndefined();
    const waiting = enterMany(client, 2);
    await vi.advanceTimersByTimeAsync(0);
    const held = waiting.entered();
    leave(client, first, answer(200, 4));
    await vi.advanceTimersByTimeAsync(0);
    // The probe that found no turn above entered as well once the window was known.
    expect([held, waiting.entered()]).toEqual([0, 2]);
  });

  it('keeps no more requests in flight than remain, and holds the rest until the reset', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(200, 2));
    const [a, b] = [await tryEnter(client), await tryEnter(client)];
    const waiting = enterMany(client, 1);
    await vi.advanceTimersByTimeAsync(0);
    expect([a !== undefined, b !== undefined, waiting.entered()]).toEqual([true, true, 0]);
    leave(client, a, answer(200, 1));
    leave(client, b, answer(200, 0));
    await vi.advanceTimersByTimeAsync(windowEnd - start - 1);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1);
    expect(client.gate.state).toMatchObject({ limit: 5, remaining: 0, resetAt: new Date(windowEnd) });
  });

  it('holds everything until the Retry-After moment of a 429', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': '50' }));
    expect(client.gate.state?.blockedUntil).toEqual(new Date(start + 50_000));
    const waiting = enterMany(client, 3);
    await vi.advanceTimersByTimeAsync(49_999);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1); // the window reset too: one goes first to learn the new one
  });

  it('after a 429 without rate-limit headers, lets one request go alone once the hold ends', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(429, undefined, { 'Retry-After': '1' }));
    const waiting = enterMany(client, 3);
    await vi.advanceTimersByTimeAsync(1000);
    expect(waiting.entered()).toBe(1);
  });

  it('holds the calls waiting behind a 429 until its Retry-After moment, each spending one retry', async () => {
    const client = newGate();
    const first = await tryEnter(client);
    const onWait = vi.fn();
    const budgets = Array.from({ length: 3 }, () => ({ retries: 0, maxRetries: 2 }));
    const waiting = budgets.map((budget) => enter(client, 60_000, onWait, undefined, budget));
    await vi.advanceTimersByTimeAsync(0);
    leave(client, first, answer(429, undefined, { 'Retry-After': '1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(budgets.map((budget) => budget.retries)).toEqual([1, 1, 1]);
    expect(onWait.mock.calls).toEqual([
      [1000, 'retry-after', true],
      [1000, 'retry-after', false],
      [1000, 'retry-after', false],
    ]);
    await vi.advanceTimersByTimeAsync(999);
    const entered: string[] = [];
    for (const entry of waiting) void entry.then((lease) => entered.push(lease));
    await vi.advanceTimersByTimeAsync(0);
    expect(entered).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(entered).toHaveLength(1); // the 429 had no window: one goes alone to learn it
  });

  it('refuses, not sent, a waiting call that has no retry left for the 429 answered ahead of it; its retries stay at maxRetries', async () => {
    const client = newGate();
    const first = await tryEnter(client);
    const budget = { retries: 1, maxRetries: 1 };
    const refused = enter(client, 60_000, noLog, undefined, budget).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(0);
    leave(client, first, answer(429, undefined, { 'Retry-After': '2' }));
    const error = await refused;
    expect(budget).toEqual({ retries: 1, maxRetries: 1 });
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 2, requestId: undefined });
    expect((error as Error).message).toMatch(
      /^429 rate_limited: Not sent: this client holds its requests until .*, and this call has no retry left$/,
    );
  });

  it('spends at most maxRetries on the 429s answered while a call waits, and then refuses it', async () => {
    const client = newGate();
    const budget = { retries: 0, maxRetries: 2 };
    leave(client, await tryEnter(client), answer(200, 0));
    const refused = enter(client, 60_000, noLog, undefined, budget).catch((error: unknown) => error);
    const seen: number[] = [];
    for (let hold = 0; hold < 4; hold++) {
      leave(client, undefined, answer(429, 0, { 'Retry-After': '5' }));
      await vi.advanceTimersByTimeAsync(0);
      seen.push(budget.retries);
    }
    expect(await refused).toBeInstanceOf(RateLimitError);
    expect(seen).toEqual([1, 2, 2, 2]);
  });

  it('refuses at once, without waiting, when the hold is longer than allowed', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': '50' }));
    const refused = await enter(client, 10_000).catch((error: unknown) => error);
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
    const client = newGate();
    leave(client, await tryEnter(client), answer(403, 3, { 'Retry-After': '900' }));
    const onWait = vi.fn();
    void enter(client, 1_000_000, onWait);
    await vi.advanceTimersByTimeAsync(0);
    expect(onWait).toHaveBeenCalledWith(900_000, 'ban', true);
    const refused = await enter(client).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PermissionDeniedError);
    expect(refused).toMatchObject({ code: 'api_key_banned', retryAfter: 900 });
  });

  it.each([
    ['absurd delta-seconds', '99999999999999999999'],
    ['more digits than a number holds', '9'.repeat(400)],
  ])('refuses with a RateLimitError, not a RangeError, after a Retry-After of %s', async (_, value) => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': value }));
    const refused = await enter(client).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
    expect((refused as RateLimitError).retryAfter).toBeGreaterThan(60);
    expect(Number.isNaN(client.gate.state?.blockedUntil?.getTime())).toBe(false);
  });

  it('keeps dates valid and refuses with a RateLimitError after an absurd X-RateLimit-Reset', async () => {
    const client = newGate();
    const headers = { 'X-RateLimit-Limit': '5', 'X-RateLimit-Remaining': '0', 'X-RateLimit-Reset': '1e300' };
    leave(client, await tryEnter(client), new Response(null, { headers }));
    expect(Number.isNaN(client.gate.state?.resetAt.getTime())).toBe(false);
    const refused = await enter(client).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RateLimitError);
  });

  it('lets requests flow when the server sends no rate-limit headers', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(200, undefined));
    const turns = [await tryEnter(client), await tryEnter(client), await tryEnter(client)];
    expect(turns.every((turn) => turn !== undefined)).toBe(true);
    expect(client.gate.state).toBeUndefined();
  });

  it('keeps sending while quota remains, even when the reset is already past (clock skew)', async () => {
    const client = newGate();
    const first = await tryEnter(client);
    vi.setSystemTime(windowEnd + 5_000); // our clock is ahead of the server's
    leave(client, first, answer(200, 3));
    const turns = [
      await tryEnter(client),
      await tryEnter(client),
      await tryEnter(client),
      await tryEnter(client),
    ];
    expect(turns.map((turn) => turn !== undefined)).toEqual([true, true, true, false]);
  });

  it('keeps the lowest remaining of one window when answers arrive out of order', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(200, 2));
    const [a, b] = [await tryEnter(client), await tryEnter(client)];
    leave(client, a, answer(200, 0));
    leave(client, b, answer(200, 1)); // sent before `a`, answered after it
    expect(client.gate.state?.remaining).toBe(0); // client.rateLimit says what the gate goes by
    expect(await tryEnter(client)).toBeUndefined();
  });

  it('keeps one window for gates that read the service’s clock a second apart: a late answer never reopens a spent window', async () => {
    const [early, late] = twoClientsOfOneStore();
    /**
     * Reads `response`, here now and sent `inTransitMs` before, as its client reads its first
     * answer: what the client knows of the service's clock is this answer's `Date`.
     */
    const read = (
      { gate, log }: { gate: RateLimitGate; log: Log },
      lease: string | undefined,
      response: Response,
      inTransitMs: number,
    ) =>
      gate.leave(
        lease ?? 'none',
        readAnswer({
          response,
          text: '',
          apiKey: 'key',
          log,
          sentAt: later(gate.clock.now(), -inTransitMs),
          at: gate.clock.now(),
          knownClock: undefined,
        }),
      );
    // Made at .000 of a second and here at once: `early` reads the service's times as they are.
    read(early, await tryEnter(early), answer(200, 2), 0);
    vi.setSystemTime(start + 900);
    const [first, second] = [await tryEnter(late), await tryEnter(early)];
    vi.setSystemTime(start + 950);
    const counted = answer(200, 1); // `late`'s request, counted first, answered 100 ms late
    vi.setSystemTime(start + 960);
    read(early, second, answer(200, 0), 60); // the window is spent
    vi.setSystemTime(start + 1_050);
    // Its `Date` names the second its answer was made in, 950 ms before: `late` reads the service's
    // times 1050 ms later than `early`, the reset of this window too.
    read(late, first, counted, 150);
    // Neither sends into the spent window: both wait for its reset, dated by `early`.
    const waiting = enterMany(late, 1);
    await vi.advanceTimersByTimeAsync(windowEnd - Date.now() - 1);
    expect(waiting.entered()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(waiting.entered()).toBe(1);
    expect(await tryEnter(early)).toBeUndefined(); // the one turn learns the new window
  });

  it('shows a newer window at once, and never an older one answered late', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(200, 4));
    const late = await tryEnter(client);
    vi.setSystemTime(windowEnd + 1_000);
    leave(client, await tryEnter(client), answer(200, 4, {}, windowEnd + 60_000));
    expect(client.gate.state).toMatchObject({ remaining: 4, resetAt: new Date(windowEnd + 60_000) });
    leave(client, late, answer(200, 3)); // of the window before
    expect(client.gate.state).toMatchObject({ remaining: 4, resetAt: new Date(windowEnd + 60_000) });
  });

  it('stops waiting when the signal aborts', async () => {
    const client = newGate();
    await tryEnter(client);
    const controller = new AbortController();
    const waiting = enter(client, 60_000, noLog, controller.signal);
    await vi.advanceTimersByTimeAsync(0);
    controller.abort(new Error('stop'));
    await expect(waiting).rejects.toThrow('stop');
  });

  it('tells every waiting call of its wait and why, and marks the first told of each moment', async () => {
    const client = newGate();
    leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': '50' }));
    const onWait = vi.fn();
    const entries = [enter(client, 60_000, onWait), enter(client, 60_000, onWait)];
    await vi.advanceTimersByTimeAsync(50_000);
    leave(client, await entries[0], answer(200, 4));
    await Promise.all(entries);
    expect(onWait.mock.calls).toEqual([
      [50_000, 'retry-after', true],
      [50_000, 'retry-after', false],
    ]);
  });

  describe('when the client’s clock steps (the service’s does not)', () => {
    it('lets a call go when the spent window reopens after the clock stepped back an hour, never earlier', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), answer(200, 0));
      stepClientClock(-hourMs);
      const waiting = enterMany(client, 1);
      await vi.advanceTimersByTimeAsync(windowEnd - start - 1);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
      expect(client.gate.state?.resetAt).toEqual(new Date(windowEnd - hourMs)); // on Date.now()'s clock
    });

    it('holds until the Retry-After moment of a 429 after the clock stepped back an hour, never earlier', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': '50' }));
      stepClientClock(-hourMs);
      expect(client.gate.state?.blockedUntil).toEqual(new Date(start + 50_000 - hourMs));
      const onWait = vi.fn();
      const waiting = enterMany(client, 3);
      void enter(client, 60_000, onWait);
      await vi.advanceTimersByTimeAsync(49_999);
      expect(waiting.entered()).toBe(0);
      expect(onWait.mock.calls[0]?.slice(0, 2)).toEqual([50_000, 'retry-after']);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('lets a call waiting when the clock steps back an hour go late by the wait it had done, never refused', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), answer(200, 0));
      const wait = windowEnd - start;
      const waiting = enterMany(client, 1);
      await vi.advanceTimersByTimeAsync(10_000);
      stepClientClock(-hourMs);
      // The gate cannot tell when in the wait its clock stepped: it counts the wait done as none.
      await vi.advanceTimersByTimeAsync(wait - 10_000 + wait - 1);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('takes a step back under a second as it is, and two steps back as their sum', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), answer(429, 0, { 'Retry-After': '50' }));
      stepClientClock(-900);
      expect(client.gate.clock.now()).toBe(start - 900);
      stepClientClock(-hourMs);
      expect(client.gate.clock.now()).toBe(start);
      stepClientClock(-hourMs);
      const waiting = enterMany(client, 1);
      await vi.advanceTimersByTimeAsync(49_999);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('keeps one frame for the gates that share a store: a hold one learns after a step back is never short for another', async () => {
      const [a, b] = twoClientsOfOneStore();
      leave(a, await tryEnter(a), answer(200, 5));
      const turn = await tryEnter(b);
      await vi.advanceTimersByTimeAsync(30_000);
      expect(a.gate.state).toBeDefined(); // only a reads its clock late in the window
      stepClientClock(-hourMs);
      leave(b, turn, answer(429, 0, { 'Retry-After': '50' }));
      const waiting = enterMany(a, 1);
      await vi.advanceTimersByTimeAsync(49_999);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('lets at most one request go early after the clock stepped forward an hour, then holds by its 429', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), answer(200, 0));
      stepClientClock(hourMs);
      const waiting = enterMany(client, 3);
      await vi.advanceTimersByTimeAsync(0);
      expect(waiting.entered()).toBe(1);
      leave(client, waiting.leases[0], answer(429, 0, { 'Retry-After': '50' }));
      await vi.advanceTimersByTimeAsync(49_999);
      expect(waiting.entered()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(2); // one learns the window the service reopened
    });
  });

  describe('with the standard fields (RateLimit, RateLimit-Policy)', () => {
    it('waits by the binding quota and shows every policy', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), standard([2, 50], [90, 3600]));
      expect(client.gate.state).toMatchObject({ limit: 5, remaining: 2, resetAt: new Date(start + 50_000) });
      expect(client.gate.state?.policies).toEqual([
        { name: 'minute', quota: 5, windowSeconds: 60, remaining: 2, resetAt: new Date(start + 50_000) },
        {
          name: 'day',
          quota: 100,
          windowSeconds: 86_400,
          remaining: 90,
          resetAt: new Date(start + 3_600_000),
        },
      ]);
      const turns = [await tryEnter(client), await tryEnter(client), await tryEnter(client)];
      expect(turns.map((turn) => turn !== undefined)).toEqual([true, true, false]);
    });

    it('refuses locally, sending nothing, when the day quota is spent and returns later than allowed', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), standard([4, 50], [0, 40_122]));
      const refused = await enter(client, 60_000).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect(refused).toMatchObject({ code: 'rate_limited', retryAfter: 40_122 });
    });

    it('waits for the minute when it is the one spent and the day has quota left', async () => {
      const client = newGate();
      leave(client, await tryEnter(client), standard([0, 20], [50, 40_000]));
      const waiting = enterMany(client, 1);
      await vi.advanceTimersByTimeAsync(19_999);
      expect(waiting.entered()).toBe(0);
      await vi.advanceTimersByTimeAsync(1);
      expect(waiting.entered()).toBe(1);
    });

    it('reads resets a second apart as one window, so the lowest remaining still wins', async () => {
      const client = newGate();
      const [a, b] = [await tryEnter(client), await tryEnter(client)];
      leave(client, a, standard([1, 50], [90, 3600]));
      vi.setSystemTime(start + 600); // the later answer dates the same reset 600 ms later
      leave(client, b, standard([3, 50], [92, 3600]));
      const turns = [await tryEnter(client), await tryEnter(client)];
      expect(turns.map((turn) => turn !== undefined)).toEqual([true, false]);
    });

    it.each([
      ['a RateLimit that is not a List', 'minute;r=1;t=2,,'],
      ['a quota without t', '"minute";r=1'],
      ['a token where a String names the policy', 'minute;r=1;t=2'],
    ])('ignores %s, logs it at debug, and falls back to X-RateLimit-*', async (_, rateLimit) => {
      const debug = vi.fn();
      const client = newGate(debug);
      const fallback = answer(200, 3, { RateLimit: rateLimit });
      leave(client, await tryEnter(client), fallback);
      expect(client.gate.state).toMatchObject({ remaining: 3, resetAt: new Date(windowEnd), policies: [] });
      expect(debug).toHaveBeenCalledWith(expect.stringContaining('RateLimit'));
    });

    it('says at debug where the service’s clock is, once, when it is a second or more from this one', async () => {
      const debug = vi.fn();
      const client = newGate(debug);
      const first = answer(200, 3);
      const read = (response: Response, knownClock: ServiceClock | undefined) =>
        readAnswer({
          response,
          text: '',
          apiKey: 'key',
          log: client.log,
          sentAt: client.gate.clock.now(),
          at: client.gate.clock.now(),
          knownClock,
        });
      const known = read(first, undefined).serviceClock;
      read(answer(200, 2), known);
      const said = debug.mock.calls.filter(([message]) => String(message).includes('clock'));
      const seconds = (aheadMs ?? 0) / 1000;
      if (Math.abs(seconds) < 1) expect(said).toEqual([]);
      else
        expect(said).toEqual([[`The service's clock (its Date) is ${seconds.toFixed(1)} s from this one`]]);
    });

    it('ignores parameters it does not know and quotas counted in other units', async () => {
      const client = newGate();
      const headers = {
        'RateLimit-Policy': '"minute";q=5;w=60;pk=:AQ==:, "bytes";q=1000;qu="content-bytes"',
        RateLimit: '"minute";r=4;t=30;x=?1, "bytes";r=0;t=9000',
      };
      leave(client, await tryEnter(client), new Response(null, { headers }));
      expect(client.gate.state?.policies.map((policy) => policy.name)).toEqual(['minute']);
      expect(client.gate.state).toMatchObject({ remaining: 4, resetAt: new Date(start + 30_000) });
    });
  });
});

// A call that waits its turn never needs another call to wake it: in a Cloudflare Worker the other
// call belongs to another request, whose wake-up the runtime does not let resume this one
// (docs/design/0028-waking-without-another-request.md).
describe('RateLimitGate: a waiting call wakes on its own timer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(start);
    aheadMs = undefined;
    clientStepMs = 0;
  });
  afterEach(() => vi.useRealTimers());

  /** Starts waiting calls 0, 1, 2… in that order; `order` lists them as they get their turn. */
  function enterInOrder(client: { gate: RateLimitGate }, count: number) {
    const order: number[] = [];
    const leases = new Map<number, string>();
    for (let index = 0; index < count; index++)
      void enter(client).then((lease) => {
        order.push(index);
        leases.set(index, lease);
      });
    return { order, leases };
  }

  it('asks again when the lease of the turn ahead ends, with no other call answering, first come first served', async () => {
    const client = newGate();
    // A turn never given back: its request was cancelled before its `finally` ran (a Worker's
    // client went away), so no answer will ever wake the calls behind it.
    expect(await tryEnter(client)).toBeDefined();
    const waiting = enterInOrder(client, 3);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(waiting.order).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    // The lease (30 s here) ended: the first call waiting goes alone to learn the window.
    expect(waiting.order).toEqual([0]);
    leave(client, waiting.leases.get(0), answer(200, 4));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.order).toEqual([0, 1, 2]);
  });

  it('is woken at once by an answer to a client sharing its store, first come first served', async () => {
    const [a, b] = twoClientsOfOneStore();
    const first = await tryEnter(a);
    const waiting = enterInOrder(b, 3);
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.order).toEqual([]);
    leave(a, first, answer(200, 2));
    await vi.advanceTimersByTimeAsync(0);
    expect(waiting.order).toEqual([0, 1]);
  });
});
