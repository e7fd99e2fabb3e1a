// Home of API key redaction: the key never appears in an error, a log line, a warning or the client.
import { inspect } from 'node:util';
import { describe, expect, it, vi } from 'vitest';
import { type APIError, PetStore } from '../src/index';
import { createClient, failure, freezeTime, recordingFetch, run, useMock } from './support';

const secret = 'sk-live-7f3a9c-SECRET';
const mock = useMock({ keys: { [secret]: 'enterprise' } });

/** Everything a log, a crash report or a JSON error handler could print of a value. */
function everyRendering(value: unknown): string {
  const enumerable = JSON.stringify(value, (_, inner: unknown) =>
    inner instanceof Headers ? [...inner] : inner,
  );
  return [
    String(value),
    enumerable,
    inspect(value, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
  ].join('\n');
}

describe('the API key never leaks', () => {
  it('is not in a thrown error, its message, fields or cause chain', async () => {
    mock.faults.inject({ operationId: 'listPets', networkError: true });
    mock.faults.inject({ operationId: 'getCategory', latencyMs: 5_000, times: 1 });
    freezeTime('2026-03-01T12:00:00Z');
    const { client } = createClient({ apiKey: secret, maxRetries: 0, timeout: 50 });
    const errors = [
      await failure(client.pets.list()),
      await failure(client.categories.retrieve(1)),
      await failure(client.categories.retrieve(999_999)),
      await failure(client.pets.create({ name: '', categoryId: 1 })),
    ];
    expect(errors.map((error) => (error as Error).name)).toEqual([
      'APIConnectionError',
      'APITimeoutError',
      'NotFoundError',
      'ValidationError',
    ]);
    for (const error of errors) expect(everyRendering(error)).not.toContain(secret);
  });

  it('is masked where an error body echoes it', async () => {
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = new Request(input, init).headers.get('X-API-Key');
      return Response.json(
        { code: 'invalid_api_key', message: `Key ${key} is unknown`, status: 401 },
        { status: 401 },
      );
    };
    const { client, logger } = createClient({ apiKey: secret, fetch, logLevel: 'debug' });
    const error = await client.pets.list().catch((caught: unknown) => caught);
    expect((error as Error).message).toBe('401 invalid_api_key: Key [redacted] is unknown');
    expect(everyRendering(error)).not.toContain(secret);
    expect(logger.debug).toHaveBeenCalled();
    expect(everyRendering(Object.values(logger).map((method) => method.mock.calls))).not.toContain(secret);
  });

  it('is masked where a response header echoes it, in the error’s headers and request id', async () => {
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      const key = new Request(input, init).headers.get('X-API-Key') as string;
      return Response.json(
        { code: 'invalid_request', message: 'Bad request', status: 400 },
        { status: 400, headers: { 'X-Echo-Key': `key=${key}`, 'X-Request-Id': key } },
      );
    };
    const error = await createClient({ apiKey: secret, fetch })
      .client.pets.list()
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ name: 'BadRequestError', requestId: '[redacted]' });
    expect((error as APIError).headers.get('X-Echo-Key')).toBe('key=[redacted]');
    expect(everyRendering(error)).not.toContain(secret);
  });

  it('is masked where a deprecation link echoes it, in the warning and onDeprecation', async () => {
    const link = `<https://docs.example/deprecations?key=${secret}>; rel="deprecation"`;
    const fetch = async () =>
      Response.json({ id: 1, name: 'Rex', categoryId: 1 }, { headers: { Link: link } });
    const onDeprecation = vi.fn();
    const { client, logger } = createClient({ apiKey: secret, fetch, onDeprecation });
    await client.pets.retrieve(1);
    expect(onDeprecation.mock.calls[0]?.[0]).toMatchObject({
      link: 'https://docs.example/deprecations?key=[redacted]',
    });
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(everyRendering(logger.warn.mock.calls)).not.toContain(secret);
  });

  it('is not in any log line, even at debug level', async () => {
    freezeTime('2026-03-01T12:00:00Z');
    const { client, logger } = createClient({ apiKey: secret, logLevel: 'debug' });
    mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
    await run(client.categories.list());
    await failure(client.pets.retrieve(1));
    const lines = Object.values(logger).flatMap((method) =>
      method.mock.calls.map((args) => everyRendering(args)),
    );
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(line).not.toContain(secret);
  });

  it('is not an enumerable or inspectable field of the client', () => {
    const client = new PetStore({ apiKey: secret });
    expect(everyRendering(client)).not.toContain(secret);
    expect(everyRendering(client.pets)).not.toContain(secret);
  });

  it('cannot be replaced by per-call headers', async () => {
    const recorder = recordingFetch();
    const { client } = createClient({ apiKey: secret, fetch: recorder.fetch });
    await client.categories.list({}, { headers: { 'x-api-key': 'demo-free' } });
    expect(recorder.sent.map((request) => request.headers.get('X-API-Key'))).toEqual([secret]);
    expect(mock.journal.entries.at(-1)?.apiKey).toBe(`${secret.slice(0, 4)}…`);
  });
});
