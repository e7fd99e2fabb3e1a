// Query and infinite query options with a real QueryClient against the real mock (MSW in Node):
// keys, the signal, errors, the deprecation notice, pages to the end. (Invalidation:
// invalidation.test.ts; many queries at one gate: refetch-storm.test.ts.)
import {
  APIUserAbortError,
  NotFoundError,
  PermissionDeniedError,
  PetStoreError,
  RateLimitError,
  ValidationError,
} from '@petstore/sdk';
import {
  CancelledError,
  hashKey,
  InfiniteQueryObserver,
  type QueryClient,
  QueryObserver,
} from '@tanstack/query-core';
import { describe, expect, it, vi } from 'vitest';
import { type PetStoreQueries, petStoreQueries, retryDeferringToTheSdk } from '../src/index';
import { createClient, createQueryClient, freezeTime, run, runUntilSettled, useMock } from './support';

const mock = useMock({
  plans: { small: { perMinute: 2, perDay: 1000 } },
  keys: { 'small-key': 'small' },
});

/** Two queries: the small plan's minute spent. */
async function spendTheMinute(queryClient: QueryClient, queries: PetStoreQueries): Promise<void> {
  await run(
    Promise.all([
      queryClient.fetchQuery(queries.pets.list()),
      queryClient.fetchQuery(queries.categories.list()),
    ]),
  );
}

describe('query keys', () => {
  const queries = petStoreQueries(createClient().client);

  it('are the operation and its inputs under the resource, serialisable and stable', () => {
    expect(queries.pets.list({ status: 'available' }).queryKey).toEqual([
      'petstore',
      'pets',
      'listPets',
      { query: { status: 'available' } },
    ]);
    expect(queries.pets.retrieve(7).queryKey).toEqual([
      'petstore',
      'pets',
      'getPetById',
      { path: { petId: 7 } },
    ]);
    expect(queries.store.orders.list({ complete: true }).queryKey).toEqual([
      'petstore',
      'store',
      'orders',
      'listOrders',
      { query: { complete: true } },
    ]);
    expect(queries.store.inventory.listInfinite({ limit: 5 }).queryKey).toEqual([
      'petstore',
      'store',
      'inventory',
      'listInventory',
      { query: { limit: 5 } },
      'infinite',
    ]);
    const key = queries.pets.list({ status: ['sold', 'pending'], categoryId: 2 }).queryKey;
    expect(JSON.parse(JSON.stringify(key))).toEqual(key);
  });

  it('are one key for inputs that mean the same, whatever the order of their fields', () => {
    const hashes = [queries.pets.list(), queries.pets.list({}), queries.pets.list({ status: undefined })].map(
      (options) => hashKey(options.queryKey),
    );
    expect(new Set(hashes).size).toBe(1);
    expect(hashKey(queries.pets.list({ limit: 5, status: 'sold' }).queryKey)).toBe(
      hashKey(queries.pets.list({ status: 'sold', limit: 5 }).queryKey),
    );
    expect(hashKey(queries.pets.list({ status: 'sold' }).queryKey)).not.toBe(
      hashKey(queries.pets.list({ status: 'available' }).queryKey),
    );
  });

  it('have a prefix per resource that invalidates the resource and nothing else', async () => {
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(queries.pets.list());
    await queryClient.fetchQuery(queries.pets.retrieve(1));
    await queryClient.fetchQuery(queries.categories.list());
    await queryClient.fetchQuery(queries.store.inventory.list());
    await queryClient.invalidateQueries({ queryKey: queries.pets.key });
    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.isInvalidated)
      .map((query) => query.queryKey[2]);
    expect(invalidated.sort()).toEqual(['getPetById', 'listPets']);
    await queryClient.invalidateQueries({ queryKey: queries.store.key });
    expect(queryClient.getQueryState(queries.store.inventory.list().queryKey)?.isInvalidated).toBe(true);
    expect(queries.key).toEqual(['petstore']);
  });
});

