import type { StandaloneOptions } from './api/options';
import type { DriftControls, PetStoreMock } from './api/pet-store-mock';
import { withMswFace } from './internal/msw/msw-face';
import { startServer } from './internal/server/start-server';

/** A running standalone server. */
export interface StandalonePetStore {
  /** Where it answers, e.g. `http://127.0.0.1:4010`; also the mock's `baseUrl`. */
  readonly url: string;
  /** The port it listens on (useful with `port: 0`). */
  readonly port: number;
  /** The mock behind it: reset it, load fixtures, read its journal, inject faults, move its clock. */
  readonly mock: PetStoreMock;
  /**
   * The drift report, when started with the `proxy` option: the violations of the contract found
   * in the traffic forwarded to the real service. Absent otherwise.
   */
  readonly drift?: DriftControls;
  /** Stops listening, drops open connections, and resolves once the server is closed. */
  close(): Promise<void>;
}

/**
 * Starts the Pet Store service as a real HTTP server (`node:http`), answering through the same
 * request handler as the in-process mock, plus CORS for browsers and the control API under
 * `/__admin` for tests in other processes (`connectPetStoreMock` of `@petstore/mock`) and the
 * interactive reference at `/docs`. It answers at the root of its own address, `http://HOST:PORT`.
 * With the `proxy` option it is a drift proxy instead: it forwards the service's requests to the
 * real service, returns its answers unchanged, and reports where they break the contract.
 * Resolves once it answers.
 *
 * @param options the mock's options but `baseUrl`, plus where to listen, who reaches the control
 *   API, and the real service to proxy to ({@link StandaloneOptions}).
 * @returns the server's URL and port, its mock, its drift report when it is a proxy, and `close()`.
 * @throws {PetStoreMockError} when an option is not valid; rejects when the port is taken.
 * @example
 * ```ts
 * import { startPetStoreServer } from '@petstore/mock/node';
 *
 * const { url, close } = await startPetStoreServer({ port: 0 });
 * const response = await fetch(`${url}/pets`, { headers: { 'X-API-Key': 'demo-free' } });
 * await close();
 * ```
 * @example A drift proxy in front of staging
 * ```ts
 * const proxy = await startPetStoreServer({ port: 0, proxy: 'https://staging.petstore.example' });
 * // … a test suite sends its requests to proxy.url, then:
 * console.log((await proxy.drift?.report())?.violations);
 * await proxy.close();
 * ```
 */
export async function startPetStoreServer(options: StandaloneOptions = {}): Promise<StandalonePetStore> {
  const { url, port, core, drift, close } = await startServer(options);
  return {
    url,
    port,
    mock: withMswFace(core),
    ...(drift && { drift: { report: () => drift.report(), clear: () => drift.clear() } }),
    close,
  };
}
