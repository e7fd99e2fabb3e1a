import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { service } from '@petstore/contract';
import type { MockOptions } from '../../options';
import { resolveAdminAccess } from '../admin/admin-access';
import { createAdminHandler, isAdminPath } from '../admin/handle-admin';
import type { MockControls, MockCore } from '../create-mock-core';
import { rateLimitHeaders } from '../pipeline/common-headers';
import { resolveOptions } from '../resolve-options';
import { answerClientError, refuseConnect } from './client-error';
import { createServe } from './serve';

const defaultAddress = new URL(service.defaultBaseUrl);
/** How long a client may take to send a whole request. @unit milliseconds */
const defaultRequestTimeoutMs = 30_000;

/** Where and how the standalone server listens; see `StandaloneOptions`. */
export interface ServerSettings {
  port?: number;
  host?: string;
  admin?: boolean;
  adminToken?: string;
  allowedHosts?: readonly string[];
  requestTimeoutMs?: number;
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
 * Starts a mock made by `create` behind a `node:http` server: the mock's handler for the
 * service, the control API under `/__admin` when it is on, and the Error object for whatever
 * node:http itself refuses. Resolves once it listens; its store may still be loading.
 */
export async function startServer<M extends MockControls>(
  options: ServerSettings & MockOptions,
  create: (options: MockOptions) => MockCore & { mock: M },
) {
  const {
    port = Number(defaultAddress.port),
    host = defaultAddress.hostname,
    admin,
    adminToken,
    allowedHosts = [],
    requestTimeoutMs = defaultRequestTimeoutMs,
    ...mockOptions
  } = options;
  resolveOptions(mockOptions);
  const access = resolveAdminAccess(host, admin, adminToken);
  const server = createServer({
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  });
  await listen(server, port, host);
  const actualPort = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${actualPort}`;
  const { mock, handle, settled, anonymousRateLimit } = create({ ...mockOptions, baseUrl: origin });
  const layerHeaders = () => rateLimitHeaders(anonymousRateLimit());
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
  const serve = createServe({ handle, origin, layerHeaders, ...(adminHandler && { admin: adminHandler }) });
  server.on('request', (req, res) => void serve(req, res));
  // Listening replaces node:http's automatic `100 Continue`, which would invite a body we refuse.
  server.on('checkContinue', (req, res) => void serve(req, res, true));
  server.on('clientError', (error, socket) => answerClientError(error, socket as never, layerHeaders()));
  server.on('connect', (_req, socket) => refuseConnect(socket as never, layerHeaders()));
  // Requests queue behind the store's first load, so the server answers correctly before it has
  // settled; `settled` lets a caller wait for it all the same.
  return { url: origin, port: actualPort, mock, settled, close: () => close(server) };
}
