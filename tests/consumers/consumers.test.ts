import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { operationList, plans } from '@petstore/contract';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { type RedisServer, startRedisServer } from '../fleet/support/redis-server';
import { hoverEveryField, sdkOperations } from '../packaging/editor-hover';
import { ensureBuilt, publishedPackages, root, runCommand } from '../packaging/workspace';
import { installRuntime } from '../runtimes/support/install-runtime';
import { runtimes } from '../runtimes/support/runtimes';
import { type LocalRegistry, rehearsalSummary, startLocalRegistry } from './support/local-registry';

// What a new user does: install the packages by name from a registry into a project of their own,
// outside the workspace, and use them with the tools they already have. The tools are the
// workspace's own copies, pinned by its lockfile (every run tests the same versions, and none is
// installed at test time): each is run by its path, and the one the project's files import
// (`vitest`) is linked into the project's node_modules, as an install would place it.
const linkedTools = ['vitest'];
/**
 * What the project installs from npm beside our packages: the OpenTelemetry SDK its traces use,
 * and TanStack Query's core, the peer of @petstore/tanstack-query.
 */
const fromNpm = ['@opentelemetry/sdk-trace-base@2.12.1', '@tanstack/query-core@5.108.4'];
const fixtures = join(import.meta.dirname, 'fixtures');

let work = '';
let project = '';
let registry: LocalRegistry;
let mock: { child: ChildProcess; url: string };
let redis: RedisServer;

/** The standalone mock as a user starts it: the installed package's bin, on a free port. */
async function startInstalledMock(cwd: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(join(cwd, 'node_modules/.bin/petstore-mock'), ['--port', '0'], {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.stdout?.setEncoding('utf8');
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`petstore-mock exited (${code}): ${output}`)));
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const address = /http:\/\/127\.0\.0\.1:\d+/.exec(output)?.[0];
      if (address) resolve(address);
    });
  });
  return { child, url };
}

/** Compares two plain `major.minor.patch` versions. */
function compareVersions(a: string, b: string): number {
  const [x, y] = [a, b].map((version) => version.split('.').map(Number));
  return (x ?? []).reduce((order, part, index) => order || part - (y?.[index] ?? 0), 0);
}

/** This process's environment less what Vitest and the workspace set for themselves. */
function userEnvironment(env: Record<string, string>): NodeJS.ProcessEnv {
  const own = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !/^(VITEST|NODE_OPTIONS$|NODE_ENV$|TEST$|NODE_PATH$)/.test(name),
    ),
  );
  return { ...own, ...env };
}

/**
 * Runs a command in the consumer project with a user's environment: this process's, less what
 * Vitest and the workspace set for themselves (a nested Vitest would take them for its own).
 */
function inProject(command: string, args: readonly string[], env: Record<string, string> = {}) {
  const outcome = runCommand(command, args, project, userEnvironment(env));
  return { ...outcome, output: outcome.stdout + outcome.stderr };
}

/**
 * The executable of a tool of the workspace (`pkg`'s bin `name`), run as the project's
 * `node_modules/.bin` runs it: the file itself, not the workspace's `.bin` wrapper, which would lend
 * the project every package of the workspace through `NODE_PATH`.
 */
function tool(pkg: string, name = pkg): string {
  const dir = realpathSync(join(root, 'node_modules', pkg));
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const file = typeof bin === 'string' ? bin : bin?.[name];
  if (!file) throw new Error(`${pkg} has no bin ${name}`);
  return join(dir, file);
}

/** `npm install` in the consumer project. */
async function npmInstall(args: readonly string[]): Promise<void> {
  const child = spawn('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...args], {
    cwd: project,
    env: { ...userEnvironment({}), NO_COLOR: '1', FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [child.stdout, child.stderr])
    stream?.setEncoding('utf8').on('data', (chunk) => (output += chunk));
  const [status] = (await once(child, 'close')) as [number | null];
  if (status !== 0) throw new Error(`npm install ${args.join(' ')} failed (${status}):\n${output}`);
}

beforeAll(async () => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'petstore-consumers-'));
  project = join(work, 'project');
  cpSync(fixtures, project, { recursive: true });
  writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'petstore-consumer', private: true }));
  registry = await startLocalRegistry(join(work, 'registry'));
  // Our scope from the local registry, everything else from npm, as a user with a private scope
  // has it. Revalidated: a registry of an earlier run may have had the same address and served
  // other tarballs.
  writeFileSync(join(project, '.npmrc'), `@petstore:registry=${registry.url}\n`);
  await npmInstall([...registry.published.keys(), ...fromNpm]);
  for (const name of linkedTools)
    symlinkSync(realpathSync(join(root, 'node_modules', name)), join(project, 'node_modules', name), 'dir');
  [mock, redis] = await Promise.all([startInstalledMock(project), startRedisServer()]);
}, 300_000);

