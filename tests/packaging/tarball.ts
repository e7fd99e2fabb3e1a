import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Manifest, root, type WorkspacePackage } from './workspace';

/** A package packed as the registry would receive it. */
export interface Tarball {
  pkg: WorkspacePackage;
  /** Path of the `.tgz`. */
  file: string;
  /** Paths inside the tarball, without the leading `package/`. */
  entries: string[];
  /** The package.json inside the tarball (pnpm rewrites `workspace:` ranges when packing). */
  manifest: Manifest;
  /** Reads a text file of the tarball. */
  read(path: string): string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)));
}

/**
 * Packs workspace packages with one `pnpm pack` (which, unlike `npm pack`, rewrites `workspace:`
 * ranges, and runs each package's `prepack`), and unpacks each tarball once, to read its files.
 */
export function packAll(packages: readonly WorkspacePackage[], destination: string): Map<string, Tarball> {
  const before = new Set(readdirSync(destination));
  execFileSync(
    'pnpm',
    [
      ...packages.flatMap((pkg) => ['--filter', pkg.manifest.name]),
      'pack',
      '--pack-destination',
      destination,
    ],
    { cwd: root, stdio: 'ignore' },
  );
  const tarballs = new Map<string, Tarball>();
  for (const name of readdirSync(destination).filter((file) => file.endsWith('.tgz') && !before.has(file))) {
    const file = join(destination, name);
    const unpacked = join(destination, name.replace(/\.tgz$/, ''));
    mkdirSync(unpacked);
    execFileSync('tar', ['-xzf', file, '-C', unpacked]);
    const content = join(unpacked, 'package');
    const read = (path: string) => readFileSync(join(content, path), 'utf8');
    const manifest = JSON.parse(read('package.json')) as Manifest;
    const pkg = packages.find((candidate) => candidate.manifest.name === manifest.name);
    if (!pkg) throw new Error(`pnpm pack wrote ${name}, of no package asked for`);
    tarballs.set(manifest.name, { pkg, file, entries: filesUnder(content), manifest, read });
  }
  const missing = packages.filter((pkg) => !tarballs.has(pkg.manifest.name));
  if (missing.length > 0)
    throw new Error(`pnpm pack wrote no tarball for ${missing.map((pkg) => pkg.manifest.name)}`);
  return tarballs;
}

/**
 * Installs tarballs into `<dir>/node_modules` the way a registry install lays them out: our
 * packages as unpacked from their tarballs, their other dependencies linked to the copies the
 * workspace installed (the registry is not needed).
 */
export function installTarballs(tarballs: readonly Tarball[], dir: string): void {
  const modules = join(dir, 'node_modules');
  const ours = new Set(tarballs.map((tarball) => tarball.manifest.name));
  for (const tarball of tarballs) {
    cpSync(join(tarball.file.replace(/\.tgz$/, ''), 'package'), join(modules, tarball.manifest.name), {
      recursive: true,
    });
  }
  for (const tarball of tarballs) {
    // npm 7+, pnpm and Bun install the peers a package requires, as they install its dependencies.
    const { dependencies = {}, peerDependencies = {}, peerDependenciesMeta = {} } = tarball.manifest;
    const required = Object.keys(peerDependencies).filter((peer) => !peerDependenciesMeta[peer]?.optional);
    for (const dependency of [...Object.keys(dependencies), ...required]) {
      if (ours.has(dependency)) continue;
      const target = join(modules, dependency);
      mkdirSync(join(target, '..'), { recursive: true });
      try {
        symlinkSync(realpathSync(join(root, tarball.pkg.dir, 'node_modules', dependency)), target, 'dir');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
    }
  }
}
