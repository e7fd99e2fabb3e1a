import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service } from '@petstore/contract';
import { createMockInternals } from './internal/create-mock';
import { resolveOptions } from './internal/resolve-options';
import { serve } from './internal/server/serve';
import type { MockOptions } from './options';
import type { PetStoreMock } from './pet-store-mock';

const defaultAddress = new URL(service.defaultBaseUrl);

/** Options of the standalone server: the mock's options plus where to listen. */
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
}

/** A running standalone server. */
export interface StandalonePetStore {
  /** Where it answers, e.g. `http://127.0.0.1:4010`; also the mock's `baseUrl`. */
  readonly url: string;
  /** The port it listens on (useful with `port: 0`). */
  readonly port: number;
  /** The mock behind it: reset it, load fixtures, read its journal, inject faults. */
  readonly mock: PetStoreMock;
  /** Stops listening, drops open connections, and resolves once the server is closed. */
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    server.closeAllConnections();
  });
}

/**
 * Starts the Pet Store service as a real HTTP server (`node:http`), answering with the same MSW
 * handlers as the in-process mock, plus CORS for browsers. It answers at the root of its own
 * address: a `baseUrl` option is replaced by `http://HOST:PORT`. Resolves once it answers.
 *
 * @param options the mock's options plus `port` and `host`.
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
  const { port = Number(defaultAddress.port), host = defaultAddress.hostname, ...mockOptions } = options;
  resolveOptions(mockOptions);
  const server = createServer();
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const { mock, settled } = createMockInternals({ ...mockOptions, baseUrl: origin });
  server.on('request', (req, res) => void serve(mock, origin, req, res));
  // Listening replaces node:http's automatic `100 Continue`, which would invite a body we refuse.
  server.on('checkContinue', (req, res) => void serve(mock, origin, req, res, true));
  await settled();
  return { url: origin, port: actualPort, mock, close: () => close(server) };
}
