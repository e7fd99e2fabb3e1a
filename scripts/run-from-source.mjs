#!/usr/bin/env node
// `node scripts/run-from-source.mjs <entry.ts> …args`: runs a program of the workspace from its
// TypeScript sources, with no build, as `tsx --conditions=@petstore/source` would, but bundled
// first by esbuild into one module: Node then loads one file instead of transpiling several
// hundred through loader hooks, so a command the docs show starts sooner and spends less of the
// test command's CPU than under `node --import tsx` (CONTRIBUTING.md, "Running the tests", has
// the figures).
// The bundle is written to `.tmp/` beside the entry's package (`.tmp/` is ignored by git), where
// the program finds its package's files (`reference-ui/`) and dependencies as from `dist/`.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * esbuild's options for one ES module for Node 20 holding `entry` and everything it imports, the
 * workspace's packages from their sources (the `@petstore/source` condition).
 * @param {string} entry
 * @returns {import('esbuild').BuildOptions}
 */
export function sourceBundleOptions(entry) {
  return {
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    conditions: ['@petstore/source'],
    // The CommonJS dependencies (ioredis) require Node's modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
    logLevel: 'error',
  };
}

/** The folder of the package (the nearest `src/`'s parent) that holds `entry`. */
function packageDir(entry) {
  let dir = dirname(entry);
  while (basename(dir) !== 'src' && dirname(dir) !== dir) dir = dirname(dir);
  return basename(dir) === 'src' ? dirname(dir) : dirname(entry);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entryArg, ...args] = process.argv.slice(2);
  if (!entryArg) {
    console.error('usage: node scripts/run-from-source.mjs <entry.ts> [args…]');
    process.exit(2);
  }
  const entry = resolve(entryArg);
  const outDir = join(packageDir(entry), '.tmp');
  const outfile = join(outDir, `${basename(entry).replace(/\.ts$/, '')}.from-source.mjs`);
  const { outputFiles } = await build({ ...sourceBundleOptions(entry), outfile, write: false });
  mkdirSync(outDir, { recursive: true });
  // Written under a name of this process's, then renamed: two runs at once (a server and a client)
  // each import a whole file.
  const own = `${outfile}.${process.pid}`;
  writeFileSync(own, outputFiles?.[0]?.contents ?? '');
  renameSync(own, outfile);
  process.argv = [process.argv[0] ?? 'node', outfile, ...args];
  await import(pathToFileURL(outfile).href);
}
