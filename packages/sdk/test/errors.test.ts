// Home of the error classes: which class each failure becomes, what it carries, and that a ban is never retried.
import { errorStatuses, operations } from '@petstore/contract';
import { errorCodeList } from '@petstore/contract/internal';
import { describe, expect, it, vi } from 'vitest';
import {
  APIConnectionError,
  APIError,
  APITimeoutError,
  APIUserAbortError,
  AuthenticationError,
  BadRequestError,
  ConflictError,
  GoneError,
  InternalServerError,
  NotFoundError,
  PayloadTooLargeError,
  PermissionDeniedError,
  PetStoreError,
  RateLimitError,
  ResponseValidationError,
  UnprocessableEntityError,
  UnsupportedMediaTypeError,
} from '../src/index';
import { createClient, exhaust, failure, freezeTime, recordingFetch, run, useMock } from './support';

let clockOffset = 0;
const mock = useMock({
  plans: { tiny: { perMinute: 1, perDay: 100 } },
  keys: { 'tiny-key': 'tiny' },
  ban: { after429s: 2, seconds: 900 },
  now: () => Date.now() + clockOffset,
});

const lastEntry = () => mock.journal.entries.at(-1);

describe('HTTP errors: one class per status family, each with status, code, message, headers, requestId', () => {
  it('400 → BadRequestError', async () => {
    mock.faults.inject({ operationId: 'listPets', code: 'invalid_request', times: 1 });
    const error = await createClient()
      .client.pets.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BadRequestError);
    expect(error).toMatchObject({ name: 'BadRequestError', status: 400, code: 'invalid_request' });
    expect((error as APIError).requestId).toBe(lastEntry()?.requestId);
    expect((error as APIError).headers.get('X-Request-Id')).toBe(lastEntry()?.requestId);
    expect((error as APIError).message).toMatch(/^400 invalid_request: /);
    expect(mock.journal.entries).toHaveLength(1);
  });

  it('401 → AuthenticationError', async () => {
    const error = await createClient({ apiKey: 'unknown-key' })
      .client.categories.list()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: 'invalid_api_key', requestId: lastEntry()?.requestId });
  });

  it('403 → PermissionDeniedError with retryAfter; never retried; later calls are sent only once the ban ends', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    const statuses = await exhaust(mock.baseUrl, 'tiny-key', 4);
    expect(statuses).toEqual([200, 429, 429, 403]);
    const { client } = createClient({ apiKey: 'tiny-key' });
    const error = await failure(client.categories.list());
    expect(error).toBeInstanceOf(PermissionDeniedError);
    expect(error).toMatchObject({ status: 403, code: 'api_key_banned', retryAfter: expect.any(Number) });
    expect(mock.journal.entries).toHaveLength(5);

    const held = await failure(client.pets.list());
    expect(held).toBeInstanceOf(PermissionDeniedError);
    expect((held as Error).message).toMatch(/Not sent/);
    expect(mock.journal.entries).toHaveLength(5);

    await vi.advanceTimersByTimeAsync(((error as PermissionDeniedError).retryAfter! + 1) * 1000);
    await run(client.categories.list());
    expect(mock.journal.entries.at(-1)?.status).toBe(200);
  });

  it('404 → NotFoundError', async () => {
    const error = await createClient()
      .client.categories.retrieve(999)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({
      status: 404,
      code: 'not_found',
      message: '404 not_found: Category 999 does not exist',
    });
    expect((error as NotFoundError).body).toEqual({
      code: 'not_found',
      message: 'Category 999 does not exist',
      status: 404,
    });
  });

  it('409 → ConflictError', async () => {
    const { client } = createClient();
    await client.categories.create({ name: 'Dogs' });
    const error = await client.categories.create({ name: 'dogs' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConflictError);
    expect(error).toMatchObject({ status: 409, code: 'category_exists' });
  });

  it('422 idempotency_conflict → UnprocessableEntityError, linking to the docs, never retried', async () => {
    const recorder = recordingFetch();
    const { client } = createClient({ fetch: recorder.fetch });
    const dogs = await client.categories.create({ name: 'Dogs' });
    const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id });
    await client.pets.update(rex.id, { name: 'Max' }, { idempotencyKey: 'rename-1' });
    const error = await client.pets
      .update(rex.id, { name: 'Bo' }, { idempotencyKey: 'rename-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'idempotency_conflict' });
    expect((error as Error).message).toContain('/docs/idempotency');
    expect(recorder.sent.filter((request) => request.method === 'PATCH')).toHaveLength(2);
  });

  it('410 → GoneError, saying the endpoint passed its sunset', async () => {
    const { client } = createClient();
    const dogs = await client.categories.create({ name: 'Dogs' });
    const rex = await client.pets.create({ name: 'Rex', categoryId: dogs.id });
    clockOffset = Date.parse(operations.getPetById.deprecated.sunset) - Date.now() + 1000;
    try {
      const error = await client.pets.retrieve(rex.id).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(GoneError);
      expect(error).toMatchObject({ status: 410, code: 'endpoint_sunset' });
      expect((error as Error).message).toMatch(/passed its sunset/);
    } finally {
      clockOffset = 0;
    }
  });

  it('422 → UnprocessableEntityError', async () => {
    const error = await createClient()
      .client.pets.create({ name: 'Rex', categoryId: 999 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(UnprocessableEntityError);
    expect(error).toMatchObject({ status: 422, code: 'category_not_found' });
  });

  it('429 → RateLimitError with retryAfter, thrown at once when Retry-After is over maxRetryAfter', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    await exhaust(mock.baseUrl, 'tiny-key', 1);
    const { client } = createClient({ apiKey: 'tiny-key', maxRetryAfter: 10 });
    const error = await client.categories.list().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RateLimitError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter: 50 });
    expect(mock.journal.entries.map((entry) => entry.status)).toEqual([200, 429]);
  });

  it('5xx → InternalServerError', async () => {
    mock.faults.inject({ operationId: 'createPet', status: 503 });
    const error = await createClient()
      .client.pets.create({ name: 'Rex', categoryId: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ status: 503, code: 'unavailable' });
  });

  it('413 → PayloadTooLargeError and 415 → UnsupportedMediaTypeError', async () => {
    mock.faults.inject({ operationId: 'createCategory', code: 'payload_too_large', times: 1 });
    mock.faults.inject({ operationId: 'createPet', code: 'unsupported_media_type', times: 1 });
    const { client } = createClient();
    const tooLarge = await client.categories.create({ name: 'Dogs' }).catch((caught: unknown) => caught);
    expect(tooLarge).toBeInstanceOf(PayloadTooLargeError);
    expect(tooLarge).toMatchObject({ name: 'PayloadTooLargeError', status: 413, code: 'payload_too_large' });
    const unsupported = await client.pets
      .create({ name: 'Rex', categoryId: 1 })
      .catch((caught: unknown) => caught);
    expect(unsupported).toBeInstanceOf(UnsupportedMediaTypeError);
    expect(unsupported).toMatchObject({ status: 415, code: 'unsupported_media_type' });
  });

  it('statuses outside the error table → APIError itself', async () => {
    const fetch = async () =>
      Response.json({ code: 'teapot', message: 'I am a teapot', status: 418 }, { status: 418 });
    const error = await createClient({ fetch, maxRetries: 0 })
      .client.pets.create({ name: 'Rex', categoryId: 1 })
      .catch((caught: unknown) => caught);
    expect(Object.getPrototypeOf(error)).toBe(APIError.prototype);
    expect(error).toMatchObject({ name: 'APIError', status: 418, code: undefined });
  });
});

