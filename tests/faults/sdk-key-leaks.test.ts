// Home of the API key's secrecy: it never appears in an error (message, fields, headers, cause
// chain), a log line at any level, a warning, a callback's argument or a rendering of the client:
// every error kind through the mock, failures over real sockets, fuzzed echoes of the key in
// bodies and headers, and per-call headers that try to replace it. (Where it may travel across
// origins on a redirect is packages/sdk/test/redirects.test.ts.)
import { inspect } from 'node:util';
import { setupPetStoreServer, startPetStoreServer } from '@petstore/mock/node';
import {
  type APIError,
  APIUserAbortError,
  AuthenticationError,
  PetStore,
  ValidationError,
} from '@petstore/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startHostileServer } from './support/hostile-server';
import { capturingLogger, renderings } from './support/leaks';
import { outcomeOf, typedError } from './support/outcome';

const secret = 'pk_canary_leak_3b8d0f2a6c4e';
const mock = setupPetStoreServer({
  keys: { [secret]: 'free' },
  fixture: { categories: [{ id: 1, name: 'Dogs' }], pets: [{ id: 1, name: 'Rex', categoryId: 1 }] },
});

beforeAll(() => mock.listen({ onUnhandledRequest: 'bypass' }));
beforeEach(() => mock.reset());
afterAll(() => mock.close());

function expectNoSecret(texts: readonly string[]): void {
  for (const text of texts) expect(text).not.toContain(secret);
}

