// The petstore-mcp bin from its sources, bundled once per run with esbuild (the `@petstore/source`
// condition, so that no build is needed): each test's bin then starts in a fraction of a second
// instead of transpiling the workspace's sources in every process (tsx).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled bin: run it with `node <file> …args`. */
    petstoreMcpBin: string;
  }
}

export default async function bundleBin(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-mcp-bin-'));
  const outfile = join(dir, 'petstore-mcp.mjs');
  await build({
    entryPoints: [fileURLToPath(new URL('../src/cli.ts', import.meta.url))],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@petstore/source'],
    // The CommonJS dependencies (ioredis) require Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'silent',
  });
  project.provide('petstoreMcpBin', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
