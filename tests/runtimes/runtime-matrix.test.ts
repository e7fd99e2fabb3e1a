import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { operationList, operations } from '@petstore/contract';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type SmokeConfig, type SmokeReport, smokeChecks } from './smoke/smoke';
import { buildEdgeSmoke } from './support/build-edge-smoke';
import { buildSmoke, sdkDist } from './support/build-smoke';
import { runInEdgeRuntime } from './support/edge-runtime';
import { startFirefox } from './support/firefox';
import { installRuntime, runtimeCache } from './support/install-runtime';
import { runInChromium } from './support/run-in-chromium';
import {
  crossRequestFlag,
  loadsFrom,
  sharedClientFrom,
  sharedClientSetups,
  startWorkerd,
  type Workerd,
} from './support/run-in-workerd';
import { runScript } from './support/run-script';
import { type RuntimeSpec, runtimes } from './support/runtimes';
import type { SmokeBrowser } from './support/smoke-browsers';
import { type SmokePage, serveSmokePage } from './support/smoke-page';
import { startWebKit } from './support/webkit';

const apiKey = 'demo-enterprise';
let bundles: { script: string; browser: string };
// Installs start at once and run side by side; each test waits for its own.
const installs = new Map<RuntimeSpec, Promise<string>>();
const servers: StandalonePetStore[] = [];

beforeAll(async () => {
  for (const runtime of runtimes) {
    const install = installRuntime(runtime);
    install.catch(() => undefined); // reported by the runtime's own test
    installs.set(runtime, install);
  }
  bundles = await buildSmoke(join(runtimeCache, 'smoke'));
}, 240_000);
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/**
 * A fresh standalone mock with one 503 and one 429 waiting, which the smoke run must retry through.
 * @param closing the list it is closed with: by default, after the test
 */
async function freshServer(closing: StandalonePetStore[] = servers): Promise<StandalonePetStore> {
  const server = await startPetStoreServer({ port: 0 });
  closing.push(server);
  server.mock.faults.inject({ operationId: 'listCategories', status: 503, times: 1 });
  server.mock.faults.inject({ operationId: 'getCategory', code: 'rate_limited', times: 1 });
  return server;
}

function expectFullRun(report: SmokeReport, server: StandalonePetStore): void {
  expect(report.checks).toEqual(smokeChecks);
  // The deprecated method warned once (for two calls), naming the operation, its sunset and guide.
  const deprecated = operations.getPetById.deprecated;
  expect(report.deprecations).toEqual([
    { operationId: 'getPetById', sunset: new Date(deprecated.sunset).toISOString(), link: deprecated.link },
  ]);
  expect(report.warnings).toHaveLength(1);
  expect(report.warnings[0]).toContain('getPetById');
  expect(report.warnings[0]).toContain(deprecated.link);
  // Every keyed operation of the contract was answered successfully at least once.
  const entries = server.mock.journal.entries;
  const succeeded = new Set(entries.filter((entry) => entry.status < 300).map((entry) => entry.operationId));
  for (const operation of operationList.filter((candidate) => !candidate.public)) {
    expect(
      succeeded,
      `the smoke run sends no successful ${operation.operationId}: call its method in tests/runtimes/smoke/smoke.ts`,
    ).toContain(operation.operationId);
  }
  const statusesOf = (operationId: string) =>
    entries.filter((entry) => entry.operationId === operationId).map((entry) => entry.status);
  expect(statusesOf('listCategories').slice(0, 2)).toEqual([503, 200]);
  expect(statusesOf('getCategory').slice(0, 2)).toEqual([429, 200]);
}

const configOf = (server: StandalonePetStore, runtime: string): SmokeConfig => ({
  baseUrl: server.url,
  apiKey,
  runId: runtime,
});

describe('the built SDK on every runtime, against the standalone mock', () => {
  it.each(runtimes.map((runtime) => [runtime.name, runtime] as const))(
    '%s: every method, retries and the deprecation warning',
    async (name, runtime) => {
      const binary = await (installs.get(runtime) as Promise<string>);
      const server = await freshServer();
      const allowNet = new URL(server.url).host;
      const args = runtime.args(bundles.script, allowNet);
      const report = await runScript(
        binary,
        [...args, pathToFileURL(sdkDist).href, JSON.stringify(configOf(server, name))],
        runtimeCache,
      );
      expectFullRun(report, server);
    },
    240_000,
  );

  it('chromium (headless, cross-origin through CORS): every method, retries and the deprecation warning', async () => {
    const server = await freshServer();
    const report = await runInChromium(bundles.browser, configOf(server, 'chromium'));
    expectFullRun(report, server);
  }, 120_000);
});

// The built bin of @petstore/mcp, with its dependencies as the workspace installed them.
const mcpCli = fileURLToPath(new URL('../../packages/mcp/dist/cli.js', import.meta.url));
const mcpEnv = ['PETSTORE_API_KEY', 'PETSTORE_BASE_URL', 'PETSTORE_REDIS_URL', 'PETSTORE_MAX_WAIT_SECONDS'];

describe('the petstore-mcp bin on every runtime, against the standalone mock', () => {
  it.each(runtimes.map((runtime) => [runtime.name, runtime] as const))(
    '%s: an MCP client lists its tools and calls one over stdio',
    async (_, runtime) => {
      const binary = await (installs.get(runtime) as Promise<string>);
      const server = await startPetStoreServer({ port: 0 });
      servers.push(server);
      const client = new Client({ name: 'runtime-matrix', version: '1.0.0' });
      await client.connect(
        new StdioClientTransport({
          command: binary,
          args: runtime.args(mcpCli, new URL(server.url).host, mcpEnv),
          cwd: runtimeCache,
          env: { PATH: process.env.PATH ?? '', PETSTORE_API_KEY: apiKey, PETSTORE_BASE_URL: server.url },
        }),
      );
      try {
        const { tools } = await client.listTools();
        expect(tools).toHaveLength(operationList.filter((operation) => !operation.public).length);
        const answer = (await client.callTool({
          name: 'getCategory',
          arguments: { categoryId: 1 },
        })) as CallToolResult;
        expect(answer.isError).toBeFalsy();
        expect(answer.structuredContent).toMatchObject({ result: { id: 1 } });
      } finally {
        await client.close();
      }
    },
    240_000,
  );
});

