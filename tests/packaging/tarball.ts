import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, realpathSync, renameSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
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

/** Packs a workspace package with `pnpm pack` (which, unlike `npm pack`, rewrites `workspace:` ranges). */
export function pack(pkg: WorkspacePackage, destination: string): Tarball {
  const before = new Set(readdirSync(destination));
  execFileSync('pnpm', ['pack', '--pack-destination', destination], {
    cwd: join(root, pkg.dir),
    stdio: 'ignore',
  });
  const name = readdirSync(destination).find((file) => file.endsWith('.tgz') && !before.has(file));
  if (!name) throw new Error(`pnpm pack wrote no tarball for ${pkg.manifest.name}`);
  const file = join(destination, name);
  const read = (path: string) =>
    execFileSync('tar', ['-xzOf', file, `package/${path}`], { encoding: 'utf8' });
  const entries = execFileSync('tar', ['-tzf', file], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean)
    .map((entry) => entry.replace(/^package\//, ''));
  return { pkg, file, entries, manifest: JSON.parse(read('package.json')) as Manifest, read };
}

/**
 * Installs tarballs into `<dir>/node_modules` the way a registry install lays them out: our
 * packages extracted from their tarballs, their other dependencies linked to the copies the
 * workspace installed (the registry is not needed).
 */
export function installTarballs(tarballs: readonly Tarball[], dir: string): void {
  const modules = join(dir, 'node_modules');
  const ours = new Set(tarballs.map((tarball) => tarball.manifest.name));
  for (const tarball of tarballs) {
    const unpacked = join(dir, `unpack-${tarball.manifest.name.replace('/', '-')}`);
    mkdirSync(unpacked, { recursive: true });
    execFileSync('tar', ['-xzf', tarball.file, '-C', unpacked]);
    mkdirSync(join(modules, tarball.manifest.name, '..'), { recursive: true });
    renameSync(join(unpacked, 'package'), join(modules, tarball.manifest.name));
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
