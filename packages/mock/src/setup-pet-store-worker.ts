import { type SetupWorker, type StartOptions, setupWorker } from 'msw/browser';
import type { MockOptions } from './api/options';
import type { PetStoreMock } from './api/pet-store-mock';
import { createPetStoreMock } from './create-pet-store-mock';

/** A {@link PetStoreMock} that answers a web page's requests through MSW's service worker. */
export interface PetStoreWorker extends PetStoreMock {
  /**
   * Registers `mockServiceWorker.js` and starts answering requests to the mock's base URL.
   * @param options MSW's start options (worker URL, `onUnhandledRequest`, `quiet`…).
   * @returns resolves once the worker is ready.
   */
  start(options?: StartOptions): Promise<unknown>;
  /** Stops answering requests. */
  stop(): void;
  /** The MSW worker underneath, for `worker.use(...)` overrides. */
  readonly worker: SetupWorker;
}

/**
 * Creates the Pet Store mock in a browser: `setupWorker` from `msw/browser` with the mock's
 * handlers. The page must serve `mockServiceWorker.js` (shipped as
 * `@petstore/mock/mockServiceWorker.js`) from its root, or give its URL in `start()`.
 *
 * @param options the mock's options; every field is optional.
 * @returns the mock, with `start()` and `stop()`.
 * @throws {PetStoreMockError} when an option or the fixture is not valid.
 * @example
 * ```ts
 * import { setupPetStoreWorker } from '@petstore/mock/browser';
 *
 * const mock = setupPetStoreWorker({ baseUrl: `${location.origin}/api` });
 * await mock.start({ onUnhandledRequest: 'bypass' });
 * ```
 */
export function setupPetStoreWorker(options?: MockOptions): PetStoreWorker {
  const mock = createPetStoreMock(options);
  const worker = setupWorker(...mock.handlers);
  return {
    ...mock,
    worker,
    start: (startOptions) => worker.start(startOptions),
    stop: () => worker.stop(),
  };
}
