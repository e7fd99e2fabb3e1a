import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedToNode, exportEntries, exportTargets, isCodeEntry } from './exports';
import { installTarballs, packAll, type Tarball } from './tarball';
import { ensureBuilt, type Manifest, publishedPackages, root, runCommand } from './workspace';

const packages = publishedPackages();
const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
let tarballs = new Map<string, Tarball>();
let workDir = '';
let consumerDir = '';

beforeAll(() => {
  ensureBuilt();
  workDir = mkdtempSync(join(tmpdir(), 'petstore-pack-'));
  tarballs = packAll(packages, workDir);
  consumerDir = join(workDir, 'consumer');
  installTarballs([...tarballs.values()], consumerDir);
});

afterAll(() => {
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

function tarballOf(name: string): Tarball {
  const tarball = tarballs.get(name);
  if (!tarball) throw new Error(`${name} was not packed`);
  return tarball;
}

/** What `attw --format json` reports on a tarball. */
interface TypesReport {
  problems?: Record<string, { entrypoint: string; resolutionKind?: string }[]>;
  analysis: {
    entrypoints: Record<string, { resolutions: Record<string, { resolution?: { isTypeScript: boolean } }> }>;
  };
}

/**
 * Are the Types Wrong on every tarball, in one process (are-the-types-wrong.mjs), once. A file
 * export such as `./mockServiceWorker.js` is an asset to serve, not a module to import.
 */
const typesReports = once(() => {
  const requests = [...tarballs.values()].map((tarball) => ({
    file: tarball.file,
    excludeEntrypoints: exportEntries(tarball.manifest.exports)
      .filter(({ subpath, value }) => typeof value === 'string' && /\.js$/.test(subpath))
      .map(({ subpath }) => subpath),
  }));
  const outcome = runCommand(process.execPath, [
    join(import.meta.dirname, 'are-the-types-wrong.mjs'),
    JSON.stringify(requests),
  ]);
  expect(outcome.stderr, 'Are the Types Wrong').toBe('');
  return JSON.parse(outcome.stdout) as Record<string, TypesReport>;
});

/** What one Node process, as CommonJS or as ESM, got from loading a specifier. */
type Loaded = { names: string[] } | { error: string };

/**
 * Loads every code entry of every installed package in one Node process per format, as an app
 * that uses them together does, and reports each one's export names or the error it threw; also
 * runs each of `checks` there (its `load` is `require` or `import`). Once per format.
 */
function loadEverything(format: 'cjs' | 'esm', checks: Record<string, string>) {
  const specifiers = [...tarballs.values()].flatMap(({ manifest }) =>
    exportEntries(manifest.exports)
      .filter(({ value }) => isCodeEntry(value))
      .map(({ subpath }) => (subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`)),
  );
  const load =
    format === 'cjs'
      ? 'const load = async (specifier) => require(specifier);'
      : 'const load = (specifier) => import(specifier);';
  const script = `${load}
(async () => {
  const loaded = {};
  for (const specifier of ${JSON.stringify(specifiers)}) {
    try { loaded[specifier] = { names: Object.keys(await load(specifier)).sort() }; }
    catch (error) { loaded[specifier] = { error: \`\${error.code ?? ''} \${error.message}\` }; }
  }
  const checks = {};
${Object.entries(checks)
  .map(([name, check]) => `  checks[${JSON.stringify(name)}] = ${check};`)
  .join('\n')}
  console.log(JSON.stringify({ loaded, checks }));
})();`;
  const args = format === 'cjs' ? ['-e', script] : ['--input-type=module', '-e', script];
  const outcome = runCommand(process.execPath, args, consumerDir);
  expect(outcome.stderr, `${format}: a load printed to stderr`).toBe('');
  return JSON.parse(outcome.stdout) as { loaded: Record<string, Loaded>; checks: Record<string, boolean> };
}

/** `compute`'s result, computed on the first call. */
function once<T>(compute: () => T): () => T {
  let result: { value: T } | undefined;
  return () => {
    result ??= { value: compute() };
    return result.value;
  };
}

// Each check reaches one value through two entry points of a package: with a copy of the package
// per entry point (as a CommonJS build per entry point makes), it is false.
const sharedCopyChecks = {
  '@petstore/contract':
    "(await load('@petstore/contract/internal')).listPets === (await load('@petstore/contract')).operationSpecs.listPets",
  '@petstore/sdk':
    "new (await load('@petstore/sdk')).PetStore({ apiKey: 'k' }) instanceof (await load('@petstore/sdk/functions')).PetStoreCore",
  '@petstore/mock': `await (async () => {
      const { PetStoreMockError } = await load('@petstore/mock');
      try { (await load('@petstore/mock/node')).setupPetStoreServer({ seed: 'not a number' }); } catch (error) { return error instanceof PetStoreMockError; }
    })()`,
};
const loadedAs = {
  cjs: once(() => loadEverything('cjs', sharedCopyChecks)),
  esm: once(() => loadEverything('esm', sharedCopyChecks)),
};

it('publishes the eight packages of the workspace', () => {
  expect(packages.map((pkg) => pkg.manifest.name).sort()).toEqual([
    '@petstore/conformance',
    '@petstore/contract',
    '@petstore/mcp',
    '@petstore/mock',
    '@petstore/opentelemetry',
    '@petstore/rate-limit-redis',
    '@petstore/sdk',
    '@petstore/tanstack-query',
  ]);
});

describe.each(packages.map((pkg) => [pkg.manifest.name, pkg] as const))('%s', (name, pkg) => {
  const manifest = pkg.manifest;

  it('has the package.json fields a registry user expects', () => {
    expect(manifest.description?.length).toBeGreaterThan(20);
    expect(manifest.license).toBe('MIT');
    expect(manifest.version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/);
    expect(manifest.type).toBe('module');
    expect(manifest.sideEffects).toBe(false);
    expect(manifest.engines?.node).toBe(rootManifest.engines?.node);
    // The workspace has no public repository yet: a `repository` field would send readers (npm's
    // page, typedoc's source links) to a placeholder host.
    expect(manifest.repository).toBeUndefined();
    expect(manifest.files).toEqual(expect.arrayContaining(['dist', 'README.md', 'LICENSE']));
  });

  it('exports ESM and CommonJS with types for every code entry, and no wildcard', () => {
    const entries = exportEntries(manifest.exports);
    expect(entries.map((entry) => entry.subpath)).toEqual(expect.arrayContaining(['.', './package.json']));
    for (const { subpath, value } of entries) {
      expect(subpath, 'wildcard exports make internals public').not.toContain('*');
      if (!isCodeEntry(value)) continue;
      expect(Object.keys(value)[0], `${subpath}: the source condition comes first`).toBe('@petstore/source');
      expect(value, subpath).toMatchObject({
        import: { types: expect.stringMatching(/\.d\.ts$/), default: expect.stringMatching(/\.js$/) },
        require: { types: expect.stringMatching(/\.d\.cts$/), default: expect.stringMatching(/\.cjs$/) },
      });
    }
  });

  it('packs every file its exports, main, types and bin name, and nothing else of the workspace', () => {
    const tarball = tarballOf(name);
    const named = [
      ...exportEntries(manifest.exports).flatMap((entry) => exportTargets(entry.value)),
      manifest.main,
      manifest.module,
      manifest.types,
      ...Object.values(manifest.bin ?? {}),
    ].filter((path): path is string => typeof path === 'string');
    for (const path of named) expect(tarball.entries, path).toContain(path.replace(/^\.\//, ''));
    expect(tarball.entries).toEqual(expect.arrayContaining(['package.json', 'README.md', 'LICENSE']));
    const strays = tarball.entries.filter((entry) =>
      /(^|\/)(src|test|bench)\/|\.test\.|tsconfig|vitest/.test(entry),
    );
    expect(strays).toEqual([]);
  });

  it('declares its types on public ground: no type file imports the internal subpath of the contract', () => {
    // `@petstore/contract/internal` follows no semver (docs/design/0015-public-surface.md): a type
    // that names it could break a user's build in a patch release of the contract.
    const tarball = tarballOf(name);
    const declarations = tarball.entries.filter((entry) => /\.d\.c?ts$/.test(entry));
    expect(declarations.length).toBeGreaterThan(0);
    const ownInternal = name === '@petstore/contract' ? /^dist\/internal\.d\.c?ts$/ : undefined;
    for (const file of declarations.filter((entry) => !ownInternal?.test(entry)))
      expect(tarball.read(file), file).not.toMatch(/['"]@petstore\/contract\/internal['"]/);
  });

  it('ships a README that shows how to install and use it, and the MIT licence', () => {
    const tarball = tarballOf(name);
    const readme = tarball.read('README.md');
    expect(readme.startsWith(`# ${name}`)).toBe(true);
    expect(readme).toMatch(
      new RegExp(`(npm install|pnpm add)( --save-dev| -D)? ${name.replace('/', '\\/')}`),
    );
    expect(readme).toMatch(/```ts\n/);
    expect(tarball.read('LICENSE')).toMatch(/^MIT License/);
  });

  it('depends on published versions only (pnpm pack replaced every workspace: range)', () => {
    const ranges = Object.values({ ...tarballOf(name).manifest.dependencies });
    expect(ranges.filter((range) => range.startsWith('workspace:'))).toEqual([]);
  });

  it('starts its bin with a Node shebang', () => {
    const tarball = tarballOf(name);
    for (const path of Object.values(manifest.bin ?? {})) {
      expect(tarball.read(path.replace(/^\.\//, '')).startsWith('#!/usr/bin/env node\n'), path).toBe(true);
    }
  });

  it('passes publint (strict, suggestions included) on the tarball', async () => {
    const tarball = new Uint8Array(readFileSync(tarballOf(name).file)).buffer;
    const { messages, pkg: linted } = await publint({ pack: { tarball }, level: 'suggestion', strict: true });
    expect(messages.map((message) => formatMessage(message, linted))).toEqual([]);
  });

  it('passes Are the Types Wrong for ESM, CommonJS and bundler consumers', () => {
    // Every resolution: node10 (which ignores `exports` and finds subpaths such as
    // `@petstore/mock/node` through `typesVersions`), Node 16+ ESM and CJS, and bundlers.
    const report = typesReports()[tarballOf(name).file];
    if (!report) throw new Error(`Are the Types Wrong did not report on ${name}`);
    const problems = Object.values(report.problems ?? {})
      .flat()
      // An entry closed to Node (`"node": null`) is for bundlers: TypeScript's node16 resolution
      // skips the null and falls back to the next condition, while Node refuses it, on purpose.
      .filter(
        (problem) =>
          !closedToNode(manifest.exports?.[problem.entrypoint]) || problem.resolutionKind === 'bundler',
      );
    expect(problems).toEqual([]);
    for (const [subpath, entrypoint] of Object.entries(report.analysis.entrypoints)) {
      if (subpath.endsWith('.json')) continue;
      const value = manifest.exports?.[subpath];
      for (const kind of closedToNode(value)
        ? ['node10', 'bundler']
        : ['node10', 'node16-cjs', 'node16-esm', 'bundler']) {
        expect(entrypoint.resolutions[kind]?.resolution?.isTypeScript, `${subpath} (${kind})`).toBe(true);
      }
    }
  });

  it('loads in Node as CommonJS and as ESM with the same exports', () => {
    for (const { subpath, value } of exportEntries(manifest.exports)) {
      if (!isCodeEntry(value)) continue;
      const specifier = subpath === '.' ? name : `${name}/${subpath.slice(2)}`;
      const cjs = loadedAs.cjs().loaded[specifier];
      const esm = loadedAs.esm().loaded[specifier];
      if (closedToNode(value)) {
        expect(cjs, `${specifier} is closed to Node`).toMatchObject({
          error: expect.stringMatching(/ERR_PACKAGE_PATH_NOT_EXPORTED|not defined by "exports"/),
        });
        continue;
      }
      expect(cjs, specifier).toMatchObject({ names: expect.any(Array) });
      expect(esm, specifier).toMatchObject({ names: expect.any(Array) });
      const names = cjs && 'names' in cjs ? cjs.names : [];
      expect(names.length, specifier).toBeGreaterThan(0);
      expect(esm, specifier).toEqual({ names });
    }
  });
});

describe('the entry points of a package, as installed', () => {
  it.each(
    Object.keys(sharedCopyChecks).flatMap((name) =>
      (['cjs', 'esm'] as const).map((format) => [name, format] as const),
    ),
  )('%s shares one copy of its modules between its entry points (%s)', (name, format) => {
    expect(loadedAs[format]().checks[name]).toBe(true);
  });
});
