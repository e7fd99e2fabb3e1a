import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  cpSync,
  existsSync,
  mkdirSync,
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
import { basename, dirname, join } from 'node:path';
import { operationList, plans } from '@petstore/contract';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../../scripts/chromium';
import { type RedisServer, startRedisServer } from '../fleet/support/redis-server';
import { hoverEveryField, sdkOperations } from '../packaging/editor-hover';
import { ensureBuilt, publishedPackages, root, runCommand } from '../packaging/workspace';
import { installRuntime } from '../runtimes/support/install-runtime';
import { runtimes } from '../runtimes/support/runtimes';
import { installedVersions, lockfileVersions } from './support/dependency-versions';
import { type LocalRegistry, rehearsalSummary, startLocalRegistry } from './support/local-registry';

// What a new user does: install the packages by name from a registry into a project of their own,
// outside the workspace, and use them with the tools they already have. The tools are the
// workspace's own copies, pinned by its lockfile (every run tests the same versions, and none is
// installed at test time): each is run by its path, and the ones the project's files import
// (`vitest`) or its type-checks read (`@types/node`, a Node user's) are linked into the project's
// node_modules, as an install would place them.
const linkedTools = ['vitest', '@types/node'];
/**
 * What the project installs from npm beside our packages: the OpenTelemetry SDK its traces use (the
 * user's own choice, so one version in both installs). TanStack Query's core, the peer of
 * @petstore/tanstack-query, comes with our packages as every peer does with npm.
 */
const fromNpm = ['@opentelemetry/sdk-trace-base@2.12.1'];
const fixtures = join(import.meta.dirname, 'fixtures');

/**
 * One project that installed our packages, and how it chose the versions of their dependencies
 * (ky, zod, msw, ioredis, the peers…). The checks whose outcome the dependencies' versions can
 * change run in both at the same time (`inEveryInstall`); the rest, which run the same code of
 * ours on other runtimes and tools or read only our declarations, in the lockfile's project
 * (`inLockfileInstall`). With the libraries' declarations checked once (below), that is about
 * 60 CPU-seconds less than every check in both.
 */
interface Install {
  /** As the messages name it. */
  readonly name: string;
  /**
   * The workspace lockfile's version of each dependency, pinned through npm's `overrides`: what the
   * workspace's own tests ran against. Otherwise none is pinned and npm takes the newest version
   * each range allows, as it does for a user installing today.
   */
  readonly pinned: boolean;
  /** Its own Redis database, so that the two count their windows apart. */
  readonly redisDb: number;
  dir: string;
  mock: { child: ChildProcess; url: string };
}
const installs: readonly Install[] = [
  { name: "the lockfile's dependencies", pinned: true, redisDb: 0, dir: '', mock: undefined as never },
  { name: 'the newest in-range dependencies', pinned: false, redisDb: 1, dir: '', mock: undefined as never },
];
const [lockfileInstall] = installs as [Install, Install];

let work = '';
let registry: LocalRegistry;
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
  return { ...own, ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}

/**
 * Runs a command in an install's project with a user's environment: this process's, less what
 * Vitest and the workspace set for themselves (a nested Vitest would take them for its own).
 * Asynchronous, so that the two installs run each check at the same time.
 */
