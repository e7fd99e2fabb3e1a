// Home of API key leak hunting at scale: every error kind through the mock, and fuzzed echoes of the key.
import { inspect } from 'node:util';
import { setupPetStoreServer } from '@petstore/mock/node';
import { APIUserAbortError, PetStore, ValidationError } from '@petstore/sdk';
import fc from 'fast-check';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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
    const failures = await Promise.all([
      outcomeOf(client.categories.create({ name: 'dogs' })), // 409
      outcomeOf(client.categories.retrieve(999)), // 404
      outcomeOf(client.pets.create({ name: 'Tom', categoryId: 999 })), // 422
      outcomeOf(client.store.orders.list()), // 500
      outcomeOf(client.store.inventory.list()), // 429
      outcomeOf(client.store.orders.retrieve(1)), // connection error
      outcomeOf(client.pets.create({ name: '', categoryId: 0 })), // validation, nothing sent
      outcomeOf(client.pets.retrieve(1, { signal: AbortSignal.abort() })), // user abort
      outcomeOf(new PetStore({ apiKey: `${secret}-unknown`, baseUrl: mock.baseUrl, logger }).pets.list()), // 401
    ]);
    const statuses = failures.map((failure) => (typedError(failure) as { status?: number }).status);
    expect(statuses).toEqual([409, 404, 422, 500, 429, undefined, undefined, undefined, 401]);
    expect(typedError(failures[6]!)).toBeInstanceOf(ValidationError);
    expect(typedError(failures[7]!)).toBeInstanceOf(APIUserAbortError);
    for (const failure of failures) expectNoSecret(renderings((failure as { error: unknown }).error));
    await client.pets.retrieve(1); // the deprecation warning
    expect(lines.some((line) => line.startsWith('warn'))).toBe(true);
    expect(lines.some((line) => line.startsWith('debug'))).toBe(true);
    expectNoSecret(lines);
    expectNoSecret([inspect(client, { showHidden: true, depth: 10 }), JSON.stringify(client)]);
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