afterAll(async () => {
  if (mock && mock.child.exitCode === null) {
    mock.child.kill('SIGTERM');
    await once(mock.child, 'exit');
  }
  await redis?.stop();
  await registry?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the release', () => {
  it('publishes every package at the version changesets gave it, with its changelog', () => {
    expect([...registry.published.keys()].sort()).toEqual(
      publishedPackages()
        .map((pkg) => pkg.manifest.name)
        .sort(),
    );
    for (const pkg of publishedPackages()) {
      const version = registry.published.get(pkg.manifest.name) ?? '';
      expect(
        compareVersions(version, pkg.manifest.version),
        `${pkg.manifest.name} ${version}`,
      ).toBeGreaterThan(0);
      const installed = join(project, 'node_modules', pkg.manifest.name);
      expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version).toBe(version);
      expect(readdirSync(installed)).toEqual(
        expect.arrayContaining(['dist', 'README.md', 'LICENSE', 'CHANGELOG.md']),
      );
      const changelog = readFileSync(join(installed, 'CHANGELOG.md'), 'utf8');
      expect(changelog.startsWith(`# ${pkg.manifest.name}\n\n## ${version}\n`)).toBe(true);
      expect(changelog).toContain(rehearsalSummary);
    }
  });

  it('replaces every workspace: range with the published version of the dependency', async () => {
    for (const [name, version] of registry.published) {
      const manifest = await registry.manifest(name, version);
      for (const field of ['dependencies', 'peerDependencies', 'devDependencies'] as const) {
        for (const [dependency, range] of Object.entries((manifest[field] ?? {}) as Record<string, string>)) {
          expect(range, `${name} ${field} ${dependency}`).not.toMatch(/^workspace:/);
          const ours = registry.published.get(dependency);
          // The contract's internals follow no semver: its dependents take its patch releases only.
          const operator = dependency === '@petstore/contract' ? '~' : '^';
          if (ours) expect(range, `${name} ${field} ${dependency}`).toBe(`${operator}${ours}`);
        }
      }
    }
  });
});

describe('an application that installed the packages by name', () => {
  it.each(['app.mjs', 'app.cjs'])('%s makes real calls and reads typed errors on Node 20', (app) => {
    const run = inProject(process.execPath, [app, mock.url, `node 20 ${app}`]);
    expect(run.status, run.output).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      pet: 'Rex',
      names: ['Rex'],
      viaFunctions: ['Rex'],
      shared: true,
      notFound: 'not_found',
      invalid: 'ValidationError',
      remaining: expect.any(Number),
    });
  });

  it.each(runtimes.filter((runtime) => runtime.npmSpec).map((runtime) => [runtime.name, runtime] as const))(
    'runs both apps on %s',
    async (name, runtime) => {
      const binary = await installRuntime(runtime);
      for (const app of ['app.mjs', 'app.cjs']) {
        const args = runtime.args(join(project, app), new URL(mock.url).host);
        const run = inProject(binary, [...args, mock.url, `${name} ${app}`]);
        expect(run.status, `${name} ${app}: ${run.output}`).toBe(0);
        expect(JSON.parse(run.stdout), `${name} ${app}`).toMatchObject({
          pet: 'Rex',
          viaFunctions: ['Rex'],
          shared: true,
          notFound: 'not_found',
        });
      }
    },
    240_000,
  );

  it.each(['opentelemetry.mjs', 'opentelemetry.cjs'])(
    '%s traces a call: one span for the call, one for its attempt',
    (app) => {
      const run = inProject(process.execPath, [app], { PETSTORE_BASE_URL: mock.url });
      expect(run.status, run.output).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual(['GET /categories', 'listCategories']);
    },
  );

  it.each(['tanstack-query.mjs', 'tanstack-query.cjs'])(
    '%s fetches queries with a QueryClient: typed errors, keys as JSON',
    (app) => {
      const run = inProject(process.execPath, [app], { PETSTORE_BASE_URL: mock.url });
      expect(run.status, run.output).toBe(0);
      expect(JSON.parse(run.stdout)).toEqual({
        items: 2,
        cached: true,
        key: ['petstore', 'categories', 'listCategories', { query: { limit: 2 } }],
        notFound: 'not_found',
      });
    },
  );

  it('runs the installed petstore-mcp bin for an MCP client, and builds the server from `require`', () => {
    const run = inProject(process.execPath, ['mcp.mjs'], { PETSTORE_BASE_URL: mock.url });
    expect(run.status, run.output).toBe(0);
    // A tool per operation but the OpenAPI document, which the server offers as a resource.
    expect(JSON.parse(run.stdout)).toEqual({ tools: operationList.length - 1, isError: false, items: 1 });
    const required = inProject(process.execPath, ['mcp.cjs']);
    expect(required.status, required.output).toBe(0);
    expect(JSON.parse(required.stdout)).toEqual({ connect: 'function' });
  });

  it('runs the installed petstore-conformance bin against the installed mock, and the run from `require`', () => {
    const conformance = join(project, 'node_modules/.bin/petstore-conformance');
    // demo-pro: the Redis test below counts demo-free's window from its start.
    const run = inProject(conformance, [
      '--base-url',
      mock.url,
      '--api-key',
      'demo-pro',
      '--read-only',
      '--json',
    ]);
    expect(run.status, run.output).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ baseUrl: mock.url, failed: 0 });
    const required = inProject(process.execPath, ['conformance.cjs'], { PETSTORE_BASE_URL: mock.url });
    expect(required.status, required.output).toBe(0);
    expect(JSON.parse(required.stdout)).toEqual({ failed: 0, passed: true });
  });

  it('shares its gate through Redis from a CommonJS process (`require`)', () => {
    const run = inProject(process.execPath, ['redis-store.cjs'], {
      PETSTORE_BASE_URL: mock.url,
      REDIS_URL: redis.url,
    });
    expect(run.status, run.output).toBe(0);
    expect(JSON.parse(run.stdout)).toEqual({
      categories: expect.any(Number),
      remaining: plans.free.perMinute - 2,
    });
    const keys = runCommand('redis-cli', ['-p', String(redis.port), '--scan'])
      .stdout.trim()
      .split('\n');
    expect(keys.filter(Boolean).length).toBeGreaterThan(0);
  });
});

