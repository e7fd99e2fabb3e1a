import { setupPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, type Mock, vi } from 'vitest';
import { sdkOperations } from '../scripts/surface';
import * as functions from '../src/functions';
import { type ClientOptions, type Logger, PetStore, PetStoreCore } from '../src/index';

type MockOptions = NonNullable<Parameters<typeof setupPetStoreServer>[0]>;

/** A logger whose methods are mocks. */
export type RecordingLogger = { [Level in keyof Logger]: Mock<Logger[Level]> };

/** A logger that remembers every line, so tests can read what the client wrote. */
export function recordingLogger(): RecordingLogger {
  return { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
}

/** The in-process mock for one test file: listening for the whole file, reset after each test. */
export function useMock(options: MockOptions = {}) {
  const mock = setupPetStoreServer({ seed: false, ...options });
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.reset();
    vi.useRealTimers();
  });
  afterAll(() => mock.close());
  return mock;
}

/** The SDK's two ways to call an operation: `client.pets.list()`, or `listPets(core)` of `@petstore/sdk/functions`. */
export type EntryPoint = 'client' | 'functions';

/** Both entry points, for `describe.each`: a behaviour of a call holds for each of them. */
export const entryPoints: readonly EntryPoint[] = ['client', 'functions'];

/** What tests call: the client's resources and its rate-limit state. */
export type SdkClient = Pick<PetStore, 'pets' | 'categories' | 'store' | 'rateLimit'>;

/**
 * The client's methods made of the functions of `@petstore/sdk/functions` over a bare
 * {@link PetStoreCore}, so that a test of a call runs unchanged against either entry point. Each
 * method is the function of its operation, as the generated resources call it (packages/sdk/scripts/surface.ts):
 * the core first, then the method's own arguments.
 */
function functionsClient(core: PetStoreCore): SdkClient {
  const byName = functions as unknown as Record<string, (core: PetStoreCore, ...args: unknown[]) => unknown>;
  const client: Record<string, unknown> = {
    get rateLimit() {
      return core.rateLimit;
    },
  };
  for (const { resource, method, functionName } of sdkOperations()) {
    const call = byName[functionName];
    if (!call) throw new Error(`@petstore/sdk/functions has no ${functionName}`);
    const target = resource.reduce<Record<string, unknown>>((parent, name) => {
      parent[name] ??= {};
      return parent[name] as Record<string, unknown>;
    }, client);
    target[method] = (...args: unknown[]) => call(core, ...args);
  }
  return client as unknown as SdkClient;
}

/**
 * A client of the mock with a silent logger; a large plan unless the test says otherwise.
 * @param entry - `functions` for a bare `PetStoreCore` called through the functions.
 */
export function createClient(
  options: ClientOptions = {},
  entry: EntryPoint = 'client',
): { client: SdkClient; logger: RecordingLogger } {
  const logger = recordingLogger();
  const resolved = { apiKey: 'demo-enterprise', logger, ...options };
  const client = entry === 'client' ? new PetStore(resolved) : functionsClient(new PetStoreCore(resolved));
  return { client, logger };
}

/** One request as it left the client. */
export interface SentRequest {
  readonly time: number;
  readonly method: string;
  readonly url: string;
  readonly headers: Headers;
  readonly status?: number;
  readonly retryAfter?: string | null;
}

/** A `fetch` that records what the client sends (and what came back) before the real fetch runs. */
export function recordingFetch(upstream: typeof globalThis.fetch = globalThis.fetch) {
  const sent: SentRequest[] = [];
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const entry: { -readonly [K in keyof SentRequest]: SentRequest[K] } = {
      time: Date.now(),
      method: request.method,
      url: request.url,
      headers: request.headers,
    };
    sent.push(entry);
    const response = await upstream(request);
    entry.status = response.status;
    entry.retryAfter = response.headers.get('Retry-After');
    return response;
  };
  return { fetch, sent };
}

/** Freezes the clock (setTimeout and Date) at `iso`, as the mock and the client both read it. */
export function freezeTime(iso: string): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(Date.parse(iso));
}

/** Moves fake time forward in small steps until `promise` settles; returns how it settled. */
export async function runUntilSettled<T>(
  promise: Promise<T>,
  stepMs = 100,
): Promise<PromiseSettledResult<T>> {
  let result: PromiseSettledResult<T> | undefined;
  promise.then(
    (value) => {
      result = { status: 'fulfilled', value };
    },
    (reason: unknown) => {
      result = { status: 'rejected', reason };
    },
  );
  for (let steps = 0; result === undefined; steps++) {
    if (steps > 100_000) throw new Error('runUntilSettled: the promise never settled');
    await vi.advanceTimersByTimeAsync(stepMs);
  }
  return result;
}

/** Like {@link runUntilSettled}, resolving to the value or throwing the reason. */
export async function run<T>(promise: Promise<T>): Promise<T> {
  const result = await runUntilSettled(promise);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** Like {@link runUntilSettled}, resolving to the error the promise rejected with. */
export async function failure(promise: Promise<unknown>): Promise<unknown> {
  const result = await runUntilSettled(promise);
  if (result.status === 'fulfilled') throw new Error('expected the call to fail, it succeeded');
  return result.reason;
}

/** Spends a key's quota with plain fetch, as another process using the same key would. */
export async function exhaust(baseUrl: string, apiKey: string, requests: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let index = 0; index < requests; index++) {
    const response = await fetch(`${baseUrl}/categories`, { headers: { 'X-API-Key': apiKey } });
    statuses.push(response.status);
  }
  return statuses;
}
