// Home of the rate-limit gate as calls meet it, through the real mock: bursts, 429s and bans
// ridden out, clients sharing a key or a store, client.rateLimit, its log lines, with either
// generation of rate-limit fields. (Its rules one by one: src/rate-limit/rate-limit-gate.test.ts;
// many processes through Redis: tests/fleet.)
import { headerNames } from '@petstore/contract';
import { describe, expect, it, vi } from 'vitest';
import { inMemoryRateLimitStore, RateLimitError, type RateLimitStore } from '../src/index';
import {
  createClient,
  entryPoints,
  exhaust,
  failure,
  freezeTime,
  recordingFetch,
  run,
  type SdkClient,
  type SentRequest,
  useMock,
} from './support';

const quota = 5;
const perDay = 12;
const mock = useMock({
  plans: { small: { perMinute: quota, perDay: 1000 }, daily: { perMinute: quota, perDay } },
  keys: { 'small-key': 'small', 'daily-key': 'daily' },
});

/**
 * A service that sends only `RateLimit-Policy` and `RateLimit` (draft-ietf-httpapi-ratelimit-headers-10):
 * the mock's answers without their `X-RateLimit-*`.
 */
const standardFieldsOnly: typeof globalThis.fetch = async (input, init) => {
  const answer = await globalThis.fetch(input, init);
  const headers = new Headers(answer.headers);
  for (const name of [headerNames.rateLimitLimit, headerNames.rateLimitRemaining, headerNames.rateLimitReset])
    headers.delete(name);
  return new Response(answer.body, { status: answer.status, headers });
};
const start = '2026-03-01T12:00:10Z';

/**
 * A service as a real deployment may be: the header generations it sends (`X-RateLimit-*` alone is
 * the spec's), how far its clock is ahead of the client's (its `Date`, `X-RateLimit-Reset` and
 * `Retry-After`, then an HTTP-date, read its own clock), and whether its answers come late and
 * out of order (the mock's latency fault, up to 150 ms, different for each answer).
 */
interface Service {
  readonly name: string;
  readonly headers: 'both' | 'x-ratelimit';
  readonly aheadMs: number;
  readonly latency: boolean;
}

const services: readonly Service[] = [
  { name: 'both generations, the same clock', headers: 'both', aheadMs: 0, latency: false },
  { name: 'X-RateLimit-* alone, the same clock', headers: 'x-ratelimit', aheadMs: 0, latency: false },
  ...[
    ['9 s ahead', 9_000],
    ['9 s behind', -9_000],
    ['2 min ahead', 120_000],
    ['2 min behind', -120_000],
    ['1 h ahead', 3_600_000],
    ['1 h behind', -3_600_000],
  ].map(([name, aheadMs]) => ({
    name: `X-RateLimit-* alone, a clock ${name}, answers late`,
    headers: 'x-ratelimit' as const,
    aheadMs: aheadMs as number,
    latency: true,
  })),
];

/** The latency fault of `service`: a fixed sequence of 0–150 ms, one answer each, so answers overtake each other. */
function answerLate(service: Service): void {
  if (service.latency)
    for (let index = 0; index < 100; index++) mock.faults.inject({ latencyMs: (index * 67) % 151, times: 1 });
}

/**
 * Makes the mock the service `service` describes: its clock moved, its latency fault injected,
 * and a front that keeps only `X-RateLimit-*` and writes `Retry-After` as an HTTP-date of the
 * service's clock, as a real host may.
 */
function serve(service: Service): typeof globalThis.fetch {
  mock.clock.set(Date.now() + service.aheadMs);
  if (service.headers === 'both') return globalThis.fetch;
  return async (input, init) => {
    const answer = await globalThis.fetch(input, init);
    const headers = new Headers(answer.headers);
    headers.delete(headerNames.rateLimit);
    headers.delete(headerNames.rateLimitPolicy);
    const seconds = headers.get(headerNames.retryAfter);
    if (seconds !== null) {
      const until = Math.ceil((mock.clock.now() + Number(seconds) * 1000) / 1000) * 1000;
      headers.set(headerNames.retryAfter, new Date(until).toUTCString());
    }
    return new Response(answer.body, { status: answer.status, headers });
  };
}

function burst(client: SdkClient, calls: number) {
  return Promise.all(Array.from({ length: calls }, (_, index) => client.categories.list({ offset: index })));
}

/**
 * Every 429 a client received, as the window it forbids: from its sending to its Retry-After
 * moment (seconds, or an HTTP-date of a service `aheadMs` ahead of the client).
 */
function heldWindows(sent: readonly SentRequest[], aheadMs = 0) {
  return sent
    .filter((request) => request.status === 429)
    .map(({ time, retryAfter }) => ({
      from: time,
      until: /^\d+$/.test(retryAfter ?? '')
        ? time + Number(retryAfter) * 1000
        : Date.parse(retryAfter ?? '') - aheadMs,
    }));
}

