// Which packages' `dist/` is stale: what runs a built package (the conformance bin its tests run,
// `pnpm api-report`, a `prepack`) asks here first, so that nothing runs an old build without a word.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** @param {string} dir @returns {string[]} every file under `dir`, none when it does not exist */
function files(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/** @returns {Map<string, { dir: string, manifest: any }>} the workspace's packages by name */
function workspacePackages() {
  const packages = new Map();
  for (const folder of readdirSync(join(root, 'packages'))) {
    const dir = join(root, 'packages', folder);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
    packages.set(manifest.name, { dir, manifest });
  }
  return packages;
}

/**
 * Why a package's build is stale (`dist/` missing, or older than a file of its `src/`, tests
 * aside, or, with `manifest`, than its `package.json`), or undefined when it is not. A release
 * rehearsal's `changeset version` rewrites the manifests after the build, so `prepack` leaves
 * them out.
 * @param {string} dir the package's folder
 * @param {{ manifest?: boolean }} [options]
 * @returns {string | undefined}
 */
export function staleBuild(dir, { manifest = false } = {}) {
  const built = files(join(dir, 'dist'));
  const where = relative(root, dir);
  if (built.length === 0) return `${where}/dist/ is missing`;
  const oldest = Math.min(...built.map((file) => statSync(file).mtimeMs));
  const newer = [...files(join(dir, 'src')), ...(manifest ? [join(dir, 'package.json')] : [])].find(
    (file) => !/\.test\.ts$/.test(file) && statSync(file).mtimeMs > oldest,
  );
  return newer === undefined ? undefined : `${where}/dist/ is older than ${relative(root, newer)}`;
}

/**
 * The stale builds among the packages `names` and, with `dependencies`, the workspace packages
 * they depend on (their `dependencies`, transitively), each with why.
 * @param {readonly string[]} names package names (`@petstore/conformance`)
 * @param {{ dependencies?: boolean }} [options]
 * @returns {{ name: string, reason: string }[]}
 */
export function staleBuilds(names, { dependencies = false } = {}) {
  const packages = workspacePackages();
  const seen = new Set();
  const visit = (name) => {
    const found = packages.get(name);
    if (!found || seen.has(name)) return;
    seen.add(name);
    if (dependencies)
      for (const dependency of Object.keys(found.manifest.dependencies ?? {})) visit(dependency);
  };
  for (const name of names) visit(name);
  return [...seen].flatMap((name) => {
    const reason = staleBuild(packages.get(name).dir, { manifest: true });
    return reason === undefined ? [] : [{ name, reason }];
  });
}

/**
 * Throws, naming each stale build and the command that builds them, when a package of `names` or
 * one it depends on is stale: for a test that runs a built bin.
 * @param {readonly string[]} names
 */
export function refuseStaleBuilds(names) {
  const stale = staleBuilds(names, { dependencies: true });
  if (stale.length === 0) return;
  const filters = names.map((name) => `--filter '${name}...'`).join(' ');
  throw new Error(
    `these tests run the built packages, and a build is stale:\n${stale.map(({ name, reason }) => `${name}: ${reason}`).join('\n')}\nbuild them first: pnpm ${filters} build`,
  );
}