describe('the API key never reaches errors or logs', () => {
  // Signed tokens and keys that embed claims run to kilobytes: a key of any length the transport
  // carries gets the service's own answer, masked, from the in-process and the standalone mock.
  it.each([1024, 3 * 1024, 16 * 1024])(
    'an unknown key of %i characters gets 401 with no trace of it',
    async (length) => {
      const chars = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.';
      const longKey = Array.from({ length }, (_, i) => chars.charAt((i * 7 + length) % chars.length)).join(
        '',
      );
      const logged = vi.spyOn(console, 'error');
      const standalone = await startPetStoreServer({ port: 0 });
      try {
        for (const target of [mock, standalone.mock]) {
          const { logger, lines } = capturingLogger();
          const client = new PetStore({
            apiKey: longKey,
            baseUrl: target.baseUrl,
            logger,
            logLevel: 'debug',
          });
          const failure = await outcomeOf(client.pets.list());
          const error = typedError(failure);
          expect(error).toBeInstanceOf(AuthenticationError);
          expect((error as APIError).status).toBe(401);
          expect((error as APIError).code).toBe('invalid_api_key');
          const texts = [...renderings(error), ...lines, JSON.stringify(target.journal.entries)];
          for (const text of texts) expect(text).not.toContain(longKey.slice(0, 64));
          expect(target.journal.entries.map((entry) => entry.status)).toEqual([401]);
        }
        expect(logged).not.toHaveBeenCalled();
      } finally {
        logged.mockRestore();
        await standalone.close();
      }
    },
  );

  it('every kind of error from the mock, rendered every common way, and every debug log line', async () => {
    const { logger, lines } = capturingLogger();
    const client = new PetStore({
      apiKey: secret,
      baseUrl: mock.baseUrl,
      logger,
      logLevel: 'debug',
      maxRetries: 0,
    });
    mock.faults.inject({ operationId: 'listOrders', status: 500, times: 1 });
    mock.faults.inject({ operationId: 'listInventory', code: 'rate_limited', times: 1 });
    mock.faults.inject({ operationId: 'getOrder', networkError: true, times: 1 });
    mock.faults.inject({ operationId: 'getInventoryItem', latencyMs: 1_000, times: 1 });
    const failures = await Promise.all([
      outcomeOf(client.categories.create({ name: 'dogs' })), // 409
      outcomeOf(client.categories.retrieve(999)), // 404
      outcomeOf(client.pets.create({ name: 'Tom', categoryId: 999 })), // 422
      outcomeOf(client.store.orders.list()), // 500
      outcomeOf(client.store.inventory.list()), // 429
      outcomeOf(client.store.orders.retrieve(1)), // connection error
      outcomeOf(client.store.inventory.retrieve(1, { timeout: 50 })), // timeout
      outcomeOf(client.pets.create({ name: '', categoryId: 0 })), // validation, nothing sent
      outcomeOf(client.pets.retrieve(1, { signal: AbortSignal.abort() })), // user abort
      outcomeOf(new PetStore({ apiKey: `${secret}-unknown`, baseUrl: mock.baseUrl, logger }).pets.list()), // 401
    ]);
    const statuses = failures.map((failure) => (typedError(failure) as { status?: number }).status);
    expect(statuses).toEqual([409, 404, 422, 500, 429, undefined, undefined, undefined, undefined, 401]);
    expect(failures.map((failure) => typedError(failure).name).slice(5, 9)).toEqual([
      'APIConnectionError',
      'APITimeoutError',
      'ValidationError',
      'APIUserAbortError',
    ]);
    expect(typedError(failures[7]!)).toBeInstanceOf(ValidationError);
    expect(typedError(failures[8]!)).toBeInstanceOf(APIUserAbortError);
    for (const failure of failures) expectNoSecret(renderings((failure as { error: unknown }).error));
    await client.pets.retrieve(1); // the deprecation warning
    expect(lines.some((line) => line.startsWith('warn'))).toBe(true);
    expect(lines.some((line) => line.startsWith('debug'))).toBe(true);
    expectNoSecret(lines);
    expectNoSecret([inspect(client, { showHidden: true, depth: 10 }), JSON.stringify(client)]);
    expectNoSecret([inspect(client.pets, { showHidden: true, depth: 10 }), JSON.stringify(client.pets)]);
  });

  it('a connection reset and a server that never answers, over real sockets, leave no trace of it', async () => {
    const server = await startHostileServer((request) =>
      request.path.startsWith('/pets') ? { kind: 'reset' } : { kind: 'hang' },
    );
    try {
      const { logger, lines } = capturingLogger();
      const client = new PetStore({
        apiKey: secret,
        baseUrl: server.origin,
        logger,
        logLevel: 'debug',
        maxRetries: 1,
        timeout: 200,
      });
      const reset = typedError(await outcomeOf(client.pets.list()));
      const timedOut = typedError(await outcomeOf(client.categories.list()));
      expect([reset.name, timedOut.name]).toEqual(['APIConnectionError', 'APITimeoutError']);
      expect(server.requests.map((request) => request.headers['x-api-key'])).toEqual(Array(4).fill(secret));
      expectNoSecret([...renderings(reset), ...renderings(timedOut), ...lines]);
    } finally {
      await server.close();
    }
  });

  it('is masked where an error body echoes it', async () => {
    const { logger, lines } = capturingLogger();
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = new Request(input, init).headers.get('X-API-Key');
      return Response.json(
        { code: 'invalid_api_key', message: `Key ${key} is unknown`, status: 401 },
        { status: 401 },
      );
    };
    const client = new PetStore({ apiKey: secret, fetch, logger, logLevel: 'debug' });
    const error = typedError(await outcomeOf(client.pets.list()));
    expect(error.message).toBe('401 invalid_api_key: Key [redacted] is unknown');
    expect(lines.length).toBeGreaterThan(0);
    expectNoSecret([...renderings(error), ...lines]);
  });

  it('is masked where a response header echoes it, in the error’s headers and request id and in onResponse', async () => {
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = new Request(input, init).headers.get('X-API-Key') as string;
      return Response.json(
        { code: 'invalid_request', message: 'Bad request', status: 400 },
        { status: 400, headers: { 'X-Echo-Key': `key=${key}`, 'X-Request-Id': key } },
      );
    };
    // Two hooks: the first hears the event itself, the second a copy with its own context.
    const heard: Headers[] = [];
    const onResponse = ({ headers }: { headers: Headers }) => void heard.push(headers);
    const client = new PetStore({
      apiKey: secret,
      fetch,
      logLevel: 'off',
      hooks: [{ onResponse }, { onResponse }],
    });
    const error = typedError(await outcomeOf(client.pets.list())) as APIError;
    expect(error).toMatchObject({ name: 'BadRequestError', requestId: '[redacted]' });
    expect(error.headers.get('X-Echo-Key')).toBe('key=[redacted]');
    expect(heard.map((headers) => headers.get('X-Echo-Key'))).toEqual(['key=[redacted]', 'key=[redacted]']);
    expectNoSecret([...renderings(error), ...heard.map((headers) => inspect(headers))]);
  });

  it('is masked where a deprecation link echoes it, in the warning and onDeprecation', async () => {
    const link = `<https://docs.example/deprecations?key=${secret}>; rel="deprecation"`;
    const fetch = async () =>
      Response.json({ id: 1, name: 'Rex', categoryId: 1 }, { headers: { Link: link } });
    const onDeprecation = vi.fn();
    const { logger, lines } = capturingLogger();
    const client = new PetStore({ apiKey: secret, fetch, onDeprecation, logger });
    await client.pets.retrieve(1);
    expect(onDeprecation.mock.calls[0]?.[0]).toMatchObject({
      link: 'https://docs.example/deprecations?key=[redacted]',
    });
    expect(lines.filter((line) => line.startsWith('warn'))).toHaveLength(1);
    expectNoSecret([...lines, ...renderings(onDeprecation.mock.calls)]);
  });

  it('cannot be replaced by per-call headers', async () => {
    const sent: (string | null)[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      sent.push(new Request(input, init).headers.get('X-API-Key'));
      return Response.json([]);
    };
    const client = new PetStore({ apiKey: secret, fetch });
    await client.categories.list({}, { headers: { 'x-api-key': 'demo-free' } });
    expect(sent).toEqual([secret]);
  });

  it('a key echoed in any JSON encoding, or in a body that is not JSON, reaches no view of the error', async () => {
    // Keys are visible ASCII (the client refuses others); each character may come back as itself
    // or JSON-escaped: `\u00xx` in either case, or `\/`, `\"`, `\\`.
    const visible = fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code));
    const key = fc.array(visible, { minLength: 12, maxLength: 40 }).map((chars) => `pk_${chars.join('')}`);
    const escapeOf = (char: string, choice: number): string => {
      const hex = char.charCodeAt(0).toString(16).padStart(4, '0');
      const forms = [`\\u${hex}`, `\\u${hex.toUpperCase()}`];
      if ('/"\\'.includes(char)) forms.push(`\\${char}`);
      if (!'"\\'.includes(char)) forms.push(char);
      return forms[choice % forms.length] as string;
    };
    const echo = fc.record({
      key,
      choices: fc.array(fc.nat(), { minLength: 45, maxLength: 45 }),
      status: fc.constantFrom(200, 400, 401, 403, 404, 409, 422, 429, 500),
      shape: fc.constantFrom('json', 'text', 'cut-json'),
      padding: fc.nat({ max: 300 }),
    });
    await fc.assert(
      fc.asyncProperty(echo, async ({ key: secret, choices, status, shape: drawn, padding }) => {
        // A 2xx with a well-formed body is data, not an error: it is cut short instead.
        const shape = status < 300 && drawn === 'json' ? 'cut-json' : drawn;
        const escaped = Array.from(secret, (char, index) => escapeOf(char, choices[index] ?? 0)).join('');
        const filler = 'x'.repeat(padding);
        const body =
          shape === 'json'
            ? `{"code":"invalid_request","status":${status},"message":"${filler} key ${escaped}",` +
              `"details":[{"path":"${escaped}","message":"${escaped}"}],"${escaped}":"${escaped}"}`
            : shape === 'text'
              ? `${filler} key ${secret} is not JSON`
              : `{"id":1,"name":"${filler}${escaped}"`;
        const fetch = async () =>
          new Response(body, {
            status,
            headers: { 'content-type': 'application/json', 'x-echo': escaped.replace(/[^\x21-\x7e]/g, '') },
          });
        const client = new PetStore({ apiKey: secret, fetch, logLevel: 'off', maxRetries: 0 });
        const error = typedError(await outcomeOf(client.categories.retrieve(1)));
        for (const text of renderings(error)) {
          expect(text).not.toContain(secret);
          expect(text).not.toContain(secret.slice(3));
        }
      }),
      { numRuns: 200 },
    );
  });
});