function sentInside(sent: readonly SentRequest[], windows: ReturnType<typeof heldWindows>) {
  return sent.filter((request) =>
    windows.some((window) => request.time > window.from && request.time < window.until),
  );
}

/** The entry points against the mock as it is, and the client against every other service. */
const gateCases = [
  ...entryPoints.map((entry) => ({ entry, service: services[0] as Service })),
  ...services.slice(1).map((service) => ({ entry: 'client' as const, service })),
];

describe.each(gateCases)('the gate against $service.name ($entry)', ({ entry, service }) => {
  /** The start of the `index`-th minute of the service's clock from the test's start (its windows). */
  const serviceMinute = (index: number) =>
    (Math.floor((Date.parse(start) + service.aheadMs) / 60_000) + index) * 60_000;

  it('rides out a burst four times the quota: every call answered, no 429, no ban', async () => {
    freezeTime(start);
    const fetch = serve(service);
    answerLate(service);
    const { client } = createClient({ apiKey: 'small-key', fetch }, entry);
    const pages = await run(burst(client, 4 * quota));
    expect(pages).toHaveLength(4 * quota);
    const statuses = mock.journal.entries.map((entry) => entry.status);
    expect(statuses).toEqual(Array(4 * quota).fill(200));
    // Five per minute window of the service's clock (the journal's times are its): the gate
    // waited for each reset instead of being refused, and went within a second of it.
    const windows = mock.journal.entries.map((entry) => Math.floor(entry.time / 60_000) * 60_000);
    expect(windows).toEqual([0, 1, 2, 3].flatMap((index) => Array(quota).fill(serviceMinute(index))));
    const firstOfLast = mock.journal.entries[3 * quota]?.time ?? 0;
    expect(firstOfLast - serviceMinute(3)).toBeLessThan(1200);
  });

  it('after a 429, sends nothing before the Retry-After moment, and concurrent calls wait at one gate', async () => {
    freezeTime(start);
    const front = serve(service);
    await exhaust(mock.baseUrl, 'small-key', quota); // another process spent this minute's quota
    mock.journal.clear();
    answerLate(service);
    const recorder = recordingFetch(front);
    const { client } = createClient({ apiKey: 'small-key', fetch: recorder.fetch }, entry);
    const pages = await run(burst(client, 3 * quota));
    expect(pages).toHaveLength(3 * quota);

    const windows = heldWindows(recorder.sent, service.aheadMs);
    expect(windows).toHaveLength(1); // one probe met the limit; the other calls waited at the gate
    expect(sentInside(recorder.sent, windows)).toEqual([]);
    // The retry went when the service's minute turned (its Retry-After, by its clock), within a second.
    const refused = mock.journal.entries.findIndex((entry) => entry.status === 429);
    const retried = mock.journal.entries[refused + 1]?.time ?? 0;
    expect(retried).toBeGreaterThanOrEqual(serviceMinute(1));
    expect(retried).toBeLessThan(serviceMinute(1) + 1200);
    expect(mock.journal.entries.filter((entry) => entry.status === 403)).toEqual([]);
    expect(mock.journal.entries.filter((entry) => entry.status === 200)).toHaveLength(3 * quota);
  });

  it.each([
    ['back', -3_600_000],
    ['forward', 3_600_000],
  ])(
    'answers every call when the client’s clock steps %s an hour with the window spent: at most one 429, no ban',
    async (_, stepMs) => {
      freezeTime(start);
      const fetch = serve(service);
      answerLate(service);
      const { client } = createClient({ apiKey: 'small-key', fetch }, entry);
      expect(await run(burst(client, quota))).toHaveLength(quota);
      // The client's clock steps (NTP, the user, a VM resuming); the service's does not.
      const serviceNow = mock.clock.now();
      vi.setSystemTime(Date.now() + stepMs);
      mock.clock.set(serviceNow);
      expect(await run(burst(client, quota))).toHaveLength(quota);
      const statuses = mock.journal.entries.map((entry) => entry.status);
      expect(statuses.filter((status) => status === 429).length).toBeLessThanOrEqual(stepMs > 0 ? 1 : 0);
      expect(statuses.filter((status) => status === 403)).toEqual([]);
      // The second burst went into the service's next minute, not before it.
      const answered = mock.journal.entries.filter((entry) => entry.status === 200);
      expect(answered.slice(quota).every((entry) => entry.time >= serviceMinute(1))).toBe(true);
    },
  );

  it('keeps two clients sharing a key clear of a ban, each honouring its own Retry-After', async () => {
    freezeTime(start);
    const front = serve(service);
    answerLate(service);
    const first = recordingFetch(front);
    const second = recordingFetch(front);
    const clients = [
      createClient({ apiKey: 'small-key', fetch: first.fetch }, entry).client,
      createClient({ apiKey: 'small-key', fetch: second.fetch }, entry).client,
    ];
    const results = await run(Promise.all(clients.map((client) => burst(client, 3 * quota))));
    expect(results.flat()).toHaveLength(6 * quota);
    expect(mock.journal.entries.some((entry) => entry.status === 429)).toBe(true); // they did compete
    // No request of either reached the service while a 429 of its own held it (by the service's clock).
    for (const { sent } of [first, second])
      expect(sentInside(sent, heldWindows(sent, service.aheadMs))).toEqual([]);
    expect(mock.journal.entries.filter((entry) => entry.status === 403)).toEqual([]);
  });
});

