import { setupPetStoreServer } from '@petstore/mock/node';
import { type ClientOptions, PetStore } from '@petstore/sdk';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { PetShop } from '../src/pet-shop';

/** The key the shop uses in these tests (Pro plan), and one on a plan small enough to exhaust. */
export const shopKey = 'shop-test-key';
export const tinyPlanKey = 'tiny-plan-key';
export const tinyPlan = { perMinute: 3, perDay: 100 };

/**
 * The Pet Store, in process, for this test file: the seeded dataset (seed 7, the same records on
 * every run), two keys of our own, listening for the whole file and reset after every test.
 */
export function usePetStoreMock() {
  const mock = setupPetStoreServer({
    seed: 7,
    plans: { tiny: tinyPlan },
    keys: { [shopKey]: 'pro', [tinyPlanKey]: 'tiny' },
  });
  // 'error': a request to anything but the mock fails the test instead of reaching the network.
  beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    mock.reset(); // back to the seed: records, rate-limit counters, journal and faults
    vi.useRealTimers();
  });
  afterAll(() => mock.close());
  return mock;
}

/** The code under test, given a client of the mock. */
export function createShop(options: ClientOptions = {}) {
  return new PetShop(new PetStore({ apiKey: shopKey, baseUrl: 'http://127.0.0.1:4010', ...options }));
}

/**
 * Freezes the clock that the mock (rate-limit windows, bans) and the SDK (waits, back-off) both
 * read. Vitest's fake `Date` moves the mock's default clock; pass `now` to the mock to move it alone.
 */
export function freezeTime(iso: string): void {
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(Date.parse(iso));
}

/** Lets fake time run (the SDK's back-off waits) until `promise` settles. */
export async function settle<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  const tracked = promise.finally(() => {
    settled = true;
  });
  for (let step = 0; !settled && step < 10_000; step++) await vi.advanceTimersByTimeAsync(100);
  return tracked;
}
