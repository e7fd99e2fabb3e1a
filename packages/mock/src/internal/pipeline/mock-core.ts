import { anonymousPlan } from '@petstore/contract';
import type { PetStoreMock } from '../../api/pet-store-mock';
import type { MockConfig } from '../config/mock-config';
import { Database } from '../database/database';
import { generateFixture } from '../database/generate-fixture';
import { type NormalisedFixture, normaliseFixture } from '../database/normalise-fixture';
import { RateLimiter, rateLimitHeaders } from '../rate-limit/rate-limiter';
import { createRequestHandler, type MockState, type RequestHandler } from './handle-request';
import { Journal } from './journal';
import { Router } from './router';
import { Faults, IdempotencyKeys, OffsetClock } from './state';

/** The dataset a mock starts from and resets to: its fixture, or the one generated from its seed. */
export function initialDataset({ fixture, seed }: MockConfig): NormalisedFixture {
  return normaliseFixture(fixture ?? (seed === false ? {} : generateFixture({ seed })));
}

/** What a test controls of a mock: everything of {@link PetStoreMock} but the MSW parts. */
export type CoreControls = Omit<PetStoreMock, 'handlers' | 'fetch'>;

/** A mock without MSW: its controls, its one request handler, and when its database is ready. */
export interface MockCore {
  readonly controls: CoreControls;
  /** The one request handler of the mock. */
  readonly handle: RequestHandler;
  /**
   * The anonymous bucket's rate-limit headers now, uncounted: what an answer carries that is given
   * before a key could be read (the standalone server's HTTP layer).
   */
  readonly anonymousRateLimitHeaders: () => Record<string, string>;
  /** The request journal, for the drift proxy to record what it forwards beside what the mock serves. */
  readonly journal: Journal;
  /** Resolves once the database has loaded its dataset (and finished every queued request). */
  settled(): Promise<void>;
}

/**
 * Builds a mock without MSW (the standalone server needs no request interception, and leaving
 * MSW out of its start-up saves most of it): loads the dataset and makes the request handler.
 * @param baseUrl where it answers: the `baseUrl` option in process, the server's own address
 *   standalone (or a world's under it).
 * @param initial the dataset of `config`, when already made: worlds of one seed share it, as
 *   nothing changes a normalised fixture.
 */
export function createMockCore(
  config: MockConfig,
  baseUrl: string,
  initial: NormalisedFixture = initialDataset(config),
): MockCore {
  const anonymous = config.plans.get(anonymousPlan) as NonNullable<ReturnType<typeof config.plans.get>>;
  const state: MockState = {
    config,
    baseUrl,
    clock: new OffsetClock(config.now),
    database: new Database(initial),
    limiter: new RateLimiter(config, anonymous),
    router: new Router(),
    faults: new Faults(),
    journal: new Journal(),
    idempotency: new IdempotencyKeys(),
  };
  const { clock, database, limiter, journal } = state;
  return {
    controls: coreControls(state, initial),
    handle: createRequestHandler(state),
    journal,
    anonymousRateLimitHeaders: () =>
      rateLimitHeaders(limiter.peek(undefined, clock.now()), config.rateLimitHeaders),
    settled: () => database.settled(),
  };
}

/** What a test controls of a mock, over the state its request handler reads. */
function coreControls(state: MockState, initial: NormalisedFixture): CoreControls {
  const { baseUrl, clock, database, limiter, journal, faults, idempotency } = state;
  return {
    baseUrl,
    reset() {
      database.load(initial);
      limiter.reset();
      idempotency.clear();
      journal.clear();
      faults.clear();
      clock.reset();
    },
    load(next) {
      database.load(normaliseFixture(next));
      idempotency.clear();
    },
    snapshot: () => database.snapshot(),
    journal: {
      get entries() {
        return journal.entries;
      },
      list: (filter) => journal.list(filter),
      clear: () => journal.clear(),
    },
    faults: { inject: (fault) => faults.inject(fault), clear: () => faults.clear() },
    clock: {
      now: clock.now,
      set: (time) => clock.set(time),
      advance: (seconds) => clock.advance(seconds),
    },
  };
}
