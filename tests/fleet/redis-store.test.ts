import { inspect } from 'node:util';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { redisRateLimitStore } from '@petstore/rate-limit-redis';
import {
  APIUserAbortError,
  type ClientInstant,
  inMemoryRateLimitStore,
  PetStore,
  PetStoreError,
  type RateLimitStore,
  type RateLimitTurn,
} from '@petstore/sdk';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { freePort } from './support/free-port';
import { type RedisServer, startRedisServer } from './support/redis-server';

const apiKey = 'fleet-secret-key-123';
const t = Date.parse('2027-01-15T10:00:00Z');
let server: RedisServer;
let admin: Redis;

beforeAll(async () => {
  server = await startRedisServer();
  admin = new Redis(server.url);
});
afterAll(async () => {
  await admin.quit();
  await server.stop();
});

/** A moment of the client's clock, written out as a number here. */
const at = (ms: number) => ms as ClientInstant;

/** What a client hands its store: a logger, and its clock (here `Date.now()`, which no test steps back but one). */
function context() {
  return { warn: vi.fn<(message: string) => void>(), clock: { now: () => at(Date.now()) } };
}

/** A store's decisions for one scope, as they are asked for: `turn` asks and records the answer. */
function decisionsOf(store: RateLimitStore, scope: string) {
  const ctx = context();
  const decisions: { granted: boolean; waitMs: number | undefined; record: unknown }[] = [];
  const turn = async (now: number) => {
    const { lease, waitMs, record } = await store.acquire(scope, at(now), 5_000, ctx);
    decisions.push({ granted: lease !== undefined, waitMs, record });
    return lease ?? 'none';
  };
  return { ctx, decisions, turn };
}

/** One story of a key, step by step, as a store sees it; returns every decision it made. */
async function story(store: RateLimitStore, scope: string) {
  const { ctx, decisions, turn } = decisionsOf(store, scope);
  const window = (remaining: number, resetAt: number) => ({
    window: { limit: 5, remaining, resetAt: at(resetAt) },
    block: undefined,
  });
  const learner = await turn(t);
  await turn(t); // waits for the learner's answer
  await store.release(scope, learner, window(2, t + 10_000), at(t), ctx);
  const [b, c] = [await turn(t + 1), await turn(t + 1)];
  await turn(t + 1); // two in flight use up what remains
  await store.release(scope, b, window(0, t + 10_000), at(t + 2), ctx);
  await store.release(scope, c, window(1, t + 10_000), at(t + 2), ctx); // out of order: 0 stays
  await turn(t + 3); // used up: wait for the reset
  await store.release(scope, 'late', window(4, t), at(t + 3), ctx); // an older window changes nothing
  await turn(t + 4);
  const d = await turn(t + 10_000); // reset: one learns the new window
  const block = { until: at(t + 15_000), status: 429, code: 'rate_limited' as const };
  await store.release(
    scope,
    d,
    { window: { limit: 5, remaining: 0, resetAt: at(t + 20_000) }, block },
    at(t + 10_001),
    ctx,
  );
  await turn(t + 10_002); // held until the Retry-After moment
  const e = await turn(t + 20_000);
  await store.release(scope, e, { window: undefined, block: undefined }, at(t + 20_001), ctx); // no headers
  await turn(t + 20_002);
  await turn(t + 20_002);
  await turn(t + 40_000); // untracked: nobody waits, not even for the two still in flight
  const ban = { until: at(t + 90_000), status: 403, code: 'api_key_banned' as const };
  await store.release(scope, 'other', { window: undefined, block: ban }, at(t + 40_001), ctx);
  await turn(t + 40_002);
  expect(ctx.warn).not.toHaveBeenCalled();
  return decisions;
}

