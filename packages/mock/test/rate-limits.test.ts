import { type OperationId, operations } from '@petstore/contract';
import { type Item, parseList } from '@petstore/contract/internal';
import { beforeEach, describe, expect, it } from 'vitest';
import { createPetStoreMock } from '../src/index';
import { type Answer, type CallOptions, call, fixture, useMock } from './support/harness';
import { defaultFixture, validRequests } from './support/valid-requests';

const start = Date.UTC(2026, 2, 2, 12, 0, 10); // 10 s into a minute
let time = start;
const mock = useMock({
  fixture,
  now: () => time,
  plans: { small: { perMinute: 5, perDay: 7 }, tiny: { perMinute: 2, perDay: 1000 } },
  keys: { 'small-key': 'small', 'tiny-key': 'tiny', 'other-tiny': 'tiny' },
});
beforeEach(() => {
  time = start;
});

const limits = (answer: Answer) => ({
  limit: Number(answer.headers.get('X-RateLimit-Limit')),
  remaining: Number(answer.headers.get('X-RateLimit-Remaining')),
  reset: Number(answer.headers.get('X-RateLimit-Reset')),
});
const get = (key: CallOptions['key'], path = '/categories') => call(mock, 'GET', path, { key });
const minuteEnd = (Math.floor(start / 60_000) + 1) * 60;
const dayEnd = (Math.floor(start / 86_400_000) + 1) * 86_400;

// A valid request of each operation, built from the contract and the mock's seed (loaded where used).
const requests = await validRequests();

describe('rate-limit headers', () => {
  it('are on every answer of every operation, errors, unknown routes and the anonymous bucket', async () => {
    mock.load(defaultFixture);
    const answers: Answer[] = [];
    for (const request of Object.values(requests))
      if (!operations[request.operationId as OperationId].public)
        answers.push(await call(mock, request.method.toUpperCase(), request.path, { body: request.body }));
    answers.push(await call(mock, 'GET', '/nowhere'));
    answers.push(await call(mock, 'GET', '/pets/99'));
    answers.push(await call(mock, 'GET', '/pets', { key: null }));
    answers.push(await call(mock, 'POST', '/pets', { body: { name: '' } }));
    answers.push(await call(mock, 'GET', '/openapi.json', { key: null }));
    const metered = Object.values(operations).filter((operation) => !operation.public);
    expect(answers).toHaveLength(metered.length + 5);
    for (const answer of answers) {
      expect(limits(answer).limit).toBeGreaterThan(0);
      expect(limits(answer).reset).toBe(minuteEnd);
      expect(answer.headers.get('X-RateLimit-Remaining')).toMatch(/^\d+$/);
    }
  });

  it('come with a Date of the mock’s own clock (the now option, then clock.set), as a host’s do', async () => {
    const dateOf = (answer: Answer) => Date.parse(answer.headers.get('Date') ?? '');
    expect(dateOf(await get('small-key'))).toBe(start);
    time += 999;
    expect(dateOf(await get(null, '/nowhere'))).toBe(start); // whole seconds, on errors too
    mock.clock.set(start + 2 * 3_600_000 + 1500); // two hours ahead of whoever calls it
    const ahead = await get('small-key');
    expect(dateOf(ahead)).toBe(start + 2 * 3_600_000 + 1000);
    // Its X-RateLimit-Reset is a time of the same clock.
    expect(limits(ahead).reset).toBe(Math.ceil((start + 2 * 3_600_000) / 60_000) * 60);
  });

  it('count the request they answer, per key, until the window resets', async () => {
    expect(limits(await get('small-key'))).toEqual({ limit: 5, remaining: 4, reset: minuteEnd });
    expect(limits(await get('small-key'))).toEqual({ limit: 5, remaining: 3, reset: minuteEnd });
    expect(limits(await get('tiny-key'))).toEqual({ limit: 2, remaining: 1, reset: minuteEnd });
    time += 50_000; // next minute
    expect(limits(await get('tiny-key'))).toEqual({ limit: 2, remaining: 1, reset: minuteEnd + 60 });
  });

  it('show the day window once it has fewer requests left than the minute', async () => {
    for (let i = 0; i < 5; i += 1) await get('small-key');
    time += 60_000;
    expect(limits(await get('small-key'))).toEqual({ limit: 7, remaining: 1, reset: dayEnd });
    const last = await get('small-key');
    expect(limits(last)).toEqual({ limit: 7, remaining: 0, reset: dayEnd });
    const refused = await get('small-key');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBe(dayEnd - Math.floor(time / 1000));
  });

  it('put requests without a valid key in one shared bucket with the Free plan limits', async () => {
    expect(limits(await get(null))).toMatchObject({ limit: 60, remaining: 59 });
    expect(limits(await get('unknown-key'))).toMatchObject({ limit: 60, remaining: 58 });
    await get(null, '/openapi.json');
    expect(limits(await get('unknown-key'))).toMatchObject({ limit: 60, remaining: 57 });
    expect(limits(await get('demo-free'))).toMatchObject({ limit: 60, remaining: 59 });
  });
});

