// Home of code a user plugs into the SDK (hooks, loggers, rate-limit stores, fetch) that throws,
// rejects, hangs or returns anything: the call still ends as documented, nothing is sent that the
// SDK cannot account for, and no rejection goes unhandled (this project's setup file checks).
import { runInNewContext } from 'node:vm';
import { setupPetStoreServer } from '@petstore/mock/node';
import {
  APITimeoutError,
  inMemoryRateLimitStore,
  type Logger,
  NotFoundError,
  PetStore,
  PetStoreError,
  type PetStoreHooks,
  type RateLimitStore,
} from '@petstore/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { outcomeOf, typedError } from './support/outcome';

const apiKey = 'pk_plugged_in_5e1c7a9b';
const mock = setupPetStoreServer({
  keys: { [apiKey]: 'enterprise' },
  fixture: { categories: [{ id: 1, name: 'Dogs' }] },
});

beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => mock.reset());
afterAll(() => mock.close());

/** A logger whose methods are mocks, so a test reads what the client wrote. */
function recordingLogger() {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

function clientWith(options: ConstructorParameters<typeof PetStore>[0] = {}) {
  const logger = recordingLogger();
  const client = new PetStore({ apiKey, baseUrl: mock.baseUrl, logger, ...options });
  return { client, logger };
}

/** Requests the mock received. */
const sent = () => mock.journal.entries.length;

const boom = (): never => {
  throw new Error('plugged-in code failed');
};

/** An object with `then`: what a careless hook or store may return in place of a promise. */
function thenable(then: unknown): object {
  return { then };
}

describe('hooks that misbehave never change a call', () => {
  // Each returns what a careless hook may: the call must resolve as if the hook were absent, and
  // the hook's failure must reach `logger.error`.
  const failingResults: Record<string, (client: PetStore) => unknown> = {
    "the SDK's own failing call (an APIPromise, only a thenable)": (client) =>
      client.categories.retrieve(999_999),
    'a rejected promise of another realm': () => runInNewContext('Promise.reject(new Error("other realm"))'),
    'a thenable whose then throws': () => thenable(boom),
    'a thenable whose then getter throws': () => Object.defineProperty({}, 'then', { get: boom }),
    'a thenable that rejects synchronously': () =>
      thenable((_: unknown, reject: (error: Error) => void) => reject(new Error('thenable rejected'))),
  };

  it.each(Object.entries(failingResults))('a hook that returns %s', async (_, result) => {
    const { client, logger } = clientWith({ hooks: [{ onSuccess: () => result(client) }] });
    const category = await client.categories.retrieve(1);
    expect(category.name).toBe('Dogs');
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
    expect(logger.error.mock.calls[0]?.[1]).toBe('hook onSuccess threw; the call goes on');
    // The failure itself, as the hook's code made it (an Error of another realm, too).
    expect(logger.error.mock.calls[0]?.[2]).toHaveProperty('message');
  });

  it("the SDK's own failing call is reported as its typed error", async () => {
    const { client, logger } = clientWith({
      hooks: [{ onSuccess: () => client.categories.retrieve(999_999) }],
    });
    await client.categories.retrieve(1);
    await vi.waitFor(() => expect(logger.error).toHaveBeenCalled());
    expect(logger.error.mock.calls[0]?.[2]).toBeInstanceOf(NotFoundError);
  });

  it('a hook object whose getter throws: every call is sent once and answered, the failure logged', async () => {
    const hook = Object.defineProperties({} as PetStoreHooks, {
      onCall: { get: boom, enumerable: true },
      onResponse: { get: boom, enumerable: true },
    });
    const { client, logger } = clientWith({ hooks: [hook] });
    const created = await client.categories.create({ name: 'Birds' });
    expect(created.name).toBe('Birds');
    expect(mock.journal.entries.map((entry) => entry.method)).toEqual(['POST']);
    const messages = logger.error.mock.calls.map(([, message]) => message);
    expect(messages).toEqual([
      'hook onCall threw; the call goes on',
      'hook onResponse threw; the call goes on',
    ]);
  });

  it('a hook that is not a function, or never settles: the call is answered', async () => {
    const hooks = [{ onCall: 42 } as unknown as PetStoreHooks, { onRequest: () => new Promise(() => {}) }];
    const { client, logger } = clientWith({ hooks });
    expect((await client.categories.retrieve(1)).id).toBe(1);
    expect(logger.error.mock.calls.map(([, , cause]) => String(cause))).toEqual([
      'TypeError: onCall is not a function',
    ]);
  });
});

describe('loggers that misbehave never change a call', () => {
  const loggers: Record<string, () => Partial<Record<keyof Logger, unknown>>> = {
    'every method throws': () => ({ debug: boom, info: boom, warn: boom, error: boom }),
    'every method rejects': () => {
      const reject = async () => boom();
      return { debug: reject, info: reject, warn: reject, error: reject };
    },
    'no methods at all': () => ({}),
    'methods that are not functions': () => ({ debug: 1, info: 'x', warn: null, error: {} }),
    'getters that throw': () =>
      Object.defineProperties(
        {},
        Object.fromEntries(['debug', 'info', 'warn', 'error'].map((name) => [name, { get: boom }])),
      ),
  };

  it.each(Object.entries(loggers))(
    'a logger whose %s, at debug level, with a failing hook, a retry and a deprecation',
    async (_, logger) => {
      mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
      const client = new PetStore({
        apiKey,
        baseUrl: mock.baseUrl,
        logger: logger() as Logger,
        logLevel: 'debug',
        hooks: [{ onSuccess: boom, onResponse: async () => boom() }],
      });
      const page = await client.categories.list();
      expect(page.items.map((category) => category.name)).toEqual(['Dogs']);
      // The 503 and its retry: nothing more, and nothing taken for a connection error.
      expect(mock.journal.entries.map((entry) => entry.status)).toEqual([503, 200]);
      const rex = await client.pets.create({ name: 'Rex', categoryId: 1 });
      expect((await client.pets.retrieve(rex.id)).name).toBe('Rex'); // deprecated: a warning
      expect(sent()).toBe(4);
    },
  );

  it('an onDeprecation callback that rejects is reported, and the call is answered', async () => {
    const { client, logger } = clientWith({ onDeprecation: async () => boom() });
    const rex = await client.pets.create({ name: 'Rex', categoryId: 1 });
    expect((await client.pets.retrieve(rex.id)).name).toBe('Rex');
    await vi.waitFor(() =>
      expect(logger.error).toHaveBeenCalledWith('[petstore]', 'onDeprecation threw', expect.any(Error)),
    );
  });
});

describe('a rate-limit store that misbehaves', () => {
  /** The in-memory store with `acquire` replaced. */
  function storeWith(acquire: (...args: Parameters<RateLimitStore['acquire']>) => unknown): RateLimitStore {
    const store = inMemoryRateLimitStore();
    return { ...store, acquire: acquire as RateLimitStore['acquire'] };
  }
  const record = {
    limit: 5,
    remaining: 5,
    resetAt: 0,
    untracked: false,
    blockedUntil: 0,
    blockedStatus: 429,
  };

  const failing: Record<string, [RateLimitStore, RegExp]> = {
    'throws, quoting the scope': [
      storeWith((scope) => {
        throw new Error(`no turn for ${scope}`);
      }),
      /^Not sent: the rate-limit store failed \(no turn for http:\/\/\S+ \[redacted\]\)$/,
    ],
    rejects: [
      storeWith(async () => Promise.reject(new Error('store down'))),
      /^Not sent: the rate-limit store failed \(store down\)$/,
    ],
    'returns a thenable whose then throws': [
      storeWith(() => thenable(boom)),
      /^Not sent: the rate-limit store failed \(plugged-in code failed\)$/,
    ],
    'returns undefined': [
      storeWith(() => undefined),
      /^Not sent: the rate-limit store answered an invalid turn$/,
    ],
    'returns a lease that is not a string': [
      storeWith(() => ({ lease: 7, waitMs: undefined, record })),
      /^Not sent: the rate-limit store answered an invalid lease$/,
    ],
    'resolves to a negative wait': [
      storeWith(async () => ({ lease: undefined, waitMs: -5, record })),
      /^Not sent: the rate-limit store answered an invalid waitMs$/,
    ],
    'returns a turn without a record': [
      storeWith(() => ({ lease: 'a', waitMs: undefined })),
      /^Not sent: the rate-limit store answered an invalid record$/,
    ],
    'returns a record of strings': [
      storeWith(() => ({ lease: 'a', waitMs: undefined, record: { ...record, remaining: '5' } })),
      /^Not sent: the rate-limit store answered an invalid record$/,
    ],
  };

  it.each(Object.entries(failing))(
    'that %s fails the call with a PetStoreError, sends nothing and retries nothing',
    async (_, [store, message]) => {
      const acquire = vi.spyOn(store, 'acquire');
      const { client } = clientWith({ rateLimitStore: store });
      const error = typedError(await outcomeOf(client.categories.retrieve(1)));
      expect(error.constructor).toBe(PetStoreError);
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain(apiKey);
      expect(sent()).toBe(0);
      expect(acquire).toHaveBeenCalledTimes(1);
    },
  );

  it('that never answers fails the call once the turn would have ended, sending nothing', async () => {
    const { client } = clientWith({ rateLimitStore: storeWith(() => new Promise(() => {})), timeout: 100 });
    const error = typedError(await outcomeOf(client.categories.retrieve(1)));
    expect(error.message).toBe('Not sent: the rate-limit store did not answer within 1100 ms');
    expect(sent()).toBe(0);
  });

  it('whose release throws: the call is answered and the failure is a warning without the key', async () => {
    const store = inMemoryRateLimitStore();
    const { client, logger } = clientWith({
      rateLimitStore: {
        acquire: (...args) => store.acquire(...args),
        release: (scope) => {
          throw new Error(`cannot write ${scope}`);
        },
      },
    });
    expect((await client.categories.retrieve(1)).id).toBe(1);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn.mock.calls[0]?.[1]).toMatch(/^The rate-limit store failed to record an answer/);
    expect(logger.warn.mock.calls[0]?.[1]).not.toContain(apiKey);
  });

  it.each([
    ['a string', 'redis://127.0.0.1'],
    ['without release', { acquire: () => undefined }],
    ['with a pollMs of NaN', { ...inMemoryRateLimitStore(), pollMs: Number.NaN }],
  ])('that is not a store (%s) is refused when the client is built', (_, store) => {
    expect(() => clientWith({ rateLimitStore: store as RateLimitStore })).toThrow(
      new PetStoreError(
        'Option rateLimitStore must be a store: acquire and release methods, and a pollMs from 0 to 2147483647 if any',
      ),
    );
  });
});

describe('a custom fetch that misbehaves', () => {
  it.each([
    ['undefined', undefined, 'undefined'],
    ['a string', 'not a response', 'string'],
    ['a plain object', { ok: true }, 'object'],
  ])('resolving to %s fails the call for good with a PetStoreError', async (_, value, kind) => {
    const fetch = vi.fn(async () => value as unknown as Response);
    const { client } = clientWith({ fetch });
    const error = typedError(await outcomeOf(client.categories.retrieve(1)));
    expect(error.constructor).toBe(PetStoreError);
    expect(error.message).toBe(`The fetch option resolved to ${kind}, not a Response`);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('that never settles and ignores the signal ends in APITimeoutError after each attempt', async () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    const { client } = clientWith({ fetch, timeout: 50, maxRetries: 1 });
    typedError(await outcomeOf(client.categories.retrieve(1)), APITimeoutError);
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
