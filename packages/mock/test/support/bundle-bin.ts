// The petstore-mock bin from its sources, bundled once per run with esbuild (the `@petstore/source`
// condition, so that no build is needed): each test's bin then starts in a fraction of a second
// instead of transpiling the workspace's sources in every process (tsx). It is written under the
// package (.tmp/, ignored), where the bin finds the package's reference-ui/ as from dist/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled bin: run it with `node <file> …args`. */
    petstoreMockBin: string;
  }
}

export default async function bundleBin(project: TestProject): Promise<() => void> {
  const parent = fileURLToPath(new URL('../../.tmp/', import.meta.url));
  mkdirSync(parent, { recursive: true });
  const dir = mkdtempSync(join(parent, 'bin-'));
  const outfile = join(dir, 'petstore-mock.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../../src/cli.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@petstore/source'],
    // The CommonJS dependencies require Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  project.provide('petstoreMockBin', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
