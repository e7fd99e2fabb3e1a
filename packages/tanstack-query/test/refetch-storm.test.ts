// Many queries refetched at once (a dashboard of 60, window focus, the invalidation of everything)
// on a plan of a third of them a minute: they all go through the client's one rate-limit gate.
// Every query settles, no ban, at most one 429 a window, and no more requests than the same calls
// through the SDK alone.
import { headerNames } from '@petstore/contract';
import type { ClientOptions } from '@petstore/sdk';
import { focusManager, QueryObserver } from '@tanstack/query-core';
import { afterEach, expect, it, vi } from 'vitest';
import { petStoreQueries } from '../src/index';
import { createClient, createQueryClient, freezeTime, run, useMock } from './support';

const quota = 20;
const dashboard = 3 * quota;
const mock = useMock({
  plans: { small: { perMinute: quota, perDay: 10_000 } },
  keys: { 'small-key': 'small' },
});
const start = '2026-03-01T12:00:10Z';

afterEach(() => {
  // focusManager is one object for the worker: back to reading the environment.
  focusManager.setFocused(undefined);
});

/**
 * The fields of each answer the client reads: the mock's both generations of rate-limit fields,
 * or `X-RateLimit-*` alone, as a deployment of the spec may send them.
 */
const services: readonly (readonly [string, ClientOptions['fetch']])[] = [
  ['both generations of rate-limit fields', undefined],
  [
    'X-RateLimit-* alone',
    async (input, init) => {
      const answer = await globalThis.fetch(input, init);
      const headers = new Headers(answer.headers);
      for (const name of [headerNames.rateLimitPolicy, headerNames.rateLimit]) headers.delete(name);
      return new Response(answer.body, { status: answer.status, headers });
    },
  ],
];

/** The dashboard's queries: lists of every resource, by page, all distinct. */
function dashboardOptions(queries: ReturnType<typeof petStoreQueries>) {
  const lists = [
    queries.pets.list,
    queries.categories.list,
    queries.store.orders.list,
    queries.store.inventory.list,
  ];
  return Array.from({ length: dashboard }, (_, index) =>
    (lists[index % lists.length] as typeof queries.pets.list)({
      limit: 1,
      offset: Math.floor(index / lists.length),
    }),
  );
}

/** Resolves once no observer is fetching and each has settled. */
function allSettled(observers: readonly QueryObserver<unknown, unknown>[]): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      const done = observers.every((observer) => {
        const result = observer.getCurrentResult();
        return result.fetchStatus === 'idle' && result.status !== 'pending';
      });
      if (done) {
        for (const unsubscribe of unsubscribes) unsubscribe();
        resolve();
      }
    };
    const unsubscribes = observers.map((observer) => observer.subscribe(check));
    check();
  });
}

/** The 429s and bans the journal shows, and how many 429s each minute window had. */
function journalSummary() {
  const entries = mock.journal.entries;
  const perMinute = new Map<string, number>();
  for (const entry of entries.filter((entry) => entry.status === 429)) {
    const minute = new Date(entry.time).toISOString().slice(0, 16);
    perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
  }
  return {
    requests: entries.length,
    bans: entries.filter((entry) => entry.status === 403).length,
    most429sInAWindow: Math.max(0, ...perMinute.values()),
  };
}

it.each(services)(
  `refetches a dashboard of ${dashboard} queries on focus and on invalidation at ${quota} a minute (%s): all settle, 0 bans, at most one 429 a window, no request more than the SDK alone`,
  async (_service, fetch) => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'small-key', fetch });
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    const observers = dashboardOptions(queries).map(
      (options) => new QueryObserver(queryClient, options) as unknown as QueryObserver<unknown, unknown>,
    );
    const keep = observers.map((observer) => observer.subscribe(() => {}));
    await run(allSettled(observers));
    // The tab comes back: every stale query refetches at once.
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(
      observers.filter((observer) => observer.getCurrentResult().fetchStatus === 'fetching'),
    ).toHaveLength(dashboard);
    await run(allSettled(observers));
    // Then a write's invalidation of everything.
    const invalidated = queryClient.invalidateQueries({ queryKey: queries.key });
    await run(invalidated);
    await run(allSettled(observers));
    for (const unsubscribe of keep) unsubscribe();

    expect(observers.map((observer) => observer.getCurrentResult().status)).toEqual(
      Array(dashboard).fill('success'),
    );
    const withQueries = journalSummary();
    expect(withQueries.bans).toBe(0);
    expect(withQueries.most429sInAWindow).toBeLessThanOrEqual(1);
    expect(withQueries.requests).toBeGreaterThanOrEqual(3 * dashboard);

    // The same three bursts through the SDK alone, from the same moment on a fresh store.
    mock.reset();
    freezeTime(start);
    const alone = createClient({ apiKey: 'small-key', fetch }).client;
    const sdkCalls = dashboardOptions(petStoreQueries(alone));
    for (let burst = 0; burst < 3; burst++)
      await run(
        Promise.all(sdkCalls.map((options) => options.queryFn({ signal: new AbortController().signal }))),
      );
    const sdkAlone = journalSummary();
    expect(withQueries.requests).toBeLessThanOrEqual(sdkAlone.requests);
    expect(sdkAlone.bans).toBe(0);
  },
  60_000,
);
