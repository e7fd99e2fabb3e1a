import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root. */
export const root = fileURLToPath(new URL('../../', import.meta.url));

/** The fields of a package.json these tests read. */
export interface Manifest {
  name: string;
  version: string;
  private?: boolean;
  description?: string;
  license?: string;
  type?: string;
  sideEffects?: boolean;
  engines?: Record<string, string>;
  repository?: { type?: string; url?: string; directory?: string };
  files?: string[];
  exports?: Record<string, unknown>;
  main?: string;
  module?: string;
  types?: string;
  bin?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  scripts?: Record<string, string>;
}

/** A workspace package: its folder (relative to the root) and its manifest. */
export interface WorkspacePackage {
  dir: string;
  manifest: Manifest;
}

function readManifest(dir: string): Manifest {
  return JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as Manifest;
}

/** Every workspace package under a folder of the root (`packages`, `examples`). */
export function workspacePackages(folder: string): WorkspacePackage[] {
  return readdirSync(join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(root, folder, entry.name, 'package.json')))
    .map((entry) => ({ dir: `${folder}/${entry.name}`, manifest: readManifest(`${folder}/${entry.name}`) }));
}

/** The packages that are published to the registry. */
export function publishedPackages(): WorkspacePackage[] {
  return workspacePackages('packages').filter((pkg) => !pkg.manifest.private);
}

/** A tool of the root's node_modules/.bin. */
export function bin(name: string): string {
  return join(root, 'node_modules/.bin', name);
}

/** The outcome of a command that is allowed to fail. */
export interface Outcome {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs a command to its end and returns its exit status and output, whatever the status. `env`
 * replaces the environment (plus no colours); by default the command inherits this process's.
 */
export function runCommand(
  command: string,
  args: readonly string[],
  cwd = root,
  env: NodeJS.ProcessEnv = process.env,
): Outcome {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...env, NO_COLOR: '1', FORCE_COLOR: '0' },
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/**
 * Builds the packages when a `dist` is missing. `pnpm test` builds before vitest runs; this is for
 * `pnpm vitest run --project packaging` on a fresh clone.
 */
export function ensureBuilt(): void {
  const missing = publishedPackages().filter((pkg) => !existsSync(join(root, pkg.dir, 'dist')));
  if (missing.length > 0) execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}
