import type { MockOptions } from './api/options';
import type { PetStoreMock } from './api/pet-store-mock';
import { resolveMockOptions } from './internal/config/mock-config';
import { withMswFace } from './internal/msw/msw-face';
import { createMockCore } from './internal/pipeline/mock-core';

/**
 * Creates the Pet Store service in memory: MSW handlers for every operation of the contract over
 * an `@msw/data` store, loaded with the dataset of `seed` (or `fixture`). Use the handlers with
 * your own `setupServer`/`setupWorker`, or call `mock.fetch(request)` directly; the Node and
 * browser entry points wrap this for you.
 *
 * @param options the mock's options; every field is optional.
 * @returns the mock.
 * @throws {PetStoreMockError} when an option or the fixture is not valid.
 * @example
 * ```ts
 * import { setupServer } from 'msw/node';
 * import { createPetStoreMock } from '@petstore/mock';
 *
 * const mock = createPetStoreMock({ seed: 7 });
 * const server = setupServer(...mock.handlers);
 * server.listen();
 * ```
 */
export function createPetStoreMock(options?: MockOptions): PetStoreMock {
  const { config, baseUrl } = resolveMockOptions(options);
  return withMswFace(createMockCore(config, baseUrl));
}