describe('a test suite that installed the packages by name', () => {
  it('passes under Jest in its default CommonJS mode, with no configuration (SDK and contract)', () => {
    const run = inProject(tool('jest'), ['--ci', 'sdk.cjs.test.js'], {
      PETSTORE_BASE_URL: mock.url,
    });
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Tests:\s+1 passed, 1 total/);
  });

  it("passes under Jest's ESM mode with the in-process mock: the sample of docs/testing.md, as written", () => {
    const guide = readFileSync(join(root, 'docs/testing.md'), 'utf8');
    const sample = /```js\n(\/\/ pets\.test\.mjs\n[\s\S]*?)```/.exec(guide)?.[1];
    expect(sample, 'docs/testing.md shows a Jest test named pets.test.mjs').toBeDefined();
    writeFileSync(join(project, 'pets.test.mjs'), sample ?? '');
    expect(guide).toContain('NODE_OPTIONS=--experimental-vm-modules npx jest');
    const run = inProject(tool('jest'), ['--ci', '--testMatch', '**/pets.test.mjs'], {
      NODE_OPTIONS: '--experimental-vm-modules',
    });
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Tests:\s+1 passed, 1 total/);
  });

  it('passes under Vitest with the in-process mock', () => {
    const run = inProject(tool('vitest'), ['run', 'mock.vitest.test.mjs']);
    expect(run.status, run.output).toBe(0);
    expect(run.output).toMatch(/Tests\s+1 passed/);
  });
});

