import type { ClientInstant, RateLimitAnswer, RateLimitRecord } from '@petstore/sdk';
import { describe, expect, it } from 'vitest';
import { FleetFallback } from './fleet-fallback';

const scope = 'https://api.example key';
/** A moment of the client's clock, written out as a number here. */
const at = (ms: number) => ms as ClientInstant;
const context = { warn: () => {}, clock: { now: () => at(Date.now()) } };
const windowMs = 1000;
const limit = 10;
// Windows end on whole seconds from here.
const t = 1_000_000;

function record(resetAt: number, remaining = limit): RateLimitRecord {
  return {
    limit,
    remaining,
    resetAt: at(resetAt),
    untracked: false,
    blockedUntil: at(0),
    blockedStatus: 429,
    blockedCode: undefined,
  };
}

/** A seeded stand-in for `Math.random` (mulberry32), so that every run draws the same phases. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/** A member that shared two windows with `members` others and now stands alone. */
function memberOf(members: number, seed: number) {
  const fallback = new FleetFallback(seeded(seed));
  fallback.observeShared(scope, record(t + windowMs), members, at(t));
  fallback.observeShared(scope, record(t + 2 * windowMs), members, at(t + windowMs));
  return fallback;
}

/** Turns a member takes over `windows` windows when it asks every 10 ms and is answered at once. */
async function turnsOver(
  fallback: FleetFallback,
  from: number,
  windows: number,
  answer: (now: number) => RateLimitAnswer = (now) => ({
    window: { limit, remaining: 5, resetAt: at((Math.floor(now / windowMs) + 1) * windowMs) },
    block: undefined,
  }),
) {
  const taken: number[] = [];
  for (let now = from; now < from + windows * windowMs; now += 10) {
    const turn = await fallback.acquire(scope, at(now), 2_000, context);
    if (turn.lease === undefined) continue;
    taken.push(now);
    await fallback.release(scope, turn.lease, answer(now), at(now), context);
  }
  return taken;
}

describe('FleetFallback', () => {
  it('paces a member of 16 to 0.8 × limit ÷ 16 per window, from the next window on', async () => {
    const start = t + windowMs + 100; // inside the window that ends at t + 2 s
    const taken = await turnsOver(memberOf(16, 1), start, 20);
    expect(taken[0]).toBeGreaterThanOrEqual(t + 2 * windowMs);
    // 0.5 a window: 10 turns in 20 windows, give or take the jitter of each debit.
    expect(taken.length).toBeGreaterThanOrEqual(8);
    expect(taken.length).toBeLessThanOrEqual(12);
    for (let i = 1; i < taken.length; i++) expect(taken[i]! - taken[i - 1]!).toBeGreaterThan(windowMs);
  });

  it('lets a member of 2 take 4 a window, but never two requests at once', async () => {
    const fallback = memberOf(2, 2);
    let start = t + 2 * windowMs;
    let first = await fallback.acquire(scope, at(start), 2_000, context);
    while (first.lease === undefined) {
      start += 10;
      first = await fallback.acquire(scope, at(start), 2_000, context);
    }
    expect(await fallback.acquire(scope, at(start + 1), 2_000, context)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
    await fallback.release(scope, first.lease, undefined, at(start + 2), context);
    const taken = await turnsOver(fallback, start + 10, 10);
    expect(taken.length).toBeGreaterThanOrEqual(34);
    expect(taken.length).toBeLessThanOrEqual(42);
  });

  it('slows to half its part after 429s, and no further', async () => {
    const fallback = memberOf(4, 3);
    const start = t + 2 * windowMs;
    const refused = await turnsOver(fallback, start, 3, (now) => ({
      window: { limit, remaining: 0, resetAt: at((Math.floor(now / windowMs) + 1) * windowMs) },
      block: { until: at(now + 100), status: 429, code: 'rate_limited' },
    }));
    expect(refused.length).toBeGreaterThanOrEqual(2);
    // At 4 members 2 a window; slowed as if 8: 1 a window.
    const taken = await turnsOver(fallback, start + 3 * windowMs, 20);
    expect(taken.length).toBeGreaterThanOrEqual(16);
    expect(taken.length).toBeLessThanOrEqual(24);
  });

  it('speeds up when an answer shows the window under-used for how far it has run', async () => {
    const fallback = memberOf(16, 4);
    const idle = (now: number): RateLimitAnswer => ({
      window: { limit, remaining: limit - 1, resetAt: at((Math.floor(now / windowMs) + 1) * windowMs) },
      block: undefined,
    });
    const taken = await turnsOver(fallback, t + 2 * windowMs, 20, idle);
    // Paced as one of 16 it would take about 10; alone, it ends up near its own 8 a window.
    expect(taken.length).toBeGreaterThan(40);
  });

  it('takes the window to be as long as the longest time to a reset seen, while it saw only one', async () => {
    const fallback = new FleetFallback(seeded(5));
    fallback.observeShared(scope, record(t + windowMs), 16, at(t + 20)); // 980 ms before the reset
    const taken = await turnsOver(fallback, t + windowMs, 20);
    // As a 1-second window: 0.5 a window, not the 1 s / 980 ms of a minute-long guess or faster.
    expect(taken.length).toBeGreaterThanOrEqual(8);
    expect(taken.length).toBeLessThanOrEqual(12);
  });

  it('lets a member Redis counted alone go on at once, by the in-memory rules: no window skipped', async () => {
    const fallback = memberOf(1, 6);
    const now = t + windowMs + 100; // inside the window it fell back in
    const first = await fallback.acquire(scope, at(now), 2_000, context);
    expect(first.lease).toBeDefined();
    // Still one request in flight at most.
    expect(await fallback.acquire(scope, at(now), 2_000, context)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
    await fallback.release(scope, first.lease, undefined, at(now + 1), context);
    // Then every turn its record allows, not a paced part of them.
    expect((await turnsOver(fallback, now + 10, 1)).length).toBeGreaterThanOrEqual(80);
  });

  it('knows nothing to pace by before Redis answered: one request at a time, as the in-memory rules allow', async () => {
    const fallback = new FleetFallback(() => 0);
    const first = await fallback.acquire(scope, at(t), 2_000, context);
    expect(first.lease).toBeDefined();
    expect(await fallback.acquire(scope, at(t), 2_000, context)).toMatchObject({
      lease: undefined,
      waitMs: undefined,
    });
  });
});