describe('redisRateLimitStore', () => {
  it('decides as the in-memory store does, step by step, in one script run per decision', async () => {
    const store = redisRateLimitStore({ url: server.url });
    const shared = await story(store, `https://a.example ${apiKey}`);
    await store.close();
    const local = await story(inMemoryRateLimitStore(), `https://a.example ${apiKey}`);
    expect(shared).toEqual(local);
    expect(local.map((decision) => decision.granted)).toEqual([
      true,
      false,
      true,
      true,
      false,
      false,
      false,
      true,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it("decides as the in-memory store does on resets dated from RateLimit's `t`, the day quota included", async () => {
    // Resets dated on the client's clock: 600 ms apart is one window, whose lowest remaining wins
    // and whose first dating stays; a spent day quota holds every member until its reset.
    const datedLocally = async (store: RateLimitStore, scope: string) => {
      const { ctx, decisions, turn } = decisionsOf(store, scope);
      const window = (remaining: number, resetAt: number) => ({
        window: { limit: 5, remaining, resetAt: at(resetAt) },
        block: undefined,
      });
      await store.release(scope, await turn(t), window(1, t + 30_000), at(t + 1), ctx);
      await store.release(scope, 'late', window(3, t + 30_600), at(t + 600), ctx);
      const last = await turn(t + 700);
      await turn(t + 700); // the one left is in flight
      await store.release(scope, last, window(0, t + 86_400_000), at(t + 800), ctx);
      await turn(t + 900);
      expect(ctx.warn).not.toHaveBeenCalled();
      return decisions;
    };
    const store = redisRateLimitStore({ url: server.url });
    const shared = await datedLocally(store, `https://b.example ${apiKey}`);
    await store.close();
    const local = await datedLocally(inMemoryRateLimitStore(), `https://b.example ${apiKey}`);
    expect(shared).toEqual(local);
    expect(local.map((decision) => decision.granted)).toEqual([true, true, false, false]);
    expect(local[1]?.record).toMatchObject({ remaining: 1, resetAt: at(t + 30_000) });
    expect(local[3]?.waitMs).toBe(86_400_000 - 900);
  });

  it('holds a member that had its part of a window only for one that has not: with every part taken and quota left, a turn goes', async () => {
    // Two processes on one key, each with its own store. Every turn ends without an answer (a
    // connection error), so the window's 10 stay in the record while both members take their 5.
    const stores = [0, 1].map(() => redisRateLimitStore({ url: server.url, timeout: 10_000 }));
    const ctx = context();
    const scope = `https://j.example ${apiKey}`;
    const lease = async (member: number, now: number) =>
      (await stores[member]?.acquire(scope, at(now), 5_000, ctx)) as RateLimitTurn;
    const learner = (await lease(0, t)).lease as string;
    const window = { limit: 10, remaining: 10, resetAt: at(t + 60_000) };
    await stores[0]?.release(scope, learner, { window, block: undefined }, at(t), ctx);
    let now = t + 1;
    const turn = async (member: number) => {
      const { lease: granted } = await lease(member, now++);
      if (granted) await stores[member]?.release(scope, granted, undefined, at(now), ctx);
      return granted !== undefined;
    };
    const taken: boolean[] = [];
    for (let i = 0; i < 4; i++) taken.push(await turn(0), await turn(1));
    taken.push(await turn(0));
    // 5 to 4: the first waits while the second, owed a turn, asks; then the second takes it.
    taken.push(await turn(0), await turn(1));
    expect(taken).toEqual([...Array(9).fill(true), false, true]);
    // Both had their part, 10 remain, nothing is in flight: no answer will come to wait for.
    expect(await turn(0)).toBe(true);
    expect(await turn(1)).toBe(true);
    expect(ctx.warn).not.toHaveBeenCalled();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('counts a member told to wait for the next window as asking from its reset, however late its timer fires', async () => {
    // Three processes on one key, each with its own store; windows of a second and 9 turns (a part
    // of 3 each). All three are refused until the next window early in one; at its reset the first
    // one awake learns it, and the other two wake late (a busy machine fires timers late): the first
    // still takes no more than its part before they ask.
    const stores = [0, 1, 2].map(() => redisRateLimitStore({ url: server.url, timeout: 10_000 }));
    const ctx = context();
    const scope = `https://k.example ${apiKey}`;
    const acquire = async (member: number, now: number) =>
      (await stores[member]?.acquire(scope, at(now), 5_000, ctx)) as RateLimitTurn;
    const limit = 9;
    /** Member 0 takes the turn that learns the window ending at `resetAt`, with `remaining` left. */
    const learn = async (now: number, resetAt: number, remaining: number) => {
      const lease = (await acquire(0, now)).lease as string;
      await stores[0]?.release(
        scope,
        lease,
        { window: { limit, remaining, resetAt: at(resetAt) }, block: undefined },
        at(now + 5),
        ctx,
      );
    };
    // Two windows: the store knows a window's length. The second one's last turn goes to member 1.
    await learn(t, t + 1000, 0);
    await learn(t + 1000, t + 2000, 1);
    const last = (await acquire(1, t + 1002)).lease as string;
    await stores[1]?.release(
      scope,
      last,
      { window: { limit, remaining: 0, resetAt: at(t + 2000) }, block: undefined },
      at(t + 1003),
      ctx,
    );
    // Refused until the next window, 995 ms away.
    for (const member of [0, 1, 2]) expect((await acquire(member, t + 1005)).waitMs).toBe(995);
    await learn(t + 2000, t + 3000, limit - 1);
    // The other two wake late, more than a window after they last asked: until they ask, the first
    // member's turns (each given back without an answer) stop at its part.
    const taken: boolean[] = [];
    for (let step = 0; step < 5; step++) {
      const { lease } = await acquire(0, t + 2010 + step);
      if (lease) await stores[0]?.release(scope, lease, undefined, at(t + 2010 + step), ctx);
      taken.push(lease !== undefined);
    }
    expect(taken).toEqual([true, true, false, false, false]);
    // Awake, each of the others takes its part.
    for (const member of [1, 2])
      for (let step = 0; step < 3; step++)
        expect((await acquire(member, t + 2060 + step)).lease, `member ${member}`).toBeDefined();
    expect(ctx.warn).not.toHaveBeenCalled();
    await Promise.all(stores.map((store) => store.close()));
  });

  it('writes only a hash of the API key, every key of one key in one hash slot, each expiring', async () => {
    await admin.flushall();
    const store = redisRateLimitStore({ url: server.url, prefix: 'app:' });
    await story(store, `https://b.example ${apiKey}`);
    await store.close();
    const keys = await admin.keys('*');
    expect(keys.length).toBeGreaterThan(0);
    const slots = new Set(keys.map((key) => /^app:\{([^}]+)\}:/.exec(key)?.[1]));
    expect([...slots]).toHaveLength(1);
    expect([...slots][0]).toMatch(/^[\w-]{32}$/);
    for (const key of keys) {
      expect(key).not.toContain(apiKey);
      expect(await admin.pttl(key)).toBeGreaterThan(0);
      const values =
        (await admin.type(key)) === 'hash' ? await admin.hvals(key) : await admin.zrange(key, '0', '-1');
      expect(values.join(' ')).not.toContain(apiKey);
    }
  });

  it('frees a lease whose holder never gives it back once the lease ends', async () => {
    const store = redisRateLimitStore({ url: server.url });
    const ctx = context();
    const scope = `https://c.example ${apiKey}`;
    expect((await store.acquire(scope, at(t), 3_000, ctx)).lease).toBeDefined(); // its process dies now
    expect(await store.acquire(scope, at(t + 2_999), 3_000, ctx)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
    expect((await store.acquire(scope, at(t + 3_000), 3_000, ctx)).lease).toBeDefined();
    await store.close();
  });

  it('repairs keys another client overwrote: fresh keys with a TTL, shared again at once', async () => {
    await admin.flushall();
    // Generous: a decision that times out under load would go to this process's own gate.
    const store = redisRateLimitStore({ url: server.url, timeout: 10_000 });
    const ctx = context();
    const scope = `https://g.example ${apiKey}`;
    const first = await store.acquire(scope, at(t), 3_000, ctx);
    const window = { limit: 5, remaining: 4, resetAt: at(t + 60_000) };
    await store.release(scope, first.lease as string, { window, block: undefined }, at(t + 1), ctx);
    await store.acquire(scope, at(t + 1), 3_000, ctx); // a lease in flight: both keys exist
    const keys = await admin.keys('petstore:rate-limit:*');
    expect(keys).toHaveLength(4); // record, leases, members, grants
    for (const key of keys) await admin.set(key, 'garbage'); // a string, and no TTL
    const turn = await store.acquire(scope, at(t + 2), 3_000, ctx);
    expect(turn.lease).toMatch(/^(?!local:)/);
    expect(ctx.warn).not.toHaveBeenCalled();
    for (const key of await admin.keys('petstore:rate-limit:*')) {
      expect(['hash', 'zset']).toContain(await admin.type(key));
      expect(await admin.pttl(key)).toBeGreaterThan(0);
    }
    await store.close();
  });

  it('drops a record that holds the fleet past anything an answer can say (a block until the year 5138)', async () => {
    await admin.flushall();
    // Generous: a decision that times out under load would go to this process's own gate.
    const store = redisRateLimitStore({ url: server.url, timeout: 10_000 });
    const ctx = context();
    const scope = `https://h.example ${apiKey}`;
    const first = await store.acquire(scope, at(t), 3_000, ctx);
    const ban = { until: at(t + 90_000), status: 403, code: 'api_key_banned' as const };
    await store.release(scope, first.lease as string, { window: undefined, block: ban }, at(t + 1), ctx);
    expect(await store.acquire(scope, at(t + 2), 3_000, ctx)).toMatchObject({
      lease: undefined,
      waitMs: 89_998,
    });
    const record = (await admin.keys('petstore:rate-limit:*')).find((key) => key.endsWith(':record'));
    await admin.hset(record as string, 'blockedUntil', String(Date.UTC(5138, 0, 1)));
    expect((await store.acquire(scope, at(t + 3), 3_000, ctx)).lease).toMatch(/^(?!local:)/);
    expect(ctx.warn).not.toHaveBeenCalled();
    await store.close();
  });

  it('holds a member whose clock stepped back an hour as long as Redis says, never less', async () => {
    await admin.flushall();
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const store = redisRateLimitStore({ url: server.url, timeout: 10_000 });
      const scope = `https://s.example ${apiKey}`;
      const before = Date.now();
      const first = await store.acquire(scope, at(before), 3_000, context());
      const hold = { until: at(before + 50_000), status: 429, code: 'rate_limited' as const };
      await store.release(
        scope,
        first.lease as string,
        { window: undefined, block: hold },
        at(before),
        context(),
      );
      vi.setSystemTime(before - 3_600_000);
      // What the gate hands its store after the step: its clock, the step added back.
      const stepped = { ...context(), clock: { now: () => at(Date.now() + 3_600_000) } };
      // The offset was measured on the same clock before the step: the decision is Redis's.
      const seen = await store.acquire(scope, at(before), 3_000, stepped);
      expect(seen.waitMs).toBeGreaterThanOrEqual(49_000);
      // Redis answers in order: the next decision comes back after the measure.
      await store.acquire(scope, at(before), 3_000, stepped);
      const turn = await store.acquire(scope, at(before), 3_000, stepped);
      expect(turn.lease).toBeUndefined();
      expect(turn.waitMs).toBeGreaterThanOrEqual(49_000);
      expect(turn.waitMs).toBeLessThanOrEqual(50_000);
      await store.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('runs its script again after Redis lost it (SCRIPT FLUSH), still shared', async () => {
    const store = redisRateLimitStore({ url: server.url });
    const ctx = context();
    const scope = `https://d.example ${apiKey}`;
    await store.acquire(scope, at(t), 3_000, ctx);
    await admin.script('FLUSH');
    expect(await store.acquire(scope, at(t), 3_000, ctx)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
    expect(ctx.warn).not.toHaveBeenCalled();
    await store.close();
  });

  it('falls back to its own gate when Redis is slow, warns once, and shares again when it answers', async () => {
    const store = redisRateLimitStore({ url: server.url, timeout: 200, retryAfterFailure: 0 });
    const ctx = context();
    const scope = `https://e.example ${apiKey}`;
    await store.acquire(scope, at(t), 3_000, ctx); // connected, and one lease held in Redis
    const sleeper = new Redis(server.url);
    // Its OK is the moment Redis stops answering anyone, for 600 ms.
    await sleeper.call('CLIENT', 'PAUSE', '600', 'ALL');
    const during = [
      await store.acquire(scope, at(t), 3_000, ctx),
      await store.acquire(scope, at(t), 3_000, ctx),
    ];
    // Its own gate knows nothing of the lease in Redis: the first local turn goes.
    expect(during[0]?.lease).toMatch(/^local:/);
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    expect(ctx.warn.mock.calls[0]?.[0]).toMatch(/Redis failed .*own gate/);
    await sleeper.ping(); // answered once the pause is over
    sleeper.disconnect();
    expect(await store.acquire(scope, at(t), 3_000, ctx)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
    await store.close();
  });

  it('waits on a paused Redis once: no decision waits again until Redis answered the one it gave up on', async () => {
    const store = redisRateLimitStore({ url: server.url, timeout: 200, retryAfterFailure: 0 });
    const ctx = context();
    const scope = `https://i.example ${apiKey}`;
    // Connected, and a window with turns left in Redis.
    const first = await store.acquire(scope, at(t), 3_000, ctx);
    const window = { limit: 50, remaining: 49, resetAt: at(t + 600_000) };
    await store.release(scope, first.lease as string, { window, block: undefined }, at(t), ctx);
    const sleeper = new Redis(server.url);
    await sleeper.call('CLIENT', 'PAUSE', '3000', 'ALL');
    let paused = true;
    const pauseOver = sleeper.ping().then(() => {
      paused = false;
    });
    // Twenty decisions, each asking Redis again were it not stalled: 4 s of deadlines, the pause 3 s.
    const turns: RateLimitTurn[] = [];
    for (let i = 0; i < 20; i++) turns.push(await store.acquire(scope, at(t + i), 3_000, ctx));
    expect(paused).toBe(true);
    expect(turns.every((turn) => turn.lease === undefined || turn.lease.startsWith('local:'))).toBe(true);
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    await pauseOver;
    sleeper.disconnect();
    // Redis answered the command it gave up on: a turn of the shared window again.
    await vi.waitFor(async () =>
      expect((await store.acquire(scope, at(t + 20), 3_000, ctx)).lease).toMatch(/^[\da-f-]{36}$/),
    );
    await store.close();
  });

  it('answers from its own gate when Redis is unreachable, and close() lets the process go', async () => {
    const store = redisRateLimitStore({ url: `redis://127.0.0.1:${await freePort()}`, timeout: 300 });
    const ctx = context();
    const turns = [await store.acquire('s', at(t), 1_000, ctx), await store.acquire('s', at(t), 1_000, ctx)];
    expect(turns.map((turn) => turn.lease?.startsWith('local:') ?? turn.waitMs)).toEqual([true, undefined]);
    expect(ctx.warn).toHaveBeenCalledTimes(1);
    await store.close();
  });

  it('refuses a URL it cannot read with a PetStoreError that shows neither user nor password', () => {
    for (const url of ['redis://:hunter2@[bad', 'redis://admin:hunter2@[::1:6379', 'redis://u:p@ss:w@[x']) {
      let thrown: unknown;
      try {
        redisRateLimitStore({ url });
      } catch (error) {
        thrown = error;
      }
      expect(thrown, url).toBeInstanceOf(PetStoreError);
      const seen = [String(thrown), JSON.stringify(thrown), inspect(thrown, { depth: 5 })].join('\n');
      expect(seen, url).toMatch(/redis:\/\/\*\*\*@/);
      expect(seen, url).not.toMatch(/hunter2|admin|p@ss/);
    }
  });

  it('leaves a client passed in open on close()', async () => {
    const client = new Redis(server.url);
    const store = redisRateLimitStore({ client });
    await store.acquire(`https://f.example ${apiKey}`, at(t), 1_000, context());
    await store.close();
    expect(await client.ping()).toBe('PONG');
    await client.quit();
  });
});

describe('a client on the Redis store while Redis is paused', () => {
  let service: StandalonePetStore;
  beforeAll(async () => {
    service = await startPetStoreServer({ port: 0, fixture: { categories: [{ id: 1, name: 'Dogs' }] } });
  });
  afterAll(() => service.close());
  // Each test's store is a new member of the key: the last one's would count for a minute.
  beforeEach(() => admin.flushall());

  /** Pauses every client of Redis for `ms`; resolves to whether the pause still holds, read when asked. */
  async function pause(ms: number) {
    const sleeper = new Redis(server.url);
    await sleeper.call('CLIENT', 'PAUSE', String(ms), 'ALL');
    let paused = true;
    // Answered once the pause is over.
    const over = sleeper.ping().then(() => {
      paused = false;
      sleeper.disconnect();
    });
    return { paused: () => paused, over };
  }

  it.each([undefined, 250])(
    'answers a call of a member alone while the pause lasts (store timeout %s ms): it waited on Redis once',
    async (timeout) => {
      const rateLimitStore = redisRateLimitStore({ url: server.url, timeout });
      const warn = vi.fn();
      const logger = { debug() {}, info() {}, warn, error() {} };
      const client = new PetStore({
        apiKey: 'demo-enterprise',
        baseUrl: service.url,
        rateLimitStore,
        logger,
      });
      await client.categories.list(); // shared: Redis counts this member, alone on the key
      const { paused, over } = await pause(4_000);
      // Calls one after another, then four at once: all while Redis answers no one.
      for (let i = 0; i < 3; i++) await client.categories.list();
      await Promise.all(Array.from({ length: 4 }, () => client.categories.list()));
      expect(paused()).toBe(true);
      expect(warn).toHaveBeenCalledTimes(1);
      await over;
      await rateLimitStore.close();
    },
  );

  it('ends a call aborted while the store waits on Redis at once, and never sends it', async () => {
    const rateLimitStore = redisRateLimitStore({ url: server.url, timeout: 10_000 });
    // A fetch that ignores the signal: the SDK alone must keep the call back.
    const fetch: typeof globalThis.fetch = (input, init) =>
      globalThis.fetch(new Request(input, { ...init, signal: null }));
    const client = new PetStore({ apiKey: 'demo-enterprise', baseUrl: service.url, rateLimitStore, fetch });
    await client.categories.list();
    service.mock.journal.clear();
    const { paused, over } = await pause(2_000);
    const controller = new AbortController();
    const call = client.categories.list({ limit: 1 }, { signal: controller.signal });
    controller.abort();
    expect(await call.catch((error: unknown) => error)).toBeInstanceOf(APIUserAbortError);
    expect(paused()).toBe(true);
    await over;
    // Redis answers the decision now, granting a turn the call no longer wants: a later call goes,
    // and it alone is sent.
    await client.categories.list({ limit: 2 });
    expect(service.mock.journal.entries.map((entry) => entry.query)).toEqual(['limit=2']);
    await rateLimitStore.close();
  });
});
