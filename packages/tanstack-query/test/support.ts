import { setupPetStoreServer } from '@petstore/mock/node';
import { type ClientOptions, type Logger, PetStore } from '@petstore/sdk';
import { QueryClient } from '@tanstack/query-core';
import { afterAll, afterEach, beforeAll, type Mock, vi } from 'vitest';

type MockOptions = NonNullable<Parameters<typeof setupPetStoreServer>[0]>;

/** A logger whose methods are mocks. */
export type RecordingLogger = { [Level in keyof Logger]: Mock<Logger[Level]> };

/** The in-process mock (MSW in Node) for one test file, reset after each test; the seed's records by default. */
export function useMock(options: MockOptions = {}) {
  const mock = setupPetStoreServer(options);
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.reset();
    vi.useRealTimers();
  });
  afterAll(() => mock.close());
  return mock;
}

/** A client of the mock with a recording logger, on a large plan unless the test says otherwise. */
export function createClient(options: ClientOptions = {}) {
  const logger: RecordingLogger = { debug: vi.fn(), info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const client = new PetStore({ apiKey: 'demo-enterprise', logger, ...options });
  return { client, logger };
}

/** A QueryClient as an app makes one: TanStack Query's defaults, nothing turned off. */
export function createQueryClient(): QueryClient {
  const queryClient = new QueryClient();
  queryClient.mount();
  return queryClient;
}

/** Freezes the clock (timers and Date) at `iso`, as the mock, the client and TanStack Query read it. */
export function freezeTime(iso: string): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(Date.parse(iso));
}

/** Moves fake time forward in steps until `promise` settles; returns how it settled. */
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
