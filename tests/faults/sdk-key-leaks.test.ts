import { inspect } from 'node:util';
import { errorCodes, headerNames } from '@petstore/contract';
import { setupPetStoreServer } from '@petstore/mock/node';
import { APIUserAbortError, PetStore, PetStoreError, ValidationError } from '@petstore/sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startHostileServer } from './support/hostile-server';
import { capturingLogger, renderings } from './support/leaks';
import { outcomeOf, typedError } from './support/outcome';
import { recordingFetch } from './support/recording-fetch';

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

  it('a key echoed back in an error body is masked', async () => {
    const server = await startHostileServer(() => ({
      kind: 'json',
      status: errorCodes.invalid_api_key.status,
      body: { code: 'invalid_api_key', status: 401, message: `Unknown key ${secret}` },
    }));
    try {
      const { logger, lines } = capturingLogger();
      const client = new PetStore({ apiKey: secret, baseUrl: server.origin, logger, logLevel: 'debug' });
      const failure = typedError(await outcomeOf(client.categories.list()));
      expectNoSecret([...renderings(failure), ...lines]);
    } finally {
      await server.close();
    }
  });

  it('a key echoed back in a response header does not reach the thrown error', async () => {
    const server = await startHostileServer(() => ({
      kind: 'json',
      status: errorCodes.invalid_request.status,
      body: { code: 'invalid_request', status: 400, message: 'Bad request' },
      headers: { 'x-echo-api-key': secret },
    }));
    try {
      const client = new PetStore({ apiKey: secret, baseUrl: server.origin, logLevel: 'off' });
      const failure = typedError(await outcomeOf(client.categories.list()));
      expect(failure).toBeInstanceOf(PetStoreError);
      expectNoSecret(renderings(failure));
    } finally {
      await server.close();
    }
  });

  it('a caller’s own X-API-Key header cannot replace the client’s key', async () => {
    const recorder = recordingFetch();
    const client = new PetStore({
      apiKey: secret,
      baseUrl: mock.baseUrl,
      logLevel: 'off',
      fetch: recorder.fetch,
    });
    await client.pets.list(undefined, { headers: { [headerNames.apiKey]: 'demo-free' } });
    expect(recorder.exchanges.map((exchange) => exchange.headers.get(headerNames.apiKey))).toEqual([secret]);
  });
});
