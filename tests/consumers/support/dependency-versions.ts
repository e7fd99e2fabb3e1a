import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publishedPackages, root } from '../../packaging/workspace';

/** The dependencies and peers of our published packages that come from npm: name → the packages that use it. */
export function thirdPartyDependencies(): Map<string, string[]> {
  const users = new Map<string, string[]>();
  for (const pkg of publishedPackages()) {
    const { dependencies, peerDependencies } = pkg.manifest;
    for (const name of Object.keys({ ...dependencies, ...peerDependencies })) {
      if (name.startsWith('@petstore/')) continue;
      users.set(name, [...(users.get(name) ?? []), pkg.manifest.name]);
    }
  }
  return users;
}

function versionAt(dir: string): string | undefined {
  const file = join(dir, 'package.json');
  return existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
    : undefined;
}

/**
 * The version the workspace's lockfile gave each third-party dependency of our packages: what the
 * workspace's own tests ran against. One version each: an install pins it for the whole project.
 */
export function lockfileVersions(): Map<string, string> {
  const versions = new Map<string, string>();
  for (const pkg of publishedPackages()) {
    for (const [name, users] of thirdPartyDependencies()) {
      if (!users.includes(pkg.manifest.name)) continue;
      const version = versionAt(join(root, pkg.dir, 'node_modules', name));
      const other = versions.get(name);
      if (!version) throw new Error(`${pkg.dir}/node_modules/${name} is missing: run pnpm install`);
      if (other && other !== version)
        throw new Error(
          `pnpm-lock.yaml resolves ${name} to ${other} and to ${version}: pin one (pnpm dedupe)`,
        );
      versions.set(name, version);
    }
  }
  return versions;
}

/**
 * The version of each third-party dependency of our packages that a project installed, as Node
 * finds it from the package that uses it (its own nested copy first, then the project's), or
 * `undefined` where none was installed.
 */
export function installedVersions(project: string): Map<string, string | undefined> {
  return new Map(
    [...thirdPartyDependencies()].map(([name, users]) => {
      const nested = users.map((user) =>
        versionAt(join(project, 'node_modules', user, 'node_modules', name)),
      );
      return [name, nested.find(Boolean) ?? versionAt(join(project, 'node_modules', name))] as const;
    }),
  );
}
