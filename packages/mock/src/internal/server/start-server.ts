import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service } from '@petstore/contract';
import type { StandaloneOptions } from '../../start-pet-store-server';
import { resolveAdminAccess } from '../admin/admin-access';
import { createAdminHandler, isAdminPath } from '../admin/handle-admin';
import { createMockCore, type MockCore } from '../create-mock-core';
import { createDocsHandler } from '../docs/docs-handler';
import { resolveOptions } from '../resolve-options';
import { answerClientError, refuseConnect } from './client-error';
import { createServe } from './serve';

const defaultAddress = new URL(service.defaultBaseUrl);
/** How long a client may take to send a whole request. @unit milliseconds */
const defaultRequestTimeoutMs = 30_000;

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

/** A running standalone server and the mock behind it. */
export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly core: MockCore;
  close(): Promise<void>;
}

/**
 * The one bootstrap of the standalone server, for the bin and `startPetStoreServer`: checks the
 * options once (before taking the port), listens, builds the mock on the server's own address
 * without MSW, and resolves once the store has loaded. The server answers the service through the
 * mock's handler, the control API under `/__admin` when it is on, and the Error object for whatever
 * node:http itself refuses.
 */
export async function startServer(options: StandaloneOptions): Promise<RunningServer> {
  const {
    port = Number(defaultAddress.port),
    host = defaultAddress.hostname,
    admin,
    adminToken,
    allowedHosts = [],
    docs = true,
    requestTimeoutMs = defaultRequestTimeoutMs,
    ...mockOptions
  } = options;
  const resolved = resolveOptions(mockOptions);
  const access = resolveAdminAccess(host, admin, adminToken);
  const server = createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  });
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const core = createMockCore({ ...resolved, baseUrl: origin });
  const { mock, handle, anonymousRateLimitHeaders: layerHeaders } = core;
  const adminHandler = access.on
    ? {
        matches: isAdminPath,
        handle: createAdminHandler(
          mock,
          access.token,
          allowedHosts.map((name) => name.toLowerCase()),
        ),
      }
    : undefined;
  const docsHandler = docs
    ? createDocsHandler(
        origin,
        allowedHosts.map((name) => name.toLowerCase()),
      )
    : undefined;
  const serve = createServe({
    handle,
    origin,
    layerHeaders,
    ...(adminHandler && { admin: adminHandler }),
    ...(docsHandler && { docs: docsHandler }),
  });
  server.on('request', (req, res) => void serve(req, res));
  // Listening replaces node:http's automatic `100 Continue`, which would invite a body we refuse.
  server.on('checkContinue', (req, res) => void serve(req, res, true));
  server.on('clientError', (error, socket) => answerClientError(error, socket as never, layerHeaders()));
  server.on('connect', (_req, socket) => refuseConnect(socket as never, layerHeaders()));
  // Requests queue behind the store's first load, so the server answers correctly before it has
  // settled; a caller told the server is up gets answers without that wait all the same.
  await core.settled();
  return { url: origin, port: actualPort, core, close: () => close(server) };
}
