// The petstore-mcp bin from its sources, and the MCP Inspector's CLI, each bundled once per run
// (scripts/bundle-source-bin.ts): a run of the Inspector with its files loaded one by one through
// Node's module loader took about 1.1 CPU-seconds (the bin it starts included), bundled 0.7.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { bundleSourceBin } from '../../../scripts/bundle-source-bin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The bundled bin: run it with `node <file> …args`. */
    petstoreMcpBin: string;
    /**
     * The bundled Inspector CLI, `build/index.mjs` beside the package's `package.json`, which it
     * reads by a path relative to both its own file and the working directory: run it in its folder.
     */
    inspectorCli: string;
  }
}

const require = createRequire(import.meta.url);

export default async function bundleBin(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'petstore-mcp-bin-'));
  const bin = join(dir, 'petstore-mcp.mjs');
  const inspector = join(dir, 'inspector-cli', 'build', 'index.mjs');
  await Promise.all([
    bundleSourceBin(fileURLToPath(new URL('../src/cli.ts', import.meta.url)), bin),
    bundleSourceBin(require.resolve('@modelcontextprotocol/inspector-cli/build/index.js'), inspector),
  ]);
  copyFileSync(
    require.resolve('@modelcontextprotocol/inspector-cli/package.json'),
    join(dir, 'inspector-cli', 'package.json'),
  );
  project.provide('petstoreMcpBin', bin);
  project.provide('inspectorCli', inspector);
  return () => rmSync(dir, { recursive: true, force: true });
}
