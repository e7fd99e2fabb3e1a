import { withMswFace } from './internal/msw-face';
import { startServer } from './internal/server/start-server';
import type { MockOptions } from './options';
import type { PetStoreMock } from './pet-store-mock';

/** Options of the standalone server: the mock's options plus where to listen and the control API. */
export interface StandaloneOptions extends MockOptions {
  /**
   * TCP port; 0 picks a free one (read it from the result).
   * @default 4010 (the port of the contract's `service.defaultBaseUrl`)
   */
  port?: number;
  /**
   * Interface to listen on.
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Whether the control API answers under `/__admin` (see docs/running-the-mock.md). On a
   * loopback host it is on unless this is `false`; on any other host it is on only with an
   * `adminToken`.
   * @default true on a loopback host, false elsewhere
   */
  admin?: boolean;
  /**
   * A token every control call must send as `Authorization: Bearer <token>`; without it, the
   * control API answers 401. Needed to open the control API on a host other than loopback.
   * @default none
   */
  adminToken?: string;
  /**
   * Host names, besides `localhost` and loopback addresses, under which the control API answers
   * (the `Host` a client names, without its port). Any other name is refused with 403
   * `foreign_caller`, so a page that rebinds its own DNS name to this machine cannot drive the mock.
   * @default []
   */
  allowedHosts?: readonly string[];
  /**
   * Whether the interactive API reference answers at `/docs`: Swagger UI on the generated
   * document, with this server as the try-it target and the demo key filled in. It answers only as
   * the control API does (a loopback or allowed `Host`), and is never rate-limited or journaled.
   * @default true
   */
  docs?: boolean;
  /**
   * How long a client may take to send a whole request, headers and body; past it the server
   * answers 408 `request_timeout` and closes the connection.
   * @unit milliseconds
   * @default 30000
   */
  requestTimeoutMs?: number;
}

/** A running standalone server. */
export interface StandalonePetStore {
  /** Where it answers, e.g. `http://127.0.0.1:4010`; also the mock's `baseUrl`. */
  readonly url: string;
  /** The port it listens on (useful with `port: 0`). */
  readonly port: number;
  /** The mock behind it: reset it, load fixtures, read its journal, inject faults, move its clock. */
  readonly mock: PetStoreMock;
  /** Stops listening, drops open connections, and resolves once the server is closed. */
  close(): Promise<void>;
}

/**
 * Starts the Pet Store service as a real HTTP server (`node:http`), answering through the same
 * request handler as the in-process mock, plus CORS for browsers and the control API under
 * `/__admin` for tests in other processes (`connectPetStoreMock` of `@petstore/mock`). It answers at the root of
 * its own address: a `baseUrl` option is replaced by `http://HOST:PORT`. Resolves once it answers.
 *
 * @param options the mock's options plus `port`, `host`, `admin`, `adminToken` and `requestTimeoutMs`.
 * @returns the server's URL and port, its mock, and `close()`.
 * @throws {PetStoreMockError} when an option is not valid; rejects when the port is taken.
 * @example
 * ```ts
 * import { startPetStoreServer } from '@petstore/mock/node';
 *
 * const { url, close } = await startPetStoreServer({ port: 0 });
 * const response = await fetch(`${url}/pets`, { headers: { 'X-API-Key': 'demo-free' } });
 * await close();
 * ```
 */
export async function startPetStoreServer(options: StandaloneOptions = {}): Promise<StandalonePetStore> {
  const { url, port, core, close } = await startServer(options);
  return { url, port, mock: withMswFace(core), close };
}
