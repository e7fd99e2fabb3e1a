import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StandaloneOptions } from '../../api/options';
import { resolveServerOptions, type ServerConfig } from '../config/mock-config';
import { controlCallers, refuseCaller } from '../control/caller-access';
import { createControlApi } from '../control/control-api';
import { controlPrefix } from '../control/control-routes';
import type { NormalisedFixture } from '../database/normalise-fixture';
import { createDocsHandler, docsPath } from '../docs/docs-handler';
import { DriftLog } from '../drift/drift-log';
import { createExchangeRecorder } from '../drift/record-exchange';
import { createMockCore, initialDataset, type MockCore } from '../pipeline/mock-core';
import type { MockRequest } from '../pipeline/mock-request';
import { WorldRegistry } from '../worlds/world-registry';
import { answerClientError, headerLimit, refuseConnect } from './http-layer';
import { createForward, type Forward } from './proxy';
import { createServe } from './serve';
import type { ServeTargets } from './serve-targets';

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: Server): Promise<void> {
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
  /** The options it runs with, resolved. */
  readonly config: ServerConfig;
  /** Whether the control API answers under `/__admin`. */
  readonly controlOn: boolean;
  /** The drift report, when the server is a drift proxy (`config.proxy`). */
  readonly drift: DriftLog | undefined;
  close(): Promise<void>;
}

/** The drift proxy in front of `target`: its report, and the forwarding that fills it and the journal. */
function driftProxy(target: string, origin: string, core: MockCore): { drift: DriftLog; forward: Forward } {
  const drift = new DriftLog();
  const record = createExchangeRecorder(core.journal, drift);
  return { drift, forward: createForward({ target, origin, now: core.controls.clock.now, record }) };
}

/** What the server answers with, and the parts of it that close with the server. */
interface Answering {
  readonly targets: ServeTargets;
  readonly worlds: WorldRegistry | undefined;
  readonly drift: DriftLog | undefined;
  readonly forward: Forward | undefined;
}

/**
 * The mock's handler, or a drift proxy's forwarding; the server's worlds (none on a proxy, which
 * forwards every request as it came); the control API and the docs page when they are on.
 */
function answering(
  config: ServerConfig,
  origin: string,
  core: MockCore,
  dataset: NormalisedFixture,
): Answering {
  const callers = controlCallers(config);
  const proxy = config.proxy === undefined ? undefined : driftProxy(config.proxy, origin, core);
  const worlds = proxy
    ? undefined
    : new WorldRegistry(config, origin, dataset, (world) =>
        callers ? createControlApi(world.controls, callers) : undefined,
      );
  const drift = proxy?.drift;
  const controls = drift
    ? { ...core.controls, drift }
    : worlds
      ? { ...core.controls, worlds }
      : core.controls;
  const control = callers && {
    path: controlPrefix,
    handle: createControlApi(controls, callers),
    refuse: (request: MockRequest) => refuseCaller(request, callers, 'The control API'),
  };
  const targets: ServeTargets = {
    origin,
    handle: core.handle,
    layerHeaders: core.anonymousRateLimitHeaders,
    ...(worlds && { worlds }),
    ...(control && { control }),
    ...(config.docs && { docs: { path: docsPath, handle: createDocsHandler(config.allowedHosts) } }),
    ...(proxy && { proxy: { forward: proxy.forward.forward, ownPaths: [controlPrefix, docsPath] } }),
  };
  return { targets, worlds, drift, forward: proxy?.forward };
}

/**
 * The one bootstrap of the standalone server, for the bin and `startPetStoreServer`: resolves the
 * options once (before taking the port), listens, builds the mock on the server's own address
 * without MSW, and resolves once the store has loaded. The server answers the service through the
 * mock's handler (or, as a drift proxy, forwards it to the real service), the control API under
 * `/__admin` and the docs page at `/docs` when they are on, and the Error object for whatever
 * node:http itself refuses.
 */
export async function startServer(options: StandaloneOptions = {}): Promise<RunningServer> {
  const config = resolveServerOptions(options);
  const { requestTimeoutMs } = config;
  const server = createServer({
    maxHeaderSize: headerLimit,
    requestTimeout: requestTimeoutMs,
    headersTimeout: requestTimeoutMs,
    connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs / 2),
  });
  await listen(server, config.port, config.host);
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const dataset = initialDataset(config.mock);
  const core = createMockCore(config.mock, origin, dataset);
  const { targets, worlds, drift, forward } = answering(config, origin, core, dataset);
  const serve = createServe(targets);
  const layerHeaders = core.anonymousRateLimitHeaders;
  server.on('request', serve);
  // Listening replaces node:http's automatic `100 Continue`, which would invite a body before the
  // mock knows it wants it.
  server.on('checkContinue', (req, res) => void serve(req, res, true));
  server.on('clientError', (error, socket) => answerClientError(error, socket as never, layerHeaders()));
  server.on('connect', (_req, socket) => refuseConnect(socket as never, layerHeaders()));
  // Requests queue behind the store's first load, so the server answers correctly before it has
  // settled; a caller told the server is up gets answers without that wait all the same.
  await core.settled();
  const close = async () => {
    worlds?.close();
    await closeServer(server);
    forward?.close();
  };
  return { url: origin, port, core, config, controlOn: targets.control !== undefined, drift, close };
}
