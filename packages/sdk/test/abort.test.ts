// Home of "a call its caller cancelled is never sent later": wherever a call waits (the rate-limit
// gate, its store's answer, a retry's backoff, a hook), an abort ends it at once, and the real mock's
// journal shows no request of it afterwards, however long the test lets time run. Every client here
// has a `fetch` that ignores the signal, as a custom one may: the SDK alone must hold the call back.
import { describe, expect, it, vi } from 'vitest';
import {
  APIUserAbortError,
  inMemoryRateLimitStore,
  type RateLimitStore,
  type RateLimitTurn,
} from '../src/index';
import { createClient, entryPoints, failure, freezeTime, run, useMock } from './support';

const quota = 5;
const mock = useMock({
  plans: { small: { perMinute: quota, perDay: 1000 } },
  keys: { 'small-key': 'small' },
});
const start = '2026-03-01T12:00:10Z';

/** A `fetch` that sends every request without its signal: it never stops one the SDK let through. */
const deafFetch: typeof globalThis.fetch = (input, init) =>
  globalThis.fetch(new Request(input, { ...init, signal: null }));

/** The queries of the journal's requests from `from` on. */
const sentSince = (from: number) => mock.journal.entries.slice(from).map((entry) => entry.query);

describe.each(entryPoints)('a cancelled call is never sent (%s)', (entry) => {
  it('when aborted at the gate while the window is spent: not at the reset, nor after', async () => {
    freezeTime(start);
    const { client } = createClient({ apiKey: 'small-key', fetch: deafFetch }, entry);
    await run(Promise.all(Array.from({ length: quota }, () => client.categories.list())));
    const controller = new AbortController();
    const waiting = client.categories.list({ limit: 1 }, { signal: controller.signal });
    await vi.advanceTimersByTimeAsync(1000);
    controller.abort();
    expect(await failure(waiting)).toBeInstanceOf(APIUserAbortError);
    // A call made after the abort waits for the same reset, and goes alone.
    await run(client.categories.list({ limit: 2 }));
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sentSince(quota)).toEqual(['limit=2']);
  });

  it('when aborted while its store has not answered: at once, and the turn granted later is given back', async () => {
    const store = inMemoryRateLimitStore();
    let answer: (() => void) | undefined;
    const slow: RateLimitStore = {
      acquire: (...args) =>
        new Promise((resolve) => {
          answer = () => resolve(store.acquire(...args) as RateLimitTurn);
        }),
      release: vi.fn((...args: Parameters<RateLimitStore['release']>) => store.release(...args)),
    };
    const { client } = createClient({ rateLimitStore: slow, fetch: deafFetch }, entry);
    const controller = new AbortController();
    const call = client.categories.list({}, { signal: controller.signal });
    await vi.waitFor(() => expect(answer).toBeDefined());
    controller.abort();
    expect(await call.catch((error: unknown) => error)).toBeInstanceOf(APIUserAbortError);
    answer?.(); // the store grants the turn now
    await vi.waitFor(() => expect(slow.release).toHaveBeenCalledTimes(1));
    expect(vi.mocked(slow.release).mock.calls[0]?.slice(1, 3)).toEqual(['1', undefined]);
    expect(mock.journal.entries).toEqual([]);
  });

  it('when aborted during a retry backoff: nothing more is sent', async () => {
    freezeTime(start);
    mock.faults.inject({ operationId: 'listPets', status: 503 });
    const controller = new AbortController();
    const call = createClient({ fetch: deafFetch }, entry).client.pets.list(
      {},
      { signal: controller.signal },
    );
    await vi.advanceTimersByTimeAsync(100); // the first attempt failed; the retry waits 0.5 s
    controller.abort();
    expect(await failure(call)).toBeInstanceOf(APIUserAbortError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([503]);
  });

  it('when aborted before it starts, or by its own onRequest hook', async () => {
    const controller = new AbortController();
    const { client } = createClient(
      { fetch: deafFetch, hooks: [{ onRequest: () => controller.abort() }] },
      entry,
    );
    const outcomes = await Promise.all([
      client.categories.list({}, { signal: AbortSignal.abort() }).catch((error: unknown) => error),
      client.categories.list({}, { signal: controller.signal }).catch((error: unknown) => error),
    ]);
    expect(outcomes.map((outcome) => outcome instanceof APIUserAbortError)).toEqual([true, true]);
    expect(mock.journal.entries).toEqual([]);
  });
});
