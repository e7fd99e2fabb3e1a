// A package's bin from its sources, bundled with esbuild under the `@petstore/source` condition (so
// that no build is needed): a test project bundles it once per run in its global set-up, and each
// test's process then starts in a fraction of a second instead of transpiling the workspace's
// sources itself (tsx). The options are scripts/run-from-source.mjs's, which `pnpm mock` runs.
import { build } from 'esbuild';
import { sourceBundleOptions } from './run-from-source.mjs';

/**
 * Bundles the bin whose entry is `entry` into `outfile`, an ES module for Node 20.
 * @param entry - The bin's source file (its `src/cli.ts`).
 * @param outfile - Where to write it; run it with `node <outfile> …args`.
 * @throws when esbuild cannot bundle it.
 */
export async function bundleSourceBin(entry: string, outfile: string): Promise<void> {
  await build({ ...sourceBundleOptions(entry), outfile, logLevel: 'silent' });
}
