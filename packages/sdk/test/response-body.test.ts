import { afterEach, describe, expect, it, vi } from 'vitest';
import { APITimeoutError, ResponseValidationError } from '../src/index';
import { createClient, freezeTime, run } from './support';

// Answers whose headers arrive but whose body does not: it stalls, is cut off, or has the wrong shape.

const json = { 'Content-Type': 'application/json' };
const category = { id: 1, name: 'Dogs' };
const start = '2026-03-01T12:00:10Z';

type Body = 'stall' | 'cut' | 'stall until aborted';

/**
 * A body that sends its first bytes, then nothing more, or drops the connection. Only the last
 * kind ends when the request's signal aborts, as a real `fetch` does.
 */
function partialBody(kind: Body, signal: AbortSignal): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"id": 1,'));
      if (kind === 'cut') controller.error(new TypeError('terminated'));
      if (kind === 'stall until aborted')
        signal.addEventListener('abort', () => controller.error(signal.reason));
    },
  });
}

/** A `fetch` that answers `bodies` in order (then `category`), recording the signal of each request. */
function scriptedFetch(...bodies: Body[]) {
  const signals: AbortSignal[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const { signal } = new Request(input, init);
    signals.push(signal);
    const body = bodies[signals.length - 1];
    return body ? new Response(partialBody(body, signal), { headers: json }) : Response.json(category);
  };
  return { fetch, signals };
}

/** Where a call stands: its value or error, or still pending. */
function track(call: PromiseLike<unknown>): { outcome: unknown } {
  const state: { outcome: unknown } = { outcome: 'pending' };
  call.then(
    (value) => {
      state.outcome = value;
    },
    (error: unknown) => {
      state.outcome = error;
    },
  );
  return state;
}

afterEach(() => vi.useRealTimers());

describe('the timeout covers the body, not only the headers', () => {
  it('a body that stalls after the headers ends in APITimeoutError when the timeout is up', async () => {
    freezeTime(start);
    // This body ignores the signal, as a custom fetch's may: the call must end all the same.
    const { fetch, signals } = scriptedFetch('stall');
    const { client } = createClient({ fetch, timeout: 1000, maxRetries: 0 });
    const call = track(client.categories.retrieve(1));
    await vi.advanceTimersByTimeAsync(999);
    expect(call.outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(call.outcome).toBeInstanceOf(APITimeoutError);
    expect(call.outcome).toMatchObject({ timeout: 1000, cause: { name: 'TimeoutError' } });
    // A real fetch stops reading and lets the connection go when its signal aborts.
    expect(signals[0]?.aborted).toBe(true);
  });

  it('a GET whose body stalls is retried like any timeout', async () => {
    freezeTime(start);
    const { fetch, signals } = scriptedFetch('stall');
    const { client } = createClient({ fetch, timeout: 1000, maxRetries: 1 });
    expect(await run(client.categories.retrieve(1))).toEqual(category);
    expect(signals).toHaveLength(2);
  });

  it('the caller’s signal still aborts the call while the body is read', async () => {
    freezeTime(start);
    const { fetch, signals } = scriptedFetch('stall until aborted');
    const controller = new AbortController();
    const { client } = createClient({ fetch, timeout: 5000 });
    const call = track(client.categories.retrieve(1, { signal: controller.signal }));
    await vi.advanceTimersByTimeAsync(100);
    controller.abort(new Error('user left'));
    await vi.advanceTimersByTimeAsync(0);
    expect(call.outcome).toMatchObject({ name: 'APIUserAbortError', cause: { message: 'user left' } });
    expect(signals.map((signal) => signal.aborted)).toEqual([true]);
  });
});

describe('a body cut off mid-stream is a lost connection', () => {
  it('retried for a GET', async () => {
    freezeTime(start);
    const { fetch, signals } = scriptedFetch('cut');
    const { client } = createClient({ fetch });
    expect(await run(client.categories.retrieve(1))).toEqual(category);
    expect(signals).toHaveLength(2);
  });
});

describe('a list page whose body is not an array', () => {
  const fetch = async () => Response.json(category);

  it('rejects when awaited, with ResponseValidationError', async () => {
    const error = await createClient({ fetch })
      .client.pets.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      operationId: 'listPets',
      issues: [{ path: 'body', message: 'must be an array' }],
    });
  });

  it('rejects when iterated, with ResponseValidationError', async () => {
    const { client } = createClient({ fetch });
    const iterate = async () => {
      for await (const pet of client.pets.list()) void pet;
    };
    await expect(iterate()).rejects.toBeInstanceOf(ResponseValidationError);
  });
});