describe('errors without an HTTP answer', () => {
  it('a broken connection → APIConnectionError keeping the cause', async () => {
    mock.faults.inject({ operationId: 'createPet', networkError: true });
    const error = await createClient()
      .client.pets.create({ name: 'Rex', categoryId: 1 })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).not.toHaveProperty('status');
    expect((error as Error).cause).toBeInstanceOf(TypeError);
  });

  it('a slow answer → APITimeoutError keeping the cause', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.faults.inject({ operationId: 'getCategory', latencyMs: 5000 });
    const { client } = createClient({ timeout: 1000, maxRetries: 0 });
    const error = await failure(client.categories.retrieve(1));
    expect(error).toBeInstanceOf(APITimeoutError);
    expect(error).toBeInstanceOf(APIConnectionError);
    expect(error).toMatchObject({ timeout: 1000, message: 'Request timed out after 1000 ms' });
    expect((error as Error).cause).toMatchObject({ name: 'TimeoutError' });
  });

  it('an aborted signal → APIUserAbortError keeping the reason as cause', async () => {
    freezeTime('2026-03-01T12:00:10Z');
    mock.faults.inject({ operationId: 'getCategory', latencyMs: 60_000 });
    const controller = new AbortController();
    const call = createClient().client.categories.retrieve(1, { signal: controller.signal });
    const reason = new Error('user left');
    setTimeout(() => controller.abort(reason), 1000);
    const error = await failure(call);
    expect(error).toBeInstanceOf(APIUserAbortError);
    expect((error as Error).cause).toBe(reason);
  });

  it('a success body that is not JSON → ResponseValidationError', async () => {
    const fetch = async () =>
      new Response('{"id": 1,', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const error = await createClient({ fetch })
      .client.categories.retrieve(1)
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({
      operationId: 'getCategory',
      issues: [{ path: 'body', message: 'is not valid JSON' }],
    });
    expect((error as Error).cause).toBeInstanceOf(SyntaxError);
  });

  it('with validateResponses, a body of the wrong shape → ResponseValidationError naming the field', async () => {
    const fetch = async () => Response.json({ id: 'one', name: 'Dogs' });
    const { client } = createClient({ fetch, validateResponses: true });
    const error = await client.categories.retrieve(1).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect(error).toMatchObject({ issues: [{ path: 'body.id', message: 'must be a number' }] });
  });

  it('with validateResponses, unknown fields are tolerated and dropped', async () => {
    const fetch = async () => Response.json({ id: 1, name: 'Dogs', colour: 'brown' });
    expect(await createClient({ fetch, validateResponses: true }).client.categories.retrieve(1)).toEqual({
      id: 1,
      name: 'Dogs',
    });
  });

  it('every status of the contract’s error table has its own class, never a bare APIError', () => {
    for (const code of errorCodeList) {
      const error = APIError.generate(errorStatuses[code], undefined, new Headers());
      expect(error.constructor, code).not.toBe(APIError);
    }
  });

  it('every error class shares the PetStoreError base and prints its own name', () => {
    const headers = new Headers();
    for (const [status, name] of [
      [400, 'BadRequestError'],
      [401, 'AuthenticationError'],
      [403, 'PermissionDeniedError'],
      [404, 'NotFoundError'],
      [405, 'MethodNotAllowedError'],
      [408, 'RequestTimeoutError'],
      [409, 'ConflictError'],
      [410, 'GoneError'],
      [413, 'PayloadTooLargeError'],
      [414, 'URITooLongError'],
      [415, 'UnsupportedMediaTypeError'],
      [422, 'UnprocessableEntityError'],
      [429, 'RateLimitError'],
      [431, 'RequestHeaderFieldsTooLargeError'],
      [500, 'InternalServerError'],
      [503, 'InternalServerError'],
      [502, 'InternalServerError'],
      [418, 'APIError'],
    ] as const) {
      const error = APIError.generate(status, undefined, headers);
      expect(error).toBeInstanceOf(PetStoreError);
      expect([error.name, error.constructor.name, error.message]).toEqual([
        name,
        name,
        expect.stringContaining(String(status)),
      ]);
    }
  });
});