// Firefox, WebKit and Vercel's Edge runtime (in this process) run the smoke beside the tests above,
// each browser started once, each run on a mock of its own; the tests below wait for their run.
interface SmokeRun {
  readonly report: SmokeReport;
  readonly server: StandalonePetStore;
}
const browsers = new Map<string, Promise<SmokeBrowser>>();
const smokeRuns = new Map<string, Promise<SmokeRun>>();
const runServers: StandalonePetStore[] = [];
let smokePage: SmokePage | undefined;

beforeAll(async () => {
  const [page, edgeBundle] = await Promise.all([
    serveSmokePage(bundles.browser),
    buildEdgeSmoke(join(runtimeCache, 'smoke')),
  ]);
  smokePage = page;
  const smokeIn = async (name: string, smoke: (config: SmokeConfig) => Promise<SmokeReport>) => {
    const server = await freshServer(runServers);
    return { report: await smoke(configOf(server, name)), server };
  };
  for (const [name, start] of [
    ['firefox', startFirefox],
    ['webkit', startWebKit],
  ] as const) {
    const started = start();
    browsers.set(name, started);
    smokeRuns.set(
      name,
      smokeIn(name, async (config) => (await started).run(page.url, config)),
    );
  }
  smokeRuns.set(
    'edge-runtime',
    smokeIn('edge-runtime', (config) => runInEdgeRuntime(edgeBundle, config)),
  );
  // Each failure is reported by its runtime's own test.
  for (const pending of [...browsers.values(), ...smokeRuns.values()]) pending.catch(() => undefined);
});
afterAll(async () => {
  await Promise.allSettled(smokeRuns.values());
  const closing = [...browsers.values()].map((started) => started.then((browser) => browser.close()));
  await Promise.allSettled([...closing, smokePage?.close(), ...runServers.map((server) => server.close())]);
});

describe('the built SDK in Firefox, WebKit and Vercel Edge, against the standalone mock', () => {
  it.each([
    ['firefox (headless, cross-origin through CORS)', 'firefox'],
    ['webkit (WebKitGTK, cross-origin through CORS)', 'webkit'],
    ['edge-runtime (Vercel Edge)', 'edge-runtime'],
  ])('%s: every method, retries and the deprecation warning', async (_, name) => {
    const { report, server } = await (smokeRuns.get(name) as Promise<SmokeRun>);
    expectFullRun(report, server);
  });
});

describe('the built SDK in a Cloudflare Worker (workerd, through Miniflare), against the standalone mock', () => {
  // A plan the burst exceeds twice, its minute compressed to a second (as tests/fleet does); a key
  // for each Worker, so that each burst meets its own windows.
  const quota = 25;
  const burst = 2 * quota;
  const workerKeys = sharedClientSetups.map((_, index) => `worker-key-${index}`);
  let planned: StandalonePetStore;
  let workerd: Workerd;
  beforeAll(async () => {
    planned = await startPetStoreServer({
      port: 0,
      plans: { worker: { perMinute: quota, perDay: 1_000_000 } },
      keys: Object.fromEntries(workerKeys.map((key) => [key, 'worker'])),
      windows: { minuteSeconds: 1 },
      fixture: { categories: [{ id: 1, name: 'Dogs' }] },
    });
    workerd = await startWorkerd(planned.url, workerKeys);
  });
  afterAll(async () => {
    await workerd?.dispose();
    await planned?.close();
  });

  it('docs/getting-started.md states the compatibility dates and the flag the Workers run on', () => {
    const guide = readFileSync(
      fileURLToPath(new URL('../../docs/getting-started.md', import.meta.url)),
      'utf8',
    );
    const section = guide.slice(guide.indexOf('### Cloudflare Workers')).split('\n## ')[0] as string;
    expect(section).toContain('### Cloudflare Workers');
    for (const stated of [loadsFrom, sharedClientFrom, crossRequestFlag]) expect(section).toContain(stated);
  });

  it(`compatibility date ${loadsFrom}: every method, retries and the deprecation warning`, async () => {
    const server = await freshServer();
    expectFullRun(await workerd.smoke(configOf(server, 'workerd')), server);
  });

  it.each(
    sharedClientSetups.map((setup) => [
      [setup.compatibilityDate, ...setup.compatibilityFlags].join(' with '),
      setup,
    ]),
  )(
    'compatibility date %s: one module-scope client answers 50 concurrent requests past its plan, none hung, no ban',
    async (_, setup) => {
      planned.mock.journal.clear();
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          workerd.shared(setup).then(
            async (response) => ({ status: response.status, body: await response.text() }),
            // A request the runtime cancelled as hung: Miniflare rejects with workerd's reason.
            (error: unknown) => ({ status: 0, body: String(error) }),
          ),
        ),
      );
      // A call that failed answers 502 with its error.
      expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
      const statuses = planned.mock.journal.entries.map((entry) => entry.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(burst);
      expect(statuses.filter((status) => status === 403)).toEqual([]);
      // workerd warns when a promise is resolved from another request's context than its own.
      expect(workerd.log.join('')).not.toMatch(/hung|different request context/i);
    },
  );
});