describe('429 and bans', () => {
  it('answers 429 with Retry-After to the window reset, and refused requests do not count', async () => {
    await get('tiny-key');
    await get('tiny-key');
    time += 5_000;
    const refused = await get('tiny-key');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('rate_limited');
    expect(refused.headers.get('Retry-After')).toBe('45');
    expect(limits(refused)).toEqual({ limit: 2, remaining: 0, reset: minuteEnd });
    expect((await get('other-tiny')).status).toBe(200);
    time = minuteEnd * 1000;
    expect(limits(await get('tiny-key'))).toMatchObject({ remaining: 1 });
  });

  it('never answers Retry-After 0, even in the last instant of a window', async () => {
    await get('tiny-key');
    await get('tiny-key');
    time = minuteEnd * 1000 - 1;
    expect((await get('tiny-key')).headers.get('Retry-After')).toBe('1');
  });

  it('bans a key after ten 429s in one minute window, for 15 minutes, then lets it back', async () => {
    await get('tiny-key');
    await get('tiny-key');
    for (let i = 0; i < 10; i += 1) expect((await get('tiny-key')).status).toBe(429);
    time += 1_000;
    const banned = await get('tiny-key');
    expect(banned.status).toBe(403);
    expect(banned.body.code).toBe('api_key_banned');
    expect(banned.headers.get('Retry-After')).toBe('899');
    expect(banned.headers.get('X-RateLimit-Limit')).toBe('2');
    expect((await get('other-tiny')).status).toBe(200);
    time += 600_000;
    const still = await get('tiny-key');
    expect(still.status).toBe(403);
    expect(still.headers.get('Retry-After')).toBe('299');
    time += 299_000;
    const back = await get('tiny-key');
    expect(back.status).toBe(200);
    expect(limits(back).remaining).toBe(1);
  });

  it('does not ban for 429s spread over two minute windows', async () => {
    for (const minute of [0, 1]) {
      time = start + minute * 60_000;
      await get('tiny-key');
      await get('tiny-key');
      for (let i = 0; i < 9; i += 1) expect((await get('tiny-key')).status).toBe(429);
    }
    time += 60_000;
    expect((await get('tiny-key')).status).toBe(200);
  });

  it('limits the anonymous bucket but never bans it', async () => {
    for (let i = 0; i < 60; i += 1) await get(null);
    for (let i = 0; i < 12; i += 1) expect((await get(null)).status).toBe(429);
    expect((await get('nope')).status).toBe(429);
    time += 60_000;
    expect((await get(null)).status).toBe(401);
  });

  it('never meter /openapi.json: no key required, no ban, no query checked, the window reported uncounted', async () => {
    await get('tiny-key');
    await get('tiny-key');
    for (let i = 0; i < 11; i += 1) await get('tiny-key');
    expect((await get('tiny-key')).status).toBe(403);
    for (let i = 0; i < 70; i += 1) await get(null);
    for (const [key, path] of [
      ['tiny-key', '/openapi.json'],
      [null, '/openapi.json'],
      ['unknown-key', '/openapi.json?v=2'],
      [null, '/openapi.json?limit=0&__proto__=1&x=%E0%A4'],
    ] as const) {
      const answer = await get(key, path);
      expect(answer.status, `${key} ${path}`).toBe(200);
      expect(answer.body.openapi).toBe('3.0.3');
      expect(answer.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(answer.headers.get('X-RateLimit-Remaining')).toMatch(/^\d+$/);
    }
    expect(limits(await get('tiny-key', '/openapi.json'))).toMatchObject({ limit: 2, remaining: 0 });
    expect((await get('tiny-key')).status).toBe(403);
  });

  it('is cleared by reset()', async () => {
    await get('tiny-key');
    await get('tiny-key');
    expect((await get('tiny-key')).status).toBe(429);
    mock.reset();
    expect((await get('tiny-key')).status).toBe(200);
  });
});

describe('window options', () => {
  it('follow windows and ban settings, in both header generations', async () => {
    let now = Date.UTC(2026, 0, 1);
    const quick = createPetStoreMock({
      baseUrl: 'http://quick.test/api',
      now: () => now,
      plans: { burst: { perMinute: 1, perDay: 50 } },
      keys: { burst: 'burst' },
      windows: { minuteSeconds: 2, daySeconds: 10 },
      ban: { after429s: 2, seconds: 5 },
    });
    const burst = () => call({ baseUrl: quick.baseUrl, send: quick.fetch }, 'GET', '/pets', { key: 'burst' });
    const first = await burst();
    expect(limits(first)).toEqual({ limit: 1, remaining: 0, reset: now / 1000 + 2 });
    expect(first.headers.get('RateLimit-Policy')).toBe('"minute";q=1;w=2, "day";q=50;w=10');
    expect(first.headers.get('RateLimit')).toBe('"minute";r=0;t=2, "day";r=49;t=10');
    expect((await burst()).headers.get('Retry-After')).toBe('2');
    expect((await burst()).status).toBe(429);
    const banned = await burst();
    expect(banned.status).toBe(403);
    expect(banned.headers.get('Retry-After')).toBe('5');
    now += 5_000;
    expect((await burst()).status).toBe(200);
  });
});

/** The quotas of an answer's `RateLimit` field, by name. */
function quotas(answer: Answer): Map<string, { r: number; t: number }> {
  const members = parseList(answer.headers.get('RateLimit') ?? '') ?? [];
  return new Map(
    (members as Item[]).map(({ item, params }) => [
      String(item.value),
      { r: Number(params.get('r')?.value), t: Number(params.get('t')?.value) },
    ]),
  );
}

/**
 * Checks an answer's standard fields against its `X-RateLimit-*` and the mock's clock: the quota
 * with the fewest left (the later reset on a tie) is the one `X-RateLimit-*` shows, and its reset,
 * `t` seconds from now, is `X-RateLimit-Reset`.
 */
function expectAgreement(answer: Answer, policy: string, label: string) {
  expect(answer.headers.get('RateLimit-Policy'), label).toBe(policy);
  const [minute, day] = [quotas(answer).get('minute'), quotas(answer).get('day')];
  if (!minute || !day)
    throw new Error(`${label}: RateLimit lacks a quota: ${answer.headers.get('RateLimit')}`);
  const binding = minute.r < day.r || (minute.r === day.r && minute.t >= day.t) ? minute : day;
  const { limit, remaining, reset } = limits(answer);
  expect([binding.r, reset - binding.t], label).toEqual([remaining, Math.floor(time / 1000)]);
  expect(policy.includes(`q=${limit};`), label).toBe(true);
}

describe('RateLimit-Policy and RateLimit (draft-ietf-httpapi-ratelimit-headers-10)', () => {
  const small = '"minute";q=5;w=60, "day";q=7;w=86400';

  it('name both quotas, counted as X-RateLimit-* counts the binding one', async () => {
    const first = await get('small-key');
    expect(first.headers.get('RateLimit')).toBe(`"minute";r=4;t=50, "day";r=6;t=${dayEnd - start / 1000}`);
    expectAgreement(first, small, 'first');
  });

  it('agree with X-RateLimit-* on 2xx, 4xx, 429 and public answers as the clock crosses a window and the day', async () => {
    // label, path, expected status, and the moment to move the clock to first
    const steps: [string, string, number, number?][] = [
      ['200', '/categories', 200],
      ['404', '/categories/999', 404],
      ['400', '/pets?limit=0', 400],
      ['200 late in the minute', '/categories', 200, start + 45_000],
      ['200 last of the minute', '/categories', 200],
      ['429 minute spent', '/categories', 429],
      ['public, uncounted', '/openapi.json', 200],
      ['next minute, day binds', '/categories', 200, minuteEnd * 1000 + 1_500],
      ['day spent', '/categories', 200],
      ['429 day spent', '/categories', 429],
      ['next day', '/categories', 200, dayEnd * 1000 + 30_000],
    ];
    for (const [label, path, status, moveTo] of steps) {
      if (moveTo !== undefined) time = moveTo;
      const answer = await get('small-key', path);
      expect(answer.status, label).toBe(status);
      expectAgreement(answer, small, label);
    }
    const nextDay = await get('small-key');
    expect(quotas(nextDay).get('day')).toEqual({ r: 5, t: 86_400 - 30 });
  });

  it('agree on the 403 of a banned key', async () => {
    await get('tiny-key');
    await get('tiny-key');
    for (let i = 0; i < 10; i += 1) await get('tiny-key');
    time += 1_000;
    const banned = await get('tiny-key');
    expect(banned.status).toBe(403);
    expectAgreement(banned, '"minute";q=2;w=60, "day";q=1000;w=86400', 'ban');
  });

  it.each([
    [
      'standard',
      ['RateLimit', 'RateLimit-Policy'],
      ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
    ],
    [
      'x-ratelimit',
      ['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset'],
      ['RateLimit', 'RateLimit-Policy'],
    ],
  ] as const)('are the only ones sent with rateLimitHeaders: %s', async (rateLimitHeaders, sent, absent) => {
    const only = createPetStoreMock({ baseUrl: 'http://only.test', fixture, rateLimitHeaders });
    const target = { baseUrl: only.baseUrl, send: only.fetch };
    for (const answer of [
      await call(target, 'GET', '/pets', { key: 'demo-free' }),
      await call(target, 'GET', '/nowhere', { key: 'demo-free' }),
    ]) {
      for (const name of sent) expect(answer.headers.has(name), name).toBe(true);
      for (const name of absent) expect(answer.headers.has(name), name).toBe(false);
    }
  });
});