describe.each(entryPoints)('the client-wide rate-limit gate (%s)', (entry) => {
  it('exposes the last state as client.rateLimit', async () => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'small-key' }, entry);
    expect(client.rateLimit).toBeUndefined();
    await run(client.categories.list());
    expect(client.rateLimit).toEqual({
      limit: quota,
      remaining: quota - 1,
      resetAt: new Date('2026-03-01T12:01:00Z'),
      blockedUntil: undefined,
      policies: [
        {
          name: 'minute',
          quota,
          windowSeconds: 60,
          remaining: quota - 1,
          resetAt: new Date('2026-03-01T12:01:00Z'),
        },
        {
          name: 'day',
          quota: 1000,
          windowSeconds: 86_400,
          remaining: 999,
          resetAt: new Date('2026-03-02T00:00:00Z'),
        },
      ],
    });
    await exhaust(mock.baseUrl, 'small-key', quota);
    const call = client.categories.list();
    await run(call);
    expect(client.rateLimit?.remaining).toBe(quota - 1);
    // `t` of the RateLimit field counts whole seconds from the answer: the reset is dated to within one.
    const resetAt = client.rateLimit?.resetAt.getTime() ?? 0;
    expect(resetAt - Date.parse('2026-03-01T12:02:00Z')).toBeGreaterThanOrEqual(0);
    expect(resetAt - Date.parse('2026-03-01T12:02:00Z')).toBeLessThan(1000);
  });

  it('says, at info level, how long it holds requests', async () => {
    freezeTime(start);
    const { client, logger } = createClient({ apiKey: 'small-key', logLevel: 'info' }, entry);
    await run(burst(client, quota + 1));
    expect(logger.info).toHaveBeenCalledWith(
      '[petstore]',
      'rate limit: holding requests for 50.0 s (gate, listCategories)',
    );
  });

  it('reports a store that fails to record an answer, without the key, and the call still succeeds', async () => {
    const store = inMemoryRateLimitStore();
    const failing: RateLimitStore = {
      ...store,
      acquire: (...args) => store.acquire(...args),
      release: (scope) => Promise.reject(new Error(`store down while writing ${scope}`)),
    };
    const { client, logger } = createClient({ apiKey: 'small-key', rateLimitStore: failing }, entry);
    expect((await client.categories.list()).total).toEqual(expect.any(Number));
    await vi.waitFor(() => expect(logger.warn).toHaveBeenCalledTimes(1));
    const [, message] = logger.warn.mock.calls[0] as [string, string];
    expect(message).toMatch(/rate-limit store failed to record an answer \(store down while writing/);
    expect(message).not.toContain('small-key');
  });

  it('ends every call of a 429 storm within its own budget, one request per Retry-After window', async () => {
    freezeTime(start);
    const sentAt: number[] = [];
    const fetch = async () => {
      sentAt.push(Date.now());
      return Response.json(
        { code: 'rate_limited', message: 'no', status: 429 },
        { status: 429, headers: { 'Retry-After': '1' } },
      );
    };
    const { client } = createClient({ fetch, maxRetries: 2, timeout: 1000 }, entry);
    const ended: number[] = [];
    const calls = Array.from({ length: 10 }, () =>
      client.categories.list().then(
        () => 'answered',
        (error: unknown) => {
          ended.push(Date.now() - Date.parse(start));
          return error;
        },
      ),
    );
    const outcomes = await run(Promise.all(calls));
    expect(outcomes.every((outcome) => outcome instanceof RateLimitError)).toBe(true);
    // (maxRetries + 1) Retry-After windows plus the backoff of two retries with its jitter.
    expect(Math.max(...ended)).toBeLessThanOrEqual(3 * 1000 + (500 + 1000) * 1.25);
    const gaps = sentAt.slice(1).map((time, index) => time - sentAt[index]!);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(1000);
    // Few 429s reached the wire; the calls that only waited behind them say they sent nothing.
    expect(sentAt.length).toBeLessThanOrEqual(4);
    const notSent = outcomes.filter((outcome) => (outcome as Error).message.includes('Not sent'));
    expect(notSent.length).toBeGreaterThanOrEqual(10 - sentAt.length);
  });
});

describe('the gate with only the standard rate-limit fields', () => {
  it('rides out a burst six times the minute quota: every call answered, no 429, no ban', async () => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'small-key', fetch: standardFieldsOnly });
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
    const { client } = createClient({ apiKey: 'daily-key', fetch: standardFieldsOnly });
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