describe('the options with a QueryClient', () => {
  it('fetch, prefetch and ensure the data the SDK answers, one request for each query', async () => {
    const { client } = createClient();
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    const page = await queryClient.fetchQuery(queries.pets.list({ status: 'available', limit: 3 }));
    const direct = await client.pets.list({ status: 'available', limit: 3 });
    expect(page.items).toEqual(direct.items);
    expect(page.total).toBe(direct.total);
    expect(page.next).toEqual({ status: ['available'], limit: 3, offset: 3 });
    await queryClient.prefetchQuery(queries.categories.retrieve(1));
    const sent = mock.journal.entries.length;
    const category = await queryClient.ensureQueryData(queries.categories.retrieve(1));
    expect(category).toEqual(await client.categories.retrieve(1));
    expect(mock.journal.entries.length).toBe(sent + 1); // the direct call; ensureQueryData sent nothing
    expect(queryClient.getQueryData(queries.categories.retrieve(1).queryKey)).toEqual(category);
    expect(queryClient.getQueryData(queries.pets.list({ status: 'available', limit: 3 }).queryKey)).toEqual(
      page,
    );
  });

  it('hand TanStack Query’s signal to the SDK: a cancelled query is never sent, even once the gate opens', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const { client } = createClient({ apiKey: 'small-key' });
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    await spendTheMinute(queryClient, queries);
    // The minute's quota is spent: this one waits at the client's gate for the next window.
    const waiting = queryClient.fetchQuery(queries.store.orders.list());
    const settled = runUntilSettled(waiting);
    await queryClient.cancelQueries({ queryKey: queries.store.orders.key });
    expect((await settled).status).toBe('rejected');
    expect(((await settled) as PromiseRejectedResult).reason).toBeInstanceOf(CancelledError);
    await run(new Promise((resolve) => setTimeout(resolve, 120_000)));
    expect(mock.journal.entries.map((entry) => entry.operationId)).toEqual(['listPets', 'listCategories']);
    // An aborted signal: the SDK throws before anything is sent.
    const aborted = new AbortController();
    aborted.abort();
    await expect(queries.store.orders.list().queryFn({ signal: aborted.signal })).rejects.toBeInstanceOf(
      APIUserAbortError,
    );
    expect(mock.journal.entries).toHaveLength(2);
  });
});

describe('a query whose last observer leaves while it waits at the gate', () => {
  it('is cancelled through its signal and never sent, as a component unmounting leaves it', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const { client } = createClient({ apiKey: 'small-key' });
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    await spendTheMinute(queryClient, queries);
    const observer = new QueryObserver(queryClient, queries.store.inventory.list());
    const unsubscribe = observer.subscribe(() => {});
    await vi.advanceTimersByTimeAsync(1_000);
    expect(observer.getCurrentResult().fetchStatus).toBe('fetching');
    unsubscribe();
    await run(new Promise((resolve) => setTimeout(resolve, 120_000)));
    expect(mock.journal.entries.map((entry) => entry.operationId)).toEqual(['listPets', 'listCategories']);
    expect(queryClient.getQueryState(queries.store.inventory.list().queryKey)?.fetchStatus).toBe('idle');
  });
});