async function inProject(
  install: Install,
  command: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<{ status: number | null; stdout: string; stderr: string; output: string }> {
  const child = spawn(command, args, {
    cwd: install.dir,
    env: userEnvironment(env),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let [stdout, stderr, output] = ['', '', ''];
  child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
    output += chunk;
  });
  const [status] = (await once(child, 'close')) as [number | null];
  return { status, stdout, stderr, output: `${install.name}: ${output}` };
}

/** Runs `check` in every install at once; a failure names its install. */
async function inEveryInstall(check: (install: Install) => Promise<void>): Promise<void> {
  await Promise.all(installs.map(check));
}

/**
 * Runs `check` in the lockfile's project only: a check of our code on another runtime or tool,
 * whose dependencies' versions the newest project's Node 20 runs, type-check and bundle already
 * exercise.
 */
async function inLockfileInstall(check: (install: Install) => Promise<void>): Promise<void> {
  await check(lockfileInstall);
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

/**
 * A project of its own for `install`: the fixtures, our scope from the local registry and
 * everything else from npm (as a user with a private scope has it), `npm install` of our packages
 * by name, the workspace's tools linked, and the installed mock started.
 */
async function setUp(install: Install, pins: ReadonlyMap<string, string>): Promise<void> {
  install.dir = join(work, install.pinned ? 'lockfile' : 'newest');
  cpSync(fixtures, install.dir, { recursive: true });
  // The nodenext setting of an ES module: the same checks, read as ESM (`.mts`).
  cpSync(join(install.dir, 'consumer.ts'), join(install.dir, 'consumer.mts'));
  const overrides = install.pinned ? Object.fromEntries(pins) : undefined;
  writeFileSync(
    join(install.dir, 'package.json'),
    JSON.stringify({ name: 'petstore-consumer', private: true, overrides }),
  );
  // Revalidated: a registry of an earlier run may have had the same address and served other tarballs.
  writeFileSync(join(install.dir, '.npmrc'), `@petstore:registry=${registry.url}\n`);
  const args = [
    'install',
    '--no-audit',
    '--no-fund',
    '--loglevel=error',
    ...registry.published.keys(),
    ...fromNpm,
  ];
  const installed = await inProject(install, 'npm', args);
  if (installed.status !== 0)
    throw new Error(`npm ${args.join(' ')} failed (${installed.status}):\n${installed.output}`);
  for (const name of linkedTools) {
    // A dependency's own (npm hoists it) is the user's too.
    if (existsSync(join(install.dir, 'node_modules', name))) continue;
    mkdirSync(dirname(join(install.dir, 'node_modules', name)), { recursive: true });
    symlinkSync(
      realpathSync(join(root, 'node_modules', name)),
      join(install.dir, 'node_modules', name),
      'dir',
    );
  }
  install.mock = await startInstalledMock(install.dir);
}

beforeAll(async () => {
  ensureBuilt();
  work = mkdtempSync(join(tmpdir(), 'petstore-consumers-'));
  let started: RedisServer | undefined;
  [registry, started] = await Promise.all([startLocalRegistry(join(work, 'registry')), startRedisServer()]);
  redis = started;
  // One release for both installs; the two npm installs at once.
  const pins = lockfileVersions();
  await Promise.all(installs.map((install) => setUp(install, pins)));
}, 300_000);

afterAll(async () => {
  for (const { mock } of installs) {
    if (mock && mock.child.exitCode === null) {
      mock.child.kill('SIGTERM');
      await once(mock.child, 'exit');
    }
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
      for (const install of installs) {
        const installed = join(install.dir, 'node_modules', pkg.manifest.name);
        expect(JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')).version).toBe(version);
      }
      const installed = join(lockfileInstall.dir, 'node_modules', pkg.manifest.name);
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

  it("installs the lockfile's version of every dependency in one project, and the newest its range allows in the other", () => {
    const pins = lockfileVersions();
    const [pinned, newest] = installs.map((install) => installedVersions(install.dir)) as [
      Map<string, string | undefined>,
      Map<string, string | undefined>,
    ];
    expect(Object.fromEntries(pinned)).toEqual(Object.fromEntries(pins));
    const newer = [...newest].filter(([name, version]) => version !== pins.get(name));
    for (const [name, version] of newest)
      expect(
        compareVersions(version ?? '0', pins.get(name) ?? ''),
        `${name} ${version}`,
      ).toBeGreaterThanOrEqual(0);
    // What the second install checks beyond the first, in the run's output.
    console.log(
      `consumers: the newest in-range dependencies differ from the lockfile's in ${
        newer.map(([name, version]) => `${name} ${pins.get(name)} → ${version}`).join(', ') || 'none'
      }`,
    );
  });
});

describe('an application that installed the packages by name', () => {
  it.each(['app.mjs', 'app.cjs'])('%s makes real calls and reads typed errors on Node 20', (app) =>
    inEveryInstall(async (install) => {
      const run = await inProject(install, process.execPath, [app, install.mock.url, `node 20 ${app}`]);
      expect(run.status, run.output).toBe(0);
      expect(JSON.parse(run.stdout), install.name).toEqual({
        pet: 'Rex',
        names: ['Rex'],
        viaFunctions: ['Rex'],
        shared: true,
        notFound: 'not_found',
        invalid: 'ValidationError',
        remaining: expect.any(Number),
      });
    }),
  );

  it.each(runtimes.filter((runtime) => runtime.npmSpec).map((runtime) => [runtime.name, runtime] as const))(
    "runs both apps on %s (the lockfile's project)",
    async (name, runtime) => {
      const binary = await installRuntime(runtime);
      await inLockfileInstall(async (install) => {
        for (const app of ['app.mjs', 'app.cjs']) {
          const args = runtime.args(join(install.dir, app), new URL(install.mock.url).host);
          const run = await inProject(install, binary, [...args, install.mock.url, `${name} ${app}`]);
          expect(run.status, `${name} ${app}: ${run.output}`).toBe(0);
          expect(JSON.parse(run.stdout), `${install.name}, ${name} ${app}`).toMatchObject({
            pet: 'Rex',
            viaFunctions: ['Rex'],
            shared: true,
            notFound: 'not_found',
          });
        }
      });
    },
    240_000,
  );

  it.each(['opentelemetry.mjs', 'opentelemetry.cjs'])(
    '%s traces a call: one span for the call, one for its attempt',
    (app) =>
      inEveryInstall(async (install) => {
        const run = await inProject(install, process.execPath, [app], {
          PETSTORE_BASE_URL: install.mock.url,
        });
        expect(run.status, run.output).toBe(0);
        expect(JSON.parse(run.stdout), install.name).toEqual(['GET /categories', 'listCategories']);
      }),
  );

  it.each(['tanstack-query.mjs', 'tanstack-query.cjs'])(
    '%s fetches queries with a QueryClient: typed errors, keys as JSON',
    (app) =>
      inEveryInstall(async (install) => {
        const run = await inProject(install, process.execPath, [app], {
          PETSTORE_BASE_URL: install.mock.url,
        });
        expect(run.status, run.output).toBe(0);
        expect(JSON.parse(run.stdout), install.name).toEqual({
          items: 2,
          cached: true,
          key: ['petstore', 'categories', 'listCategories', { query: { limit: 2 } }],
          notFound: 'not_found',
        });
      }),
  );

  it('runs the installed petstore-mcp bin for an MCP client, and builds the server from `require`', () =>
    inEveryInstall(async (install) => {
      const run = await inProject(install, process.execPath, ['mcp.mjs'], {
        PETSTORE_BASE_URL: install.mock.url,
      });
      expect(run.status, run.output).toBe(0);
      // A tool per operation but the OpenAPI document, which the server offers as a resource.
      expect(JSON.parse(run.stdout), install.name).toEqual({
        tools: operationList.length - 1,
        isError: false,
        items: 1,
      });
      const required = await inProject(install, process.execPath, ['mcp.cjs']);
      expect(required.status, required.output).toBe(0);
      expect(JSON.parse(required.stdout), install.name).toEqual({ connect: 'function' });
    }));

  it('runs the installed petstore-conformance bin against the installed mock, and the run from `require`', () =>
    inEveryInstall(async (install) => {
      const conformance = join(install.dir, 'node_modules/.bin/petstore-conformance');
      const { url } = install.mock;
      // demo-pro: the Redis test below counts demo-free's window from its start.
      const run = await inProject(install, conformance, [
        '--base-url',
        url,
        '--api-key',
        'demo-pro',
        '--read-only',
        '--json',
      ]);
      expect(run.status, run.output).toBe(0);
      expect(JSON.parse(run.stdout), install.name).toMatchObject({ baseUrl: url, failed: 0 });
      const required = await inProject(install, process.execPath, ['conformance.cjs'], {
        PETSTORE_BASE_URL: url,
      });
      expect(required.status, required.output).toBe(0);
      expect(JSON.parse(required.stdout), install.name).toEqual({ failed: 0, passed: true });
    }));

  it('shares its gate through Redis from a CommonJS process (`require`)', () =>
    inEveryInstall(async (install) => {
      const run = await inProject(install, process.execPath, ['redis-store.cjs'], {
        PETSTORE_BASE_URL: install.mock.url,
        REDIS_URL: `${redis.url}/${install.redisDb}`,
      });
      expect(run.status, run.output).toBe(0);
      expect(JSON.parse(run.stdout), install.name).toEqual({
        categories: expect.any(Number),
        remaining: plans.free.perMinute - 2,
      });
      const keys = runCommand('redis-cli', [
        '-p',
        String(redis.port),
        '-n',
        String(install.redisDb),
        '--scan',
      ])
        .stdout.trim()
        .split('\n');
      expect(keys.filter(Boolean).length, install.name).toBeGreaterThan(0);
    }));
});

describe('a test suite that installed the packages by name', () => {
  // The tools run the same code of ours as the apps above: in the lockfile's project only.
  it('passes under Jest in its default CommonJS mode, with no configuration (SDK and contract)', () =>
    inLockfileInstall(async (install) => {
      const run = await inProject(install, tool('jest'), ['--ci', 'sdk.cjs.test.js'], {
        PETSTORE_BASE_URL: install.mock.url,
      });
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(/Tests:\s+1 passed, 1 total/);
    }));

  it("passes under Jest's ESM mode with the in-process mock: the sample of docs/testing.md, as written", () => {
    const guide = readFileSync(join(root, 'docs/testing.md'), 'utf8');
    const sample = /```js\n(\/\/ pets\.test\.mjs\n[\s\S]*?)```/.exec(guide)?.[1];
    expect(sample, 'docs/testing.md shows a Jest test named pets.test.mjs').toBeDefined();
    expect(guide).toContain('NODE_OPTIONS=--experimental-vm-modules npx jest');
    return inLockfileInstall(async (install) => {
      writeFileSync(join(install.dir, 'pets.test.mjs'), sample ?? '');
      const run = await inProject(install, tool('jest'), ['--ci', '--testMatch', '**/pets.test.mjs'], {
        NODE_OPTIONS: '--experimental-vm-modules',
      });
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(/Tests:\s+1 passed, 1 total/);
    });
  });

  it('passes under Vitest with the in-process mock', () =>
    inLockfileInstall(async (install) => {
      const run = await inProject(install, tool('vitest'), ['run', 'mock.vitest.test.mjs']);
      expect(run.status, run.output).toBe(0);
      expect(run.output).toMatch(/Tests\s+1 passed/);
    }));
});

describe('TypeScript in a consumer project', () => {
  // Each setting a user may have, strict. The project has no `"type"`, so consumer.ts is CommonJS
  // under nodenext and its copy consumer.mts an ES module; node10 finds the subpaths through
  // `typesVersions`. The lockfile's project checks consumer.ts under each setting with
  // `skipLibCheck: true`. The newest project checks every library's declarations
  // (`skipLibCheck: false`), ours and the dependencies' as a user installs them today: a
  // dependency's declaration that does not compile fails a user's build (ioredis 6.1.0's did). Its
  // one nodenext program holds both files, so it reads both sets a user's project can load, the
  // `import` declarations of every package (which bundler reads too) and the `require` ones (which
  // node10 reads too), and checks each declaration once: checking them per setting, or again in
  // the lockfile's project (whose dependencies are mostly the same files), cost about 20 s of CPU
  // each (msw's type-fest the bulk).
  interface Setting {
    readonly name: string;
    readonly files: readonly string[];
    readonly moduleResolution: string;
    readonly module: string;
  }
  const lockfileSettings: readonly Setting[] = [
    { name: 'nodenext', files: ['consumer.mts'], moduleResolution: 'nodenext', module: 'nodenext' },
    { name: 'nodenext-cjs', files: ['consumer.ts'], moduleResolution: 'nodenext', module: 'nodenext' },
    { name: 'bundler', files: ['consumer.ts'], moduleResolution: 'bundler', module: 'esnext' },
    { name: 'node10', files: ['consumer.ts'], moduleResolution: 'node10', module: 'commonjs' },
  ];
  const librariesSetting: Setting = {
    name: 'nodenext-libraries',
    files: ['consumer.mts', 'consumer.ts'],
    moduleResolution: 'nodenext',
    module: 'nodenext',
  };
  /** The settings `install` builds: each on its own in the lockfile's project, the libraries' check in the newest. */
  const settingsOf = (install: Install) => (install.pinned ? lockfileSettings : [librariesSetting]);
  const configOf = (setting: { name: string }) => `tsconfig.${setting.name}.json`;
  interface Build {
    status: number | null;
    output: string;
    built: Set<string>;
    sections: Map<string, string>;
  }
  const builds = new Map<Install, Promise<Build>>();

  /**
   * One `tsc --build` of an install's settings, as a user with several configurations runs it: one
   * process reads the libraries and our declarations once for all (a third of separate `tsc -p`
   * runs' CPU). `--verbose` names each project before its errors, so each test reads its own.
   */
  async function buildEverySetting(install: Install): Promise<Build> {
    for (const { name, files, ...options } of settingsOf(install)) {
      const compilerOptions = {
        ...options,
        skipLibCheck: install.pinned,
        target: 'es2022',
        lib: ['es2022', 'dom'],
        strict: true,
        noEmit: true,
        types: ['node'],
      };
      writeFileSync(join(install.dir, configOf({ name })), JSON.stringify({ compilerOptions, files }));
    }
    const run = await inProject(install, tool('typescript', 'tsc'), [
      '--build',
      '--verbose',
      ...settingsOf(install).map(configOf),
    ]);
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
    return { status: run.status, output: run.output, built, sections };
  }

  it.each(
    installs.flatMap((install) =>
      settingsOf(install).map((setting) => [install.name, setting.name, install, setting] as const),
    ),
  )(
    'type-checks every entry point, and refuses what the API refuses, in %s under %s',
    async (_installName, _settingName, install, setting) => {
      // The first test starts every install's build, so that they run at once.
      for (const each of installs) if (!builds.has(each)) builds.set(each, buildEverySetting(each));
      const { status, output, built, sections } = await (builds.get(install) as Promise<Build>);
      expect([...built], output).toContain(configOf(setting));
      // Every `@ts-expect-error` of consumer.ts must meet its error: an unused one fails the check.
      expect(sections.get(configOf(setting)) ?? '', install.name).toBe('');
      expect(status, output).toBe(0);
    },
    // Both installs build at once (measured: 11 s for the newest, 9 s for the lockfile's four settings
    // that skip the libraries, on a busy machine); more on a busier one.
    300_000,
  );

  // The hover and the check of the check read our declarations and the fixture: the versions of
  // the dependencies change neither, so they run in one install.
  it("shows the contract's description of every field of every record, body and query in an editor hover", () => {
    const options = {
      module: ts.ModuleKind.NodeNext,
      moduleResolution: ts.ModuleResolutionKind.NodeNext,
      target: ts.ScriptTarget.ES2022,
      lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
      strict: true,
      types: [],
    };
    const project = lockfileInstall.dir;
    const fields = hoverEveryField(join(project, 'hover.ts'), project, options);
    expect(sdkOperations.length).toBe(operationList.length - 1);
    expect(fields.filter((field) => field.shown !== field.expected)).toEqual([]);
    expect(fields.map((field) => field.where)).toContain('getPetById Pet.categoryId');
  });

  it('reports the errors the `@ts-expect-error` lines expect (the check above can fail)', async () => {
    const project = lockfileInstall.dir;
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
    const run = await inProject(lockfileInstall, tool('typescript', 'tsc'), [
      '-p',
      'tsconfig.unchecked.json',
    ]);
    expect(run.status).not.toBe(0);
    expect(run.output.match(/error TS\d+/g)).toHaveLength(source.split('// @ts-expect-error').length - 1);
  });
});

/** Each bundler a browser app may use, and how it builds browser-app.mjs of an install into one file. */
const bundlers: Record<string, (install: Install) => Promise<string>> = {
  async esbuild(install) {
    const args = [
      'browser-app.mjs',
      '--bundle',
      '--platform=browser',
      '--format=esm',
      '--minify',
      '--outfile=esbuild-dist/app.js',
    ];
    const build = await inProject(install, tool('esbuild'), args);
    expect(build.status, build.output).toBe(0);
    return join(install.dir, 'esbuild-dist/app.js');
  },
  async vite(install) {
    const build = await inProject(install, tool('vite'), ['build']);
    expect(build.status, build.output).toBe(0);
    return join(install.dir, 'vite-dist/app.js');
  },
};

describe('a browser app', () => {
  // One Chromium for every bundle, a context of its own for each (no cache or storage shared).
  let browser: Promise<Awaited<ReturnType<typeof launchChromium>>> | undefined;
  afterAll(async () => {
    await (await browser)?.close();
  });

  // esbuild's bundle in both projects (the dependencies' versions are in it), Vite's in the
  // lockfile's: the same code of ours by another bundler.
  it.each(Object.keys(bundlers))('bundled with %s lists pets in headless Chromium', (bundler) =>
    (bundler === 'esbuild' ? inEveryInstall : inLockfileInstall)(async (install) => {
      const bundle = readFileSync(
        await (bundlers[bundler] as (install: Install) => Promise<string>)(install),
        'utf8',
      );
      expect(bundle, install.name).not.toMatch(/["']node:/);
      // The page comes from an origin of its own, so every call goes through CORS as in a real app.
      const page = `<!doctype html><script>globalThis.PETSTORE_BASE_URL=${JSON.stringify(install.mock.url)}</script><script type="module" src="/app.js"></script>`;
      const server = createServer((request, response) => {
        if (request.url === '/app.js')
          response.writeHead(200, { 'content-type': 'text/javascript' }).end(bundle);
        else response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      browser ??= launchChromium();
      const context = await (await browser).newContext();
      try {
        const tab = await context.newPage();
        await tab.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
        await tab.waitForFunction(() => 'petNames' in globalThis, undefined, { timeout: 30_000 });
        const [viaClient, viaFunctions] = await tab.evaluate(
          () => (globalThis as unknown as { petNames: string[][] }).petNames,
        );
        expect(viaClient, install.name).toHaveLength(2);
        expect(viaClient?.every((name) => typeof name === 'string' && name.length > 0)).toBe(true);
        expect(viaFunctions, install.name).toEqual(viaClient);
      } finally {
        await context.close();
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    }),
  );
});
