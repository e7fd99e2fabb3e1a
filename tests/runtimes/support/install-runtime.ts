import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { RuntimeSpec } from './runtimes';

const run = promisify(execFile);

/** Gitignored folder where the extra runtimes are cached between runs. */
export const runtimeCache = join(import.meta.dirname, '../../../.tmp/runtimes');

async function versionOf(binary: string): Promise<string> {
  const { stdout } = await run(binary, ['--version'], { timeout: 30_000 });
  return stdout.trim();
}

function majorOf(version: string): number {
  const match = /(\d+)\.\d+\.\d+/.exec(version);
  return match ? Number(match[1]) : Number.NaN;
}

async function cachedBinary(spec: RuntimeSpec, folder: string, binary: string): Promise<string | undefined> {
  const stamp = join(folder, '.installed-spec');
  if (!existsSync(binary) || !existsSync(stamp)) return undefined;
  if ((await readFile(stamp, 'utf8')) !== spec.npmSpec) return undefined;
  try {
    return majorOf(await versionOf(binary)) === spec.major ? binary : undefined;
  } catch {
    return undefined;
  }
}

async function npmInstall(spec: RuntimeSpec, folder: string): Promise<void> {
  await rm(folder, { recursive: true, force: true });
  await mkdir(folder, { recursive: true });
  const args = [
    'install',
    '--prefix',
    folder,
    '--no-save',
    '--no-package-lock',
    '--no-audit',
    '--no-fund',
    '--prefer-offline',
  ];
  try {
    await run('npm', [...args, '--loglevel=error', spec.npmSpec as string], { timeout: 240_000 });
  } catch (error) {
    const { stderr = '', message } = error as { stderr?: string; message: string };
    throw new Error(
      `Could not install ${spec.name} from the npm registry (npm install ${spec.npmSpec}): ${stderr.trim().slice(-2000) || message}`,
    );
  }
}

/**
 * Returns the executable of a runtime, installing it from the npm registry into
 * {@link runtimeCache} when it is not there yet. Never skips: when the runtime cannot be
 * installed or does not run, this throws with what went wrong.
 */
export async function installRuntime(spec: RuntimeSpec): Promise<string> {
  if (!spec.npmSpec || !spec.binary) {
    const major = Number(process.versions.node.split('.')[0]);
    if (major !== spec.major) throw new Error(`${spec.name}: the machine runs Node ${process.versions.node}`);
    return process.execPath;
  }
  const folder = join(runtimeCache, spec.npmSpec.replace(/[^\w.-]+/g, '_'));
  const binary = join(folder, spec.binary);
  const cached = await cachedBinary(spec, folder, binary);
  if (cached) return cached;
  await npmInstall(spec, folder);
  if (!existsSync(binary)) {
    throw new Error(`${spec.name}: npm installed ${spec.npmSpec} but ${spec.binary} is missing in ${folder}`);
  }
  const version = await versionOf(binary).catch((error: Error) => {
    throw new Error(`${spec.name}: ${binary} does not run on this machine: ${error.message}`);
  });
  if (majorOf(version) !== spec.major) {
    throw new Error(`${spec.name}: expected major ${spec.major}, ${binary} reports ${version}`);
  }
  await writeFile(join(folder, '.installed-spec'), spec.npmSpec);
  return binary;
}
