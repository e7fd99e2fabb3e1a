// The hooks' contract: which hooks run, in what order, with what, and that a failing hook never
// breaks a call. Against the real mock through MSW.
import { operations } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { InternalServerError, type PetStoreHooks, ValidationError } from '../src/index';
import { createClient, exhaust, freezeTime, recordingFetch, run, useMock } from './support';

const quota = 3;
const mock = useMock({
  plans: { small: { perMinute: quota, perDay: 1000 } },
  keys: { 'small-key': 'small' },
});

/** A hook that writes every event it sees, in order, as `name` and the fields a test checks. */
function recorder() {
  const events: unknown[][] = [];
  const hook: Required<PetStoreHooks> = {
    onCall: ({ operationId, method, pathTemplate }) =>
      events.push(['call', operationId, method, pathTemplate]),
    onRequest: ({ attempt, method }) => events.push(['request', attempt, method]),
    onResponse: ({ attempt, status }) => events.push(['response', attempt, status]),
    onRetry: ({ attempt, reason, delayMs }) =>
      events.push(['retry', attempt, reason.constructor.name, delayMs > 0]),
    onRateLimitWait: ({ ms, reason }) => events.push(['wait', reason, ms > 0]),
    onDeprecation: ({ info }) => events.push(['deprecation', info.sunset?.toISOString()]),
    onSuccess: ({ status, attempts }) => events.push(['success', status, attempts]),
    onError: ({ error, attempts }) => events.push(['error', error.constructor.name, attempts]),
  };
  return { events, hook };
}

