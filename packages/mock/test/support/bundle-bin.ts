// The petstore-mock bin from its sources, bundled once per run (scripts/bundle-source-bin.ts). It is
// written under the package (.tmp/, ignored), where the bin finds the package's reference-ui/ as
// from dist/.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleSourceBin } from '../../../../scripts/bundle-source-bin';

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
  await bundleSourceBin(fileURLToPath(new URL('../../src/cli.ts', import.meta.url)), outfile);
  project.provide('petstoreMockBin', outfile);
  return () => rmSync(dir, { recursive: true, force: true });
}
