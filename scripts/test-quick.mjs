// pnpm test:quick: the inner loop's run. What a change can break, from sources: what differs from
// the branch point with main (commits, staged and unstaged edits, new files) mapped to vitest
// projects: each package with a changed file and every package that depends on it (its tests
// use it), the in-process projects of tests/ whose files import a package so touched (or that
// changed themselves), and, when the contract or the conformance package changed, the
// conformance run of the built bin (its stale builds built first). A change outside packages/
// and tests/ (the root's configuration, the lock file, scripts/) touches them all. `pnpm test`
// runs everything, these included; CI runs that.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { staleBuilds } from './stale-builds.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/**
 * The test files of the packages and of tests/faults that start processes, servers on real ports
 * or a browser: the bins run as users run them. `pnpm test` runs them; the inner loop leaves them
 * out (the conformance run aside, below).
 */
const outOfProcess = [
  'packages/conformance/test/conformance.test.ts',
  'packages/contract/test/openapi-validators.test.ts',
  'packages/mcp/test/cancel.test.ts',
  'packages/mcp/test/inspector.test.ts',
  'packages/mcp/test/key-masking.test.ts',
  'packages/mcp/test/mcp.test.ts',
  'packages/mcp/test/mock-mode.test.ts',
  'packages/mcp/test/transports.test.ts',
  'packages/mock/test/standalone-admin.test.ts',
  'packages/mock/test/standalone.test.ts',
  'tests/faults/control-api-from-a-page.test.ts',
];

/** The projects of tests/ that the inner loop leaves to `pnpm test`, and why. */
const outOfProcessProjects = {
  consumers: 'a release to a local registry, npm installs, five runtimes',
  'docs-commands': 'a fresh copy of the clone and every command of the docs',
  fleet: 'redis-server and worker processes',
  packaging: 'builds, packs, the docs site and Chromium',
  'parallel-suites': 'Playwright Test with four workers, an app under test, Chromium and python3 processes',
  runtimes: 'the built SDK on Node 22 and 24, Bun, Deno and Chromium',
};

/**
 * The conformance run of the built bin: run when the contract or the conformance package changed
 * (the conformance project is then touched: it depends on the contract).
 */
const conformanceRun = 'packages/conformance/test/conformance.test.ts';
const conformanceInputs = ['packages/contract/', 'packages/conformance/'];

const gone = [
  ...outOfProcess.filter((file) => !existsSync(join(root, file))),
  ...Object.keys(outOfProcessProjects)
    .map((name) => `tests/${name}/`)
    .filter((folder) => !existsSync(join(root, folder))),
];
if (gone.length > 0) {
  console.error(`scripts/test-quick.mjs lists files that are gone: ${gone.join(', ')}`);
  process.exit(1);
}

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const lines = (text) => text.split('\n').filter(Boolean);

/** What changed since the branch point with main (or `TEST_QUICK_BASE`); every file when git cannot tell. */
function changedFiles() {
  try {
    const base = process.env.TEST_QUICK_BASE ?? git('merge-base', 'HEAD', 'main');
    const files = [
      ...lines(git('diff', '--name-only', base)),
      ...lines(git('ls-files', '--others', '--exclude-standard')),
    ];
    return { since: `since ${base.slice(0, 12)}`, files: new Set(files) };
  } catch {
    return { since: 'git cannot tell what changed: every package', files: new Set(['package.json']) };
  }
}
const { since, files: changed } = changedFiles();

/** The text of every TypeScript file under `dir`. */
function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.(ts|mts|mjs)$/.test(entry.name) ? [readFileSync(path, 'utf8')] : [];
  });
}

// Each package's project is named as its folder (packages/*/vitest.config.ts); each project of
// tests/ too (tests/*/vitest.config.ts).
const packages = readdirSync(join(root, 'packages')).filter((name) =>
  existsSync(join(root, 'packages', name, 'vitest.config.ts')),
);
const manifests = new Map(
  packages.map((name) => [
    name,
    JSON.parse(readFileSync(join(root, 'packages', name, 'package.json'), 'utf8')),
  ]),
);
const folderOf = new Map([...manifests].map(([folder, manifest]) => [manifest.name, folder]));
/** The workspace packages a package's code or tests use: its dependencies of every kind. */
const usedBy = (name) => {
  const { dependencies = {}, devDependencies = {}, peerDependencies = {} } = manifests.get(name);
  return Object.keys({ ...dependencies, ...devDependencies, ...peerDependencies }).flatMap((dependency) =>
    folderOf.has(dependency) ? [folderOf.get(dependency)] : [],
  );
};

/** A file outside the packages and tests that they build or test with: the root's configuration, the lock file, scripts/. */
const sharedByAll = (file) =>
  !/^(packages|examples|tests|docs|\.changeset)\//.test(file) && !file.endsWith('.md');
const everything = [...changed].some(sharedByAll);
const changedPackages = packages.filter((name) =>
  [...changed].some((file) => file.startsWith(`packages/${name}/`)),
);
// A changed package, and every package whose code or tests use one so touched.
const touched = new Set(everything ? packages : changedPackages);
for (let grown = true; grown; ) {
  grown = false;
  for (const name of packages)
    if (!touched.has(name) && usedBy(name).some((used) => touched.has(used))) {
      touched.add(name);
      grown = true;
    }
}
// The in-process projects of tests/ whose files import a touched package, or that changed.
const testProjects = readdirSync(join(root, 'tests'))
  .filter(
    (name) => existsSync(join(root, 'tests', name, 'vitest.config.ts')) && !(name in outOfProcessProjects),
  )
  .filter((name) => {
    if (everything || [...changed].some((file) => file.startsWith(`tests/${name}/`))) return true;
    const text = sources(join(root, 'tests', name)).join('\n');
    return [...touched].some(
      (folder) => text.includes(`'${manifests.get(folder).name}`) || text.includes(`packages/${folder}/`),
    );
  });
const runConformance =
  everything || [...changed].some((file) => conformanceInputs.some((input) => file.startsWith(input)));
const projects = [...packages.filter((name) => touched.has(name)), ...testProjects];

if (projects.length === 0) {
  console.log(
    `test:quick: no package or test project changed ${since}; nothing to run (pnpm test runs everything)`,
  );
  process.exit(0);
}
console.log(
  `test:quick: ${projects.join(', ')} (changed ${since}: ${everything ? 'a file they all share' : `${changedPackages.join(', ') || 'tests only'}, and what uses them`})${runConformance ? ', and the conformance run of the built bin' : ''}; leaving out ${outOfProcess.length - (runConformance ? 1 : 0)} files that start processes and the projects ${Object.keys(outOfProcessProjects).join(', ')} (pnpm test runs them)`,
);
if (runConformance) {
  const stale = staleBuilds(['@petstore/conformance'], { dependencies: true });
  if (stale.length > 0) {
    console.log(
      `test:quick: building first for the conformance run: ${stale.map(({ name }) => name).join(', ')}`,
    );
    const filters = stale.flatMap(({ name }) => ['--filter', name]);
    const build = spawnSync('pnpm', [...filters, 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
const excluded = outOfProcess.filter((file) => !(runConformance && file === conformanceRun));
const run = spawnSync(
  join(root, 'node_modules/.bin/vitest'),
  [
    'run',
    ...projects.flatMap((name) => ['--project', name]),
    // An exclude is matched against each project's own folder.
    ...excluded.flatMap((file) => ['--exclude', file.replace(/^(packages|tests)\/[^/]+\//, '')]),
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit' },
);
process.exit(run.status ?? 1);
