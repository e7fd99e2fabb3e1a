import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';

const repo = join(import.meta.dirname, '../../..');
const smoke = join(import.meta.dirname, '../smoke');

/** The built SDK every runtime loads: what `npm install @petstore/sdk` would give a user. */
export const sdkDist = join(repo, 'packages/sdk/dist/index.js');

function newest(folder: string): number {
  return Math.max(
    0,
    ...readdirSync(folder, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(join(entry.parentPath, entry.name)).mtimeMs),
  );
}

/** Refuses to test a missing or stale build: the matrix must load the code that is in `src/`. */
function assertBuilt(): void {
  for (const name of ['contract', 'sdk']) {
    const dist = join(repo, 'packages', name, 'dist');
    const built = existsSync(join(dist, 'index.js')) ? newest(dist) : 0;
    if (built < newest(join(repo, 'packages', name, 'src'))) {
      throw new Error(`packages/${name}/dist is missing or older than its src/: run \`pnpm build\` first`);
    }
  }
}

/** Bundles the smoke run: one script for Node, Bun and Deno, one page script for the browsers. */
export async function buildSmoke(outDir: string): Promise<{ script: string; browser: string }> {
  assertBuilt();
  await mkdir(outDir, { recursive: true });
  const script = join(outDir, 'smoke.mjs');
  const browser = join(outDir, 'smoke-browser.js');
  const shared = { bundle: true, format: 'esm', logLevel: 'silent', target: 'es2022' } as const;
  // The script keeps the SDK out: each runtime imports the built package from its own path.
  await build({
    ...shared,
    entryPoints: [join(smoke, 'script-entry.ts')],
    platform: 'neutral',
    external: ['node:*'],
    outfile: script,
  });
  // The page bundles the built SDK and what it pulls in, as an app's bundler would.
  await build({
    ...shared,
    entryPoints: [join(smoke, 'browser-entry.ts')],
    platform: 'browser',
    alias: { '@petstore/sdk': sdkDist },
    outfile: browser,
  });
  return { script, browser };
}
