import { anonymousPlan } from '@petstore/contract';
import { getResponse, http } from 'msw';
import { generateFixture } from '../generate-fixture';
import { PetStoreMockError } from '../mock-error';
import type { MockOptions } from '../options';
import type { PetStoreMock } from '../pet-store-mock';
import { Faults } from './faults';
import { Journal } from './journal';
import type { MockState } from './mock-state';
import { createRequestHandler } from './pipeline/handle-request';
import { IdempotencyKeys } from './pipeline/idempotency';
import { RateLimiter } from './rate-limit/rate-limiter';
import { resolveOptions } from './resolve-options';
import { Router } from './router';
import { normaliseFixture } from './store/normalise-fixture';
import { Store } from './store/store';

/** A mock and what the entry points of this package need besides its public face. */
export interface MockInternals {
  readonly mock: PetStoreMock;
  /** Resolves once the store has loaded its dataset (and finished every queued request). */
  settled(): Promise<void>;
}

function underBase(baseUrl: string): (url: string) => boolean {
  return (url) => url === baseUrl || (url.startsWith(baseUrl) && '/?#'.includes(url.charAt(baseUrl.length)));
}

/** Builds a mock: checks the options, loads the dataset and makes the one MSW handler. */
export function createMockInternals(options?: MockOptions): MockInternals {
  const resolved = resolveOptions(options);
  const { fixture, seed } = resolved;
  const initial = normaliseFixture(fixture ?? (seed === false ? {} : generateFixture({ seed })));
  const state: MockState = {
    options: resolved,
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
  const handle = createRequestHandler(state);
  const isUnderBase = underBase(resolved.baseUrl);
  const handlers = [
    http.all(
      ({ request }) => isUnderBase(request.url),
      ({ request }) => handle(request),
    ),
  ];

  const mock: PetStoreMock = {
    handlers,
    baseUrl: resolved.baseUrl,
    reset() {
      state.store.load(initial);
      state.limiter.reset();
      state.idempotency.clear();
      state.journal.clear();
      state.faults.clear();
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
      clear: () => state.journal.clear(),
    },
    faults: { inject: (fault) => state.faults.inject(fault), clear: () => state.faults.clear() },
    async fetch(request) {
      if (!isUnderBase(request.url)) {
        throw new PetStoreMockError(`${request.url} is not under the mock's base URL ${resolved.baseUrl}`);
      }
      const response = await getResponse(handlers, request);
      if (!response || response.type === 'error') throw new TypeError('Failed to fetch');
      return response;
    },
  };
  return { mock, settled: () => state.store.settled() };
}
