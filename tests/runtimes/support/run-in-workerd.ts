import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { build } from 'esbuild';
import { Log, LogLevel, Miniflare } from 'miniflare';
import type { SmokeConfig, SmokeReport } from '../smoke/smoke';
import { sdkDist } from './build-smoke';

/**
 * The earliest compatibility date the SDK loads on: ky checks at import time whether request
 * streams work by constructing a `ReadableStream`, which earlier dates forbid unless the Worker
 * sets the `streams_enable_constructors` flag. docs/getting-started.md states it.
 */
export const loadsFrom = '2022-11-30';

/**
 * The earliest compatibility date on which one client at module scope serves concurrent requests:
 * a call woken by another request's answer resumes in its own request from then on
 * (`handle_cross_request_promise_resolution`); before, it resumed in the other request and was
 * cancelled with it. docs/getting-started.md states it.
 */
export const sharedClientFrom = '2024-10-14';

/** The compatibility flag that {@link sharedClientFrom} turns on, for a Worker of an earlier date. */
export const crossRequestFlag = 'handle_cross_request_promise_resolution';

/** A Worker whose module-scope client serves concurrent requests. */
export interface SharedClientSetup {
  readonly compatibilityDate: string;
  readonly compatibilityFlags: readonly string[];
}

/** Each way a Worker gets what a module-scope client needs: the date, or the flag on the oldest date the SDK loads on. */
export const sharedClientSetups: readonly SharedClientSetup[] = [
  { compatibilityDate: sharedClientFrom, compatibilityFlags: [] },
  { compatibilityDate: loadsFrom, compatibilityFlags: [crossRequestFlag] },
];

/** workerd running the smoke Worker at {@link loadsFrom}, and once per {@link sharedClientSetups}. */
export interface Workerd {
  /** Runs the smoke run in a Worker with a client of its own, and returns its report. */
  smoke(config: SmokeConfig): Promise<SmokeReport>;
  /** One request to the Worker of `setup`, whose module-scope client makes one call. */
  shared(setup: SharedClientSetup): Promise<Response>;
  /** What workerd and Miniflare printed so far. */
  readonly log: string[];
  dispose(): Promise<void>;
}

/** The host name the Worker of `sharedClientSetups[index]` is routed on. */
const sharedHost = (index: number) => `shared-${index}.worker`;

/** Miniflare's log, kept instead of printed. */
class KeptLog extends Log {
  constructor(readonly lines: string[]) {
    super(LogLevel.WARN);
  }
  override log(message: string): void {
    this.lines.push(message);
  }
}

/**
 * Bundles tests/runtimes/smoke/worker-entry.ts with the built SDK (as wrangler does: the
 * `workerd`, `worker` and `browser` export conditions) and starts workerd on it through Miniflare,
 * on a loopback port. The client of the Worker of `sharedClientSetups[i]` calls `baseUrl` with
 * `apiKeys[i]`.
 */
export async function startWorkerd(baseUrl: string, apiKeys: readonly string[]): Promise<Workerd> {
  const { outputFiles } = await build({
    entryPoints: [join(import.meta.dirname, '../smoke/worker-entry.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    conditions: ['workerd', 'worker', 'browser'],
    target: 'es2022',
    alias: { '@petstore/sdk': sdkDist },
    write: false,
    logLevel: 'silent',
  });
  const script = outputFiles[0]?.text ?? '';
  const log: string[] = [];
  const keep = (stream: Readable) => stream.on('data', (chunk) => log.push(String(chunk)));
  const miniflare = new Miniflare({
    // Miniflare would fetch `request.cf` from the Internet: the tests reach only loopback addresses.
    cf: false,
    host: '127.0.0.1',
    log: new KeptLog(log),
    handleRuntimeStdio: (stdout: Readable, stderr: Readable) => {
      keep(stdout);
      keep(stderr);
    },
    workers: [
      { name: 'smoke', modules: true, script, compatibilityDate: loadsFrom },
      ...sharedClientSetups.map((setup, index) => ({
        name: `shared-${index}`,
        // Miniflare sends a request to the Worker whose route its URL matches, else to the first.
        routes: [`${sharedHost(index)}/*`],
        modules: true,
        script,
        compatibilityDate: setup.compatibilityDate,
        compatibilityFlags: [...setup.compatibilityFlags],
        bindings: { BASE_URL: baseUrl, API_KEY: apiKeys[index] ?? '' },
      })),
    ],
  });
  await miniflare.ready;
  return {
    async smoke(config) {
      const response = await miniflare.dispatchFetch('http://smoke.worker/smoke', {
        method: 'POST',
        body: JSON.stringify(config),
      });
      const text = await response.text();
      if (response.status !== 200) throw new Error(`the smoke Worker answered ${response.status}: ${text}`);
      return JSON.parse(text) as SmokeReport;
    },
    shared: async (setup) => {
      const response = await miniflare.dispatchFetch(
        `http://${sharedHost(sharedClientSetups.indexOf(setup))}/shared`,
      );
      return new Response(await response.text(), { status: response.status });
    },
    log,
    dispose: () => miniflare.dispose(),
  };
}