describe('TypeScript in a consumer project', () => {
  // Each setting a user may have; node10 finds the subpaths through `typesVersions`.
  const settings = [
    { moduleResolution: 'nodenext', module: 'nodenext' },
    { moduleResolution: 'bundler', module: 'esnext' },
    { moduleResolution: 'node10', module: 'commonjs' },
  ];
  const configOf = (options: { moduleResolution: string }) => `tsconfig.${options.moduleResolution}.json`;
  let build:
    | { status: number | null; output: string; built: Set<string>; sections: Map<string, string> }
    | undefined;

  /**
   * One `tsc --build` of the three settings, as a user with several configurations runs it: one
   * process reads the libraries and our declarations once for all (a third of three `tsc -p`
   * runs' CPU). `--verbose` names each project before its errors, so each test reads its own.
   */
  function buildEverySetting() {
    if (build) return build;
    for (const options of settings) {
      const compilerOptions = {
        ...options,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        strict: true,
        noEmit: true,
        skipLibCheck: true,
        types: [],
      };
      writeFileSync(
        join(project, configOf(options)),
        JSON.stringify({ compilerOptions, files: ['consumer.ts'] }),
      );
    }
    const run = inProject(tool('typescript', 'tsc'), ['--build', '--verbose', ...settings.map(configOf)]);
    // Each line that names a project ends the section of the one before; the rest are its errors.
    const built = new Set<string>();
    const sections = new Map<string, string>();
    let current: string | undefined;
    for (const line of run.output.split('\n')) {
      const named = / - (Building project|Project) '([^']+)'/.exec(line);
      current = named ? basename(named[2] ?? '') : current;
      if (named?.[1] === 'Building project') built.add(current ?? '');
      else if (!named && current && line.trim())
        sections.set(current, `${sections.get(current) ?? ''}${line}\n`);
    }
    build = { status: run.status, output: run.output, built, sections };
    return build;
  }

  it.each(settings)(
    'type-checks every entry point, and refuses what the API refuses, under $moduleResolution',
    (options) => {
      const { status, output, built, sections } = buildEverySetting();
      expect([...built], output).toContain(configOf(options));
      // Every `@ts-expect-error` of consumer.ts must meet its error: an unused one fails the check.
      expect(sections.get(configOf(options)) ?? '').toBe('');
      expect(status, output).toBe(0);
    },
  );

  it("shows the contract's description of every field of every record, body and query in an editor hover", () => {
    const options = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      strict: true,
      types: [],
    };
    const fields = hoverEveryField(join(project, 'hover.ts'), project, options);
    expect(sdkOperations.length).toBe(operationList.length - 1);
    expect(fields.filter((field) => field.shown !== field.expected)).toEqual([]);
    expect(fields.map((field) => field.where)).toContain('getPetById Pet.categoryId');
  });

  it('reports the errors the `@ts-expect-error` lines expect (the check above can fail)', () => {
    const source = readFileSync(join(project, 'consumer.ts'), 'utf8');
    writeFileSync(join(project, 'unchecked.ts'), source.replaceAll('// @ts-expect-error', '// expected:'));
    const compilerOptions = {
      module: 'nodenext',
      moduleResolution: 'nodenext',
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      types: [],
    };
    writeFileSync(
      join(project, 'tsconfig.unchecked.json'),
      JSON.stringify({ compilerOptions, files: ['unchecked.ts'] }),
    );
    const run = inProject(tool('typescript', 'tsc'), ['-p', 'tsconfig.unchecked.json']);
    expect(run.status).not.toBe(0);
    expect(run.output.match(/error TS\d+/g)).toHaveLength(source.split('// @ts-expect-error').length - 1);
  });
});

/** Each bundler a browser app may use, and how it builds browser-app.mjs into one file. */
const bundlers: Record<string, () => string> = {
  esbuild() {
    const args = [
      'browser-app.mjs',
      '--bundle',
      '--platform=browser',
      '--format=esm',
      '--minify',
      '--outfile=esbuild-dist/app.js',
    ];
    const build = inProject(tool('esbuild'), args);
    expect(build.status, build.output).toBe(0);
    return join(project, 'esbuild-dist/app.js');
  },
  vite() {
    const build = inProject(tool('vite'), ['build']);
    expect(build.status, build.output).toBe(0);
    return join(project, 'vite-dist/app.js');
  },
};

describe('a browser app', () => {
  // One Chromium for both bundles, a context of its own for each (no cache or storage shared).
  let browser: Awaited<ReturnType<typeof launchChromium>> | undefined;
  afterAll(async () => {
    await browser?.close();
  });

  it.each(Object.keys(bundlers))('bundled with %s lists pets in headless Chromium', async (bundler) => {
    const bundle = readFileSync((bundlers[bundler] as () => string)(), 'utf8');
    expect(bundle).not.toMatch(/["']node:/);
    // The page comes from an origin of its own, so every call goes through CORS as in a real app.
    const page = `<!doctype html><script>globalThis.PETSTORE_BASE_URL=${JSON.stringify(mock.url)}</script><script type="module" src="/app.js"></script>`;
    const server = createServer((request, response) => {
      if (request.url === '/app.js')
        response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
      else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    browser ??= await launchChromium();
    const context = await browser.newContext();
    try {
      const tab = await context.newPage();
      await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
      await tab.waitForFunction(() => 'petNames' in globalThis, undefined, { timeout: 30_000 });
      const [viaClient, viaFunctions] = await tab.evaluate(
        () => (globalThis as unknown as { petNames: string[][] }).petNames,
      );
      expect(viaClient).toHaveLength(2);
      expect(viaClient?.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
      expect(viaFunctions).toEqual(viaClient);
    } finally {
      await context.close();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
