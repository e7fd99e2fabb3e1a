// The build step of `pnpm test` (scripts/test.mjs): which packages need building. A package whose
// `dist/` was built by an earlier `pnpm test` from exactly the files it has now (its own files but
// its tests, the workspace's build settings and lockfile, and the same of every workspace package
// it depends on, by content) is not built again: its build would write the same `dist/`. Any other
// is built, with every package that depends on it (their declarations are checked against its
// own), and so is one whose `dist/` was written since (a `pnpm build` of other sources). A fresh
// clone has no record, so it builds everything, as CI does.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What every package's build reads from the root of the workspace. */
const rootInputs = [
  'package.json',
  'pnpm-lock.yaml',
  'tsup.base.ts',
  'tsconfig.base.json',
  'tsconfig.declarations.json',
];
/** Files of a package that its build never reads. */
const notBuilt = /(?:^|\/)test\/|\.test(?:-d)?\.ts$/;

/**
 * What a package's `dist/` is now: its files and when each was last written, so that a `dist/`
 * written since the record (`pnpm build` of other sources, say) is not taken for the recorded one.
 * @param {string} dist
 * @returns {string}
 */
function fingerprintOf(dist) {
  const hash = createHash('sha256');
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) visit(path);
      else hash.update(`${path}\0${statSync(path).mtimeMs}\0`);
    }
  };
  visit(dist);
  return hash.digest('hex');
}

/**
 * The record to keep once the build succeeded: each package's content key as read before it
 * began, and what its `dist/` is now.
 * @param {string} root
 * @param {{ keys: Map<string, string>, folders: Map<string, string> }} plan
 * @returns {Record<string, { key: string, dist: string }>}
 */
export function buildRecord(root, plan) {
  const record = {};
  for (const [name, key] of plan.keys) {
    const dist = join(root, 'packages', plan.folders.get(name), 'dist');
    if (existsSync(dist)) record[name] = { key, dist: fingerprintOf(dist) };
  }
  return record;
}

/**
 * The content key of every workspace package (a hash of what its build reads) and which of them
 * the record in `stampsFile` does not show built from that content, or that have no `dist/`.
 * @param {string} root the workspace's root
 * @param {string} stampsFile where the keys of the last build are kept
 * @returns {{ keys: Map<string, string>, folders: Map<string, string>, stale: string[], upToDate: string[] }}
 */
export function buildPlan(root, stampsFile) {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard', '--', 'packages', ...rootInputs],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  )
    .split('\0')
    .filter((file) => file && !notBuilt.test(file) && existsSync(join(root, file)))
    .sort();
  const hashOf = (paths) => {
    const hash = createHash('sha256');
    for (const path of paths)
      hash
        .update(path)
        .update('\0')
        .update(readFileSync(join(root, path)))
        .update('\0');
    return hash.digest('hex');
  };
  const rootKey = hashOf(files.filter((file) => rootInputs.includes(file)));
  const packages = new Map();
  for (const folder of readdirSync(join(root, 'packages'))) {
    const manifestFile = join(root, 'packages', folder, 'package.json');
    if (!existsSync(manifestFile)) continue;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const ranges = { ...manifest.dependencies, ...manifest.peerDependencies, ...manifest.devDependencies };
    const dependencies = Object.keys(ranges).filter(
      (name) => name !== manifest.name && String(ranges[name]).startsWith('workspace:'),
    );
    const own = hashOf(files.filter((file) => file.startsWith(`packages/${folder}/`)));
    packages.set(manifest.name, { folder, own, dependencies });
  }
  const keys = new Map();
  const keyOf = (name) => {
    const known = keys.get(name);
    if (known) return known;
    const found = packages.get(name);
    const key = createHash('sha256')
      .update(rootKey)
      .update(found.own)
      .update(
        found.dependencies
          .filter((dependency) => packages.has(dependency))
          .sort()
          .map(keyOf)
          .join(','),
      )
      .digest('hex');
    keys.set(name, key);
    return key;
  };
  let stamps = {};
  try {
    stamps = JSON.parse(readFileSync(stampsFile, 'utf8'));
  } catch {
    // No build recorded: every package is built.
  }
  const stale = [];
  const upToDate = [];
  for (const [name, { folder }] of packages) {
    const dist = join(root, 'packages', folder, 'dist');
    const recorded = stamps[name];
    const built = recorded?.key === keyOf(name) && existsSync(dist) && recorded.dist === fingerprintOf(dist);
    (built ? upToDate : stale).push(name);
  }
  const folders = new Map([...packages].map(([name, { folder }]) => [name, folder]));
  return { keys, folders, stale, upToDate };
}
