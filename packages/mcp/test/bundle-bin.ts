// The petstore-mcp bin from its sources, bundled once per run (scripts/bundle-source-bin.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleSourceBin } from '../../../scripts/bundle-source-bin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled bin: run it with `node <file> …args`. */
    petstoreMcpBin: string;
  }
}

export default async function bundleBin(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-mcp-bin-'));
  const outfile = join(dir, 'petstore-mcp.mjs');
  await bundleSourceBin(fileURLToPath(new URL('../src/cli.ts', import.meta.url)), outfile);
  project.provide('petstoreMcpBin', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
