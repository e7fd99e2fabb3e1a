import { join } from 'node:path';
import { build } from 'esbuild';
import { sdkDist } from './build-smoke';

const entry = join(import.meta.dirname, '../smoke/edge-entry.ts');

/**
 * Bundles the smoke run for Vercel's Edge runtime as Vercel's build does: one script (an Edge
 * Function is evaluated as a script, not loaded as a module), with the built SDK and what it pulls
 * in, resolved under the conditions Vercel uses for edge code (`edge-light`, then `worker`, `browser`).
 * Call it after `buildSmoke`, which refuses a stale build.
 */
export async function buildEdgeSmoke(outDir: string): Promise<string> {
  const outfile = join(outDir, 'smoke-edge.js');
  await build({
    entryPoints: [entry],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    conditions: ['edge-light', 'worker', 'browser'],
    target: 'es2022',
    logLevel: 'silent',
    alias: { '@petstore/sdk': sdkDist },
    outfile,
  });
  return outfile;
}
