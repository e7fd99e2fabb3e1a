import { type SetupServer, setupServer } from 'msw/node';
import type { MockOptions } from './api/options';
import type { PetStoreMock } from './api/pet-store-mock';
import { createPetStoreMock } from './create-pet-store-mock';

/** A {@link PetStoreMock} that intercepts `fetch` (and `http`) in this Node process through MSW. */
export interface PetStoreServer extends PetStoreMock {
  /**
   * Starts intercepting requests to the mock's base URL.
   * @param options what to do with requests no handler answers (other origins).
   * @default `{ onUnhandledRequest: 'warn' }`, as in MSW
   */
  listen(options?: { onUnhandledRequest?: 'bypass' | 'warn' | 'error' }): void;
  /** Stops intercepting. */
  close(): void;
  /** The MSW server underneath, for `server.use(...)` overrides and life-cycle events. */
  readonly server: SetupServer;
}

/**
 * Creates the Pet Store mock for a Node test suite: `setupServer` from `msw/node` with the
 * mock's handlers. Requests to the base URL (default `http://127.0.0.1:4010`) are answered in
 * process, by the same handlers as every other entry point.
 *
 * @param options the mock's options; every field is optional.
 * @returns the mock, with `listen()` and `close()`.
 * @throws {PetStoreMockError} when an option or the fixture is not valid.
 * @example
 * ```ts
 * import { setupPetStoreServer } from '@petstore/mock/node';
 *
 * const mock = setupPetStoreServer();
 * beforeAll(() => mock.listen({ onUnhandledRequest: 'error' }));
 * afterEach(() => mock.reset());
 * afterAll(() => mock.close());
 *
 * it('lists pets', async () => {
 *   const response = await fetch('http://127.0.0.1:4010/pets', { headers: { 'X-API-Key': 'demo-free' } });
 *   expect(response.status).toBe(200);
 * });
 * ```
 */
export function setupPetStoreServer(options?: MockOptions): PetStoreServer {
  const mock = createPetStoreMock(options);
  const server = setupServer(...mock.handlers);
  return {
    ...mock,
    server,
    listen: (listenOptions) => server.listen(listenOptions),
    close: () => server.close(),
  };
}
