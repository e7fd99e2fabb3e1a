import { anonymousPlan } from '@petstore/contract';
import { generateFixture } from '../generate-fixture';
import type { JournalEntry, JournalFilter, PetStoreMock } from '../pet-store-mock';
import type { Answer } from './answer';
import { secondsOf, timeOf } from './clock-input';
import { Faults } from './faults';
import { Journal } from './journal';
import type { MockRequest } from './mock-request';
import type { MockState } from './mock-state';
import { OffsetClock } from './offset-clock';
import { rateLimitHeaders } from './pipeline/common-headers';
import { createRequestHandler } from './pipeline/handle-request';
import { IdempotencyKeys } from './pipeline/idempotency';
import { RateLimiter } from './rate-limit/rate-limiter';
import type { ResolvedOptions } from './resolve-options';
import { Router } from './router';
import { normaliseFixture } from './store/normalise-fixture';
import { Store } from './store/store';

/** What a test controls of a mock: everything of {@link PetStoreMock} but the MSW parts. */
export type MockControls = Omit<PetStoreMock, 'handlers' | 'fetch'>;

/** A mock without MSW: its controls, its one request handler, and when its store is ready. */
export interface MockCore {
  readonly mock: MockControls;
  /**
   * The anonymous bucket's rate-limit headers now, uncounted: what an answer carries that is given
   * before a key could be read (the standalone server's HTTP layer).
   */
  readonly anonymousRateLimitHeaders: () => Record<string, string>;
  /** The one request handler of the mock. */
  readonly handle: (request: MockRequest) => Promise<Answer>;
  /** Resolves once the store has loaded its dataset (and finished every queued request). */
  settled(): Promise<void>;
}

function matches(filter: JournalFilter = {}) {
  return (entry: JournalEntry) =>
    (filter.operationId === undefined || entry.operationId === filter.operationId) &&
    (filter.status === undefined || entry.status === filter.status);
}

/**
 * Builds a mock without MSW (the standalone server needs no request interception, and leaving
 * MSW out of its start-up saves most of it): loads the dataset and makes the request handler.
 */
export function createMockCore(resolved: ResolvedOptions): MockCore {
  const { fixture, seed } = resolved;
  const initial = normaliseFixture(fixture ?? (seed === false ? {} : generateFixture({ seed })));
  const clock = new OffsetClock(resolved.now);
  const state: MockState = {
    options: { ...resolved, now: clock.now },
    store: new Store(initial),
    limiter: new RateLimiter(
      resolved,
      resolved.plans.get(anonymousPlan) as NonNullable<ReturnType<typeof resolved.plans.get>>,
    ),
    router: new Router(),
    faults: new Faults(),
    journal: new Journal(),
    idempotency: new IdempotencyKeys(),
  };
  const mock: MockControls = {
    baseUrl: resolved.baseUrl,
    reset() {
      state.store.load(initial);
      state.limiter.reset();
      state.idempotency.clear();
      state.journal.clear();
      state.faults.clear();
      clock.reset();
    },
    load(next) {
      state.store.load(normaliseFixture(next));
      state.idempotency.clear();
    },
    snapshot: () => state.store.snapshot(),
    journal: {
      get entries() {
        return state.journal.entries;
      },
      list: (filter) => state.journal.entries.filter(matches(filter)),
      clear: () => state.journal.clear(),
    },
    faults: { inject: (fault) => state.faults.inject(fault), clear: () => state.faults.clear() },
    clock: {
      now: clock.now,
      set: (time) => clock.set(timeOf(time)),
      // Set, not added: the time it lands on is checked like any other.
      advance: (seconds) => clock.set(timeOf(clock.now() + secondsOf(seconds) * 1000)),
    },
  };
  return {
    mock,
    anonymousRateLimitHeaders: () =>
      rateLimitHeaders(state.limiter.peek(undefined, clock.now()), state.options.rateLimitHeaders),
    handle: createRequestHandler(state),
    settled: () => state.store.settled(),
  };
}