describe('errors', () => {
  it('are the SDK’s typed errors, with status, code and request id, sent once', async () => {
    const queries = petStoreQueries(createClient().client);
    const queryClient = createQueryClient();
    const error = await queryClient
      .fetchQuery(queries.categories.retrieve(999_999))
      .catch((reason) => reason);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, code: 'not_found' });
    expect(error.requestId).toBe(mock.journal.entries[0]?.requestId);
    expect(queryClient.getQueryState(queries.categories.retrieve(999_999).queryKey)).toMatchObject({
      status: 'error',
      error,
      fetchFailureCount: 1,
    });
    expect(mock.journal.entries).toHaveLength(1);
  });

  it('are never retried when the SDK refused to send: a validation error sends nothing', async () => {
    const queries = petStoreQueries(createClient().client);
    const error = await createQueryClient()
      .fetchQuery(queries.pets.list({ limit: 1000 }))
      .catch((reason) => reason);
    expect(error).toBeInstanceOf(ValidationError);
    expect(mock.journal.entries).toHaveLength(0);
  });

  it('are not retried past the SDK’s cap on a wait: a RateLimitError without a request, and its delay is the gate’s', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const { client } = createClient({ apiKey: 'small-key', maxRetryAfter: 1 });
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    await spendTheMinute(queryClient, queries);
    const error = await run(queryClient.fetchQuery(queries.store.orders.list()).catch((reason) => reason));
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error.retryAfter).toBeGreaterThan(1);
    expect(mock.journal.entries).toHaveLength(2);
    const options = queries.store.orders.list();
    expect(options.retry(0, error)).toBe(false);
    // Were a retry asked for anyway (`retry: 1` after the spread), it would wait for the gate.
    expect(options.retryDelay(1, error)).toBe(error.retryAfter * 1000);
  });

  it('of every kind the SDK throws are final; an error of other code keeps TanStack’s three retries on a read, none on a write', () => {
    const ban = new PermissionDeniedError(
      403,
      { code: 'api_key_banned', message: 'banned', status: 403 },
      new Headers(),
    );
    for (const error of [ban, new RateLimitError(429, undefined, new Headers()), new APIUserAbortError()])
      expect(retryDeferringToTheSdk(0, error)).toBe(false);
    // A write is never retried by TanStack Query: the SDK retries it with its one Idempotency-Key.
    const queries = petStoreQueries(createClient().client);
    expect(queries.pets.create().retry(0, new TypeError('mine') as never)).toBe(false);
    expect(queries.store.orders.create().retry(0, ban)).toBe(false);
    expect([0, 1, 2, 3].map((count) => retryDeferringToTheSdk(count, new TypeError('mine')))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});

describe('the deprecated GET /pets/{petId}', () => {
  it('is reported once by the client, however many queries and refetches use it', async () => {
    const { client, logger } = createClient();
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(queries.pets.retrieve(1));
    await queryClient.fetchQuery(queries.pets.retrieve(2));
    await queryClient.refetchQueries({ queryKey: queries.pets.key });
    expect(mock.journal.entries.filter((entry) => entry.operationId === 'getPetById')).toHaveLength(4);
    const warnings = logger.warn.mock.calls
      .map((call) => call.join(' '))
      .filter((line) => line.includes('getPetById'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/deprecated/);
  });
});

describe('infinite query options', () => {
  it('follow the service’s Link to the last page, with X-Total-Count, as the SDK’s own pages do', async () => {
    const { client } = createClient();
    const queries = petStoreQueries(client);
    const queryClient = createQueryClient();
    const observer = new InfiniteQueryObserver(queryClient, queries.pets.listInfinite({ limit: 7 }));
    const unsubscribe = observer.subscribe(() => {});
    await observer.refetch();
    let result = observer.getCurrentResult();
    while (result.hasNextPage) result = await observer.fetchNextPage();
    unsubscribe();
    const pages = result.data?.pages ?? [];
    const items = pages.flatMap((page) => page.items);
    const all = [];
    for await (const pet of client.pets.list({ limit: 7 })) all.push(pet);
    expect(items).toEqual(all);
    expect(pages.every((page) => page.total === all.length)).toBe(true);
    expect(pages.length).toBe(Math.ceil(all.length / 7));
    expect(result.data?.pageParams[1]).toEqual({ limit: 7, offset: 7 });
    expect(pages.at(-1)?.next).toBeUndefined();
  });

  it('take the next query from the Link as the service wrote it, leaving out what the query does not have', async () => {
    // A service whose links carry a cursor of its own beside offset and limit, in another order.
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const answer = await globalThis.fetch(input, init);
      const headers = new Headers(answer.headers);
      const link = headers.get('Link');
      if (link) headers.set('Link', link.replace(/\?([^>]*)>; rel="next"/, '?cursor=abc&$1>; rel="next"'));
      return new Response(answer.body, { status: answer.status, headers });
    };
    const queries = petStoreQueries(createClient({ fetch }).client);
    const page = await createQueryClient().fetchQuery(queries.categories.list({ limit: 1 }));
    expect(page.next).toEqual({ limit: 1, offset: 1 });
  });

  it('fail with the SDK’s ResponseValidationError, not retried, when the next link cannot be read', async () => {
    const fetch: typeof globalThis.fetch = async (input, init) => {
      const answer = await globalThis.fetch(input, init);
      const headers = new Headers(answer.headers);
      if (headers.get('Link')?.includes('rel="next"')) headers.set('Link', '<http://[::1>; rel="next"');
      return new Response(answer.body, { status: answer.status, headers });
    };
    const queries = petStoreQueries(createClient({ fetch }).client);
    const error = await createQueryClient()
      .fetchQuery(queries.categories.list({ limit: 1 }))
      .catch((reason) => reason);
    expect(error).toBeInstanceOf(PetStoreError);
    expect(retryDeferringToTheSdk(0, error)).toBe(false);
    expect(mock.journal.entries).toHaveLength(1);
  });

  it('stop at a link back to a page already fetched', () => {
    const options = petStoreQueries(createClient().client).pets.listInfinite({ limit: 2 });
    const page = { items: [], total: 4, next: { limit: 2, offset: 0 } };
    expect(options.getNextPageParam(page, [page], { limit: 2 }, [{ limit: 2, offset: 0 }])).toBeUndefined();
    expect(options.getNextPageParam(page, [page], { limit: 2 }, [{ limit: 2, offset: 2 }])).toEqual({
      limit: 2,
      offset: 0,
    });
  });
});