describe('hooks', () => {
  it('run in order on a call that succeeds at once', async () => {
    const { events, hook } = recorder();
    const { client } = createClient({ hooks: [hook] });
    await client.categories.create({ name: 'Dogs' });
    expect(events).toEqual([
      ['call', 'createCategory', 'POST', '/categories'],
      ['request', 1, 'POST'],
      ['response', 1, 201],
      ['success', 201, 1],
    ]);
  });

  it('see each attempt, answer and retry of a call retried after a 503', async () => {
    const { events, hook } = recorder();
    const { client } = createClient({ hooks: [hook] });
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    await client.categories.list();
    expect(events).toEqual([
      ['call', 'listCategories', 'GET', '/categories'],
      ['request', 1, 'GET'],
      ['response', 1, 503],
      ['retry', 1, 'InternalServerError', true],
      ['request', 2, 'GET'],
      ['response', 2, 200],
      ['success', 200, 2],
    ]);
  });

  it('tell each rate-limit wait and why: the gate in a burst, Retry-After after a 429', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const { events, hook } = recorder();
    const { client } = createClient({ apiKey: 'small-key', hooks: [hook] });
    await run(Promise.all(Array.from({ length: quota + 1 }, () => client.categories.list())));
    expect(events.filter(([name]) => name === 'wait')).toEqual([['wait', 'gate', true]]);
    // Another process spends the new window: this client's next call meets a 429 and rides it out.
    events.length = 0;
    for (let i = 0; i < quota; i++)
      await fetch(`${mock.baseUrl}/categories`, { headers: { 'X-API-Key': 'small-key' } });
    await run(client.categories.list());
    expect(events.filter(([name]) => name === 'wait' || name === 'retry')).toEqual([
      ['retry', 1, 'RateLimitError', true],
      ['wait', 'retry-after', true],
    ]);
    expect(events.at(-1)).toEqual(['success', 200, 2]);
  });

  it("tell a call that waited behind another call's 429 of a wait, not a retry: it met no 429 itself", async () => {
    freezeTime('2026-03-01T12:00:10Z');
    await exhaust(mock.baseUrl, 'small-key', quota); // another process spent this window
    mock.journal.clear();
    const byCall = new Map<unknown, unknown[][]>();
    const hook: PetStoreHooks = {
      onCall: ({ context }) => {
        context.events = [];
        byCall.set(context, context.events as unknown[][]);
      },
      onRequest: ({ context, attempt }) => (context.events as unknown[][]).push(['request', attempt]),
      onResponse: ({ context, status }) => (context.events as unknown[][]).push(['response', status]),
      onRetry: ({ context, reason }) => (context.events as unknown[][]).push(['retry', reason.name]),
      onRateLimitWait: ({ context, reason }) => (context.events as unknown[][]).push(['wait', reason]),
      onSuccess: ({ context, attempts }) => (context.events as unknown[][]).push(['success', attempts]),
    };
    const { client, logger } = createClient({ apiKey: 'small-key', hooks: [hook], logLevel: 'info' });
    await run(Promise.all([client.categories.list(), client.categories.list()]));
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([429, 200, 200]);
    // The first call learned the window and met the 429; the second waited behind it at the gate.
    expect([...byCall.values()]).toEqual([
      [
        ['request', 1],
        ['response', 429],
        ['retry', 'RateLimitError'],
        ['wait', 'retry-after'],
        ['request', 2],
        ['response', 200],
        ['success', 2],
      ],
      [
        ['wait', 'retry-after'],
        ['request', 1],
        ['response', 200],
        ['success', 1],
      ],
    ]);
    const lines = logger.info.mock.calls.map(([, line]) => String(line));
    expect(lines.filter((line) => / 429\b/.test(line))).toEqual([
      expect.stringMatching(/^listCategories: the service answered 429 rate_limited; retry 1 of 3 in /),
    ]);
    expect(lines).toContain('rate limit: holding requests for 50.0 s (retry-after, listCategories)');
  });

  it('hear of a deprecation on every call, while the warning is written once', async () => {
    const { events, hook } = recorder();
    const { client, logger } = createClient({ hooks: [hook] });
    const dogs = await client.categories.create({ name: 'Dogs' });
    const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id });
    events.length = 0;
    await client.pets.retrieve(rex.id);
    await client.pets.retrieve(rex.id);
    const sunset = new Date(operations.getPetById.deprecated.sunset).toISOString();
    expect(events.filter(([name]) => name === 'deprecation')).toEqual([
      ['deprecation', sunset],
      ['deprecation', sunset],
    ]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it('end a call refused before sending with onError and no attempt', async () => {
    const { events, hook } = recorder();
    const { client } = createClient({ hooks: [hook] });
    await expect(client.pets.list({ limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    expect(events).toEqual([
      ['call', 'listPets', 'GET', '/pets'],
      ['error', 'ValidationError', 0],
    ]);
  });

  it('end a call that fails for good with onError and the typed error', async () => {
    const { events, hook } = recorder();
    const { client } = createClient({ hooks: [hook], maxRetries: 1 });
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 5 });
    await expect(client.categories.list()).rejects.toBeInstanceOf(InternalServerError);
    expect(events.at(-1)).toEqual(['error', 'InternalServerError', 2]);
  });

  it('may add headers to an attempt, and see the key masked but never change it', async () => {
    const recorded = recordingFetch();
    const seen: (string | null)[] = [];
    let kept: Headers | undefined;
    const { client } = createClient({
      fetch: recorded.fetch,
      hooks: [
        {
          onRequest: ({ headers }) => {
            kept = headers;
            seen.push(headers.get('X-API-Key'));
            headers.set('traceparent', '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
            headers.set('X-API-Key', 'stolen');
            headers.delete('Accept');
          },
        },
      ],
    });
    await client.categories.list();
    expect(seen).toEqual(['[redacted]']);
    const [sent] = recorded.sent;
    expect(sent?.headers.get('traceparent')).toBe('00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01');
    expect(sent?.headers.get('X-API-Key')).toBe('demo-enterprise');
    // A header of the call that a hook removes is sent all the same.
    expect(sent?.headers.get('Accept')).toBe('application/json');
    // The headers a hook keeps are a view, not what was sent: the key never reaches them.
    expect(kept?.get('X-API-Key')).toBe('stolen');
  });

  it('give each hook its own context for the call, carried from hook to hook', async () => {
    const starts: unknown[] = [];
    const counting = (): PetStoreHooks => ({
      onCall: ({ context }) => {
        context.count = 1;
      },
      onResponse: ({ context }) => {
        context.count = Number(context.count) + 1;
      },
      onSuccess: ({ context }) => starts.push(context.count),
    });
    const { client } = createClient({ hooks: [counting(), counting()] });
    await Promise.all([client.categories.list(), client.categories.list()]);
    expect(starts).toEqual([2, 2, 2, 2]);
  });

  it('give each hook its own event: what one hook changes in it, the next does not see', async () => {
    const heard: unknown[][] = [];
    const meddling = (): PetStoreHooks => ({
      onResponse: (event) => {
        heard.push([event.operationId, event.status]);
        Object.assign(event, { operationId: 'changed', status: 599 });
      },
    });
    const { client } = createClient({ hooks: [meddling(), meddling(), meddling()] });
    await client.categories.list();
    expect(heard).toEqual([
      ['listCategories', 200],
      ['listCategories', 200],
      ['listCategories', 200],
    ]);
  });

  it('that throw or reject never break the call nor hold the gate, and are logged', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const boom = () => {
      throw new Error('hook failed');
    };
    const throwing: Required<PetStoreHooks> = {
      onCall: boom,
      onRequest: boom,
      onResponse: boom,
      onRetry: boom,
      onRateLimitWait: boom,
      onDeprecation: boom,
      onSuccess: boom,
      onError: boom,
    };
    const rejecting: PetStoreHooks = {
      onResponse: async () => Promise.reject(new Error('async hook failed')),
    };
    const { client, logger } = createClient({ apiKey: 'small-key', hooks: [throwing, rejecting] });
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    const pages = await run(Promise.all(Array.from({ length: 2 * quota }, () => client.categories.list())));
    expect(pages).toHaveLength(2 * quota);
    expect(mock.journal.entries.filter((entry) => entry.status === 429)).toEqual([]);
    const failed = logger.error.mock.calls.map(([, message]) => message);
    expect(new Set(failed)).toEqual(
      new Set([
        'hook onCall threw; the call goes on',
        'hook onRequest threw; the call goes on',
        'hook onResponse threw; the call goes on',
        'hook onRetry threw; the call goes on',
        'hook onRateLimitWait threw; the call goes on',
        'hook onSuccess threw; the call goes on',
      ]),
    );
    expect(
      logger.error.mock.calls.some(([, , cause]) => (cause as Error).message === 'async hook failed'),
    ).toBe(true);
    await expect(client.pets.list({ limit: 0 })).rejects.toBeInstanceOf(ValidationError);
    expect(logger.error.mock.calls.at(-1)?.[1]).toBe('hook onError threw; the call goes on');
  });

  it('are refused when not an array of objects', () => {
    expect(() => createClient({ hooks: [null] as never })).toThrow(
      'Option hooks must be an array of hook objects',
    );
    expect(() => createClient({ hooks: {} as never })).toThrow(
      'Option hooks must be an array of hook objects',
    );
  });
});
