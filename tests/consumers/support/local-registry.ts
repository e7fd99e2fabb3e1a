import { type ChildProcess, execFile, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../../fleet/support/free-port';
import { bin, publishedPackages, root } from '../../packaging/workspace';

const execFileAsync = promisify(execFile);

/** The summary of the changeset the rehearsal adds: every changelog must carry it. */
export const rehearsalSummary = 'Release rehearsal of the test suite.';

/** Verdaccio on a free loopback port, holding only our scope; every other package stays on npm. */
export interface LocalRegistry {
  readonly url: string;
  /** What was published: name → version. */
  readonly published: Map<string, string>;
  /** The manifest of a published version, as the registry serves it. */
  manifest(name: string, version: string): Promise<Record<string, unknown>>;
  /** Stops Verdaccio by its PID. */
  stop(): Promise<void>;
}

async function startVerdaccio(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  const config = join(dir, 'verdaccio.yaml');
  // No uplink: a name outside our scope is not ours to serve, so consumers fetch it from npm.
  writeFileSync(
    config,
    [
      `storage: ${join(dir, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(dir, 'htpasswd')}`,
      'uplinks: {}',
      'packages:',
      "  '@petstore/*':",
      '    access: $all',
      '    publish: $all',
      'log: { type: stdout, format: json, level: warn }',
    ].join('\n'),
  );
  const child = spawn(bin('verdaccio'), ['--config', config, '--listen', `127.0.0.1:${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = `http://127.0.0.1:${port}/`;
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  // Ready when the ping answers; an exit first is a failure with Verdaccio's own words.
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`verdaccio exited (${code}): ${output}`);
  });
  exited.catch(() => undefined);
  const ready = (async () => {
    for (;;) {
      const ping = await fetch(`${url}-/ping`).catch(() => undefined);
      if (ping?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);
  return { child, url };
}

/**
 * Rehearses a release into a copy of the workspace's packages: `changeset version` applies the
 * pending changesets (versions, changelogs, internal ranges), then `pnpm publish --recursive` sends each
 * package to the registry as a release would, `prepack` check and `workspace:` rewriting included.
 */
async function rehearseRelease(dir: string, registry: string): Promise<Map<string, string>> {
  const release = join(dir, 'release');
  mkdirSync(join(release, 'scripts'), { recursive: true });
  writeFileSync(join(release, 'package.json'), JSON.stringify({ name: 'release-rehearsal', private: true }));
  cpSync(join(root, 'pnpm-workspace.yaml'), join(release, 'pnpm-workspace.yaml'));
  cpSync(join(root, '.changeset'), join(release, '.changeset'), { recursive: true });
  for (const script of ['check-built.mjs', 'stale-builds.mjs'])
    cpSync(join(root, 'scripts', script), join(release, 'scripts', script));
  const packages = publishedPackages();
  for (const pkg of packages) {
    // Timestamps kept: `prepack` refuses a dist/ older than its sources.
    for (const file of ['package.json', 'src', ...(pkg.manifest.files ?? [])]) {
      if (!existsSync(join(root, pkg.dir, file))) continue; // CHANGELOG.md, before the first release
      cpSync(join(root, pkg.dir, file), join(release, pkg.dir, file), {
        recursive: true,
        preserveTimestamps: true,
      });
    }
  }
  const run = (command: string, args: string[], cwd = release) =>
    execFileSync(command, args, { cwd, stdio: 'pipe', encoding: 'utf8' });
  // A changeset of the rehearsal's own, so that every package is released whatever is pending.
  writeFileSync(
    join(release, '.changeset/release-rehearsal.md'),
    ['---', ...packages.map((pkg) => `'${pkg.manifest.name}': patch`), '---', '', rehearsalSummary, ''].join(
      '\n',
    ),
  );
  run(bin('changeset'), ['version']);
  // pnpm resolves `workspace:` ranges from the installed workspace.
  run('pnpm', ['install', '--prefer-offline', '--ignore-scripts', '--no-frozen-lockfile']);
  writeFileSync(join(release, '.npmrc'), `${registry.replace(/^http:/, '')}:_authToken=rehearsal\n`);
  // One `pnpm publish --recursive`, as a release of a pnpm workspace runs it: each package's
  // `prepack`, its tarball with `workspace:` ranges replaced, and npm to send it.
  await execFileAsync('pnpm', ['publish', '--recursive', '--registry', registry, '--no-git-checks'], {
    cwd: release,
    encoding: 'utf8',
  });
  const published = packages.map((pkg) => {
    const manifest = JSON.parse(readFileSync(join(release, pkg.dir, 'package.json'), 'utf8'));
    return [manifest.name as string, manifest.version as string] as const;
  });
  return new Map(published);
}

/** Starts Verdaccio in `dir` and publishes the workspace's packages to it. */
export async function startLocalRegistry(dir: string): Promise<LocalRegistry> {
  const { child, url } = await startVerdaccio(dir);
  try {
    const published = await rehearseRelease(dir, url);
    return {
      url,
      published,
      async manifest(name, version) {
        const response = await fetch(`${url}${name.replace('/', '%2f')}/${version}`);
        if (!response.ok) throw new Error(`${name}@${version}: ${response.status}`);
        return (await response.json()) as Record<string, unknown>;
      },
      async stop() {
        if (child.exitCode !== null) return;
        child.kill('SIGTERM');
        await once(child, 'exit');
      },
    };
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
}
