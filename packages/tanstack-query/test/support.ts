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

// Time moved until a promise settles, as the SDK's tests move it.
export { run, runUntilSettled } from '../../sdk/test/support';
