import { service } from '@petstore/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PetStore, PetStoreError } from '../src/index';
import { recordingFetch, recordingLogger, useMock } from './support';

const mock = useMock();

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe('client options', () => {
  it('reads the API key from PETSTORE_API_KEY when apiKey is absent', async () => {
    vi.stubEnv('PETSTORE_API_KEY', 'demo-pro');
    const recorder = recordingFetch();
    await new PetStore({ fetch: recorder.fetch }).categories.list();
    expect(recorder.sent[0]?.headers.get('X-API-Key')).toBe('demo-pro');
  });

  it('refuses to start without a key, naming both ways to give one', () => {
    vi.stubEnv('PETSTORE_API_KEY', '');
    expect(() => new PetStore()).toThrow(PetStoreError);
    expect(() => new PetStore()).toThrow(/apiKey.*PETSTORE_API_KEY/);
  });

  it('refuses options out of range', () => {
    for (const options of [
      { timeout: 0 },
      { maxRetries: -1 },
      { maxRetries: 1.5 },
      { maxRetryAfter: Number.NaN },
      { baseUrl: 'not a url' },
    ]) {
      expect(() => new PetStore({ apiKey: 'k', ...options })).toThrow(PetStoreError);
    }
  });

  it('refuses, when built, an API key or client headers that cannot go on the wire, never quoting the key', () => {
    const recorder = recordingFetch();
    const flaws = ['\n', '\r\nX-Evil: 1', '\0', 'é', ' ', '\t', '€', '🔑'];
    for (const apiKey of flaws.flatMap((flaw) => [`pk_3c9f${flaw}`, `${flaw}pk_3c9f`, `pk_${flaw}3c9f`])) {
      const error = (() => {
        try {
          new PetStore({ apiKey, fetch: recorder.fetch });
        } catch (caught) {
          return caught as Error;
        }
      })();
      expect(error, JSON.stringify(apiKey)).toBeInstanceOf(PetStoreError);
      expect(error?.message).toBe('Option apiKey must be visible ASCII characters');
      expect(error?.message).not.toContain(apiKey);
    }
    const badHeaders: Record<string, string>[] = [
      { 'Bad Name': 'x' },
      { 'X-Trace': 'a\nb' },
      { 'X-Trace': '€' },
      { 'X-Trace': 'x\0' },
    ];
    for (const headers of badHeaders) {
      expect(() => new PetStore({ apiKey: 'k', headers }), JSON.stringify(headers)).toThrow(
        /^Option headers: header\./,
      );
    }
    expect(recorder.sent).toEqual([]);
    expect(() => new PetStore({ apiKey: 'k', headers: { 'X-Name': 'José Ø', 'X-Empty': '' } })).not.toThrow();
  });

  it('sends to the contract’s default base URL, or the given one without its trailing slash', async () => {
    const recorder = recordingFetch();
    await new PetStore({ apiKey: 'demo-free', fetch: recorder.fetch }).categories.list();
    await new PetStore({
      apiKey: 'demo-free',
      fetch: recorder.fetch,
      baseUrl: `${service.defaultBaseUrl}/`,
    }).categories.list();
    expect(recorder.sent.map((request) => request.url)).toEqual([
      `${service.defaultBaseUrl}/categories`,
      `${service.defaultBaseUrl}/categories`,
    ]);
  });

  it('sends the client’s headers, which per-call headers override', async () => {
    const recorder = recordingFetch();
    const client = new PetStore({
      apiKey: 'demo-free',
      fetch: recorder.fetch,
      headers: { 'User-Agent': 'app/1', 'X-Team': 'a' },
    });
    await client.categories.list({}, { headers: { 'x-team': 'b' } });
    const { headers } = recorder.sent[0]!;
    expect([headers.get('User-Agent'), headers.get('X-Team'), headers.get('Accept')]).toEqual([
      'app/1',
      'b',
      'application/json',
    ]);
  });

  it('writes to console by default, with the [petstore] prefix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mock.load({ categories: [{ id: 1, name: 'Dogs' }], pets: [{ id: 1, name: 'Rex', categoryId: 1 }] });
    await new PetStore({ apiKey: 'demo-free' }).pets.retrieve(1);
    expect(warn).toHaveBeenCalledWith('[petstore]', expect.stringContaining('getPetById'));
  });

  it('filters the logger by level', async () => {
    const logger = recordingLogger();
    const client = new PetStore({ apiKey: 'demo-free', logger, logLevel: 'debug' });
    await client.categories.list();
    expect(logger.debug).toHaveBeenCalledWith('[petstore]', `GET ${service.defaultBaseUrl}/categories → 200`);
    const quiet = recordingLogger();
    await new PetStore({ apiKey: 'demo-free', logger: quiet, logLevel: 'off' }).categories.list();
    expect(Object.values(quiet).every((method) => method.mock.calls.length === 0)).toBe(true);
  });
});
