#!/usr/bin/env node
// `node scripts/run-from-source.mjs <entry.ts> …args`: runs a program of the workspace from its
// TypeScript sources, with no build, as `tsx --conditions=@petstore/source` would, but bundled
// first by esbuild into one module: Node then loads one file instead of transpiling several
// hundred through loader hooks, so a command the docs show starts sooner and spends less of the
// test command's CPU than under `node --import tsx` (CONTRIBUTING.md, "Running the tests", has
// the figures).
// The bundle is written to `.tmp/` beside the entry's package (`.tmp/` is ignored by git), where
// the program finds its package's files (`reference-ui/`) and dependencies as from `dist/`. It is
// kept for the next start while none of its inputs changed (see `inputsKey`): bundling costs
// about three times what running the bundle does.
import { createHash } from 'node:crypto';
import {
  closeSync,
  mkdirSync,
  openSync,
  readFileSync,
  readSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';

// esbuild is loaded only to bundle (loading it costs more than checking a kept bundle); its
// package.json stands for its version in the key.
const esbuildManifest = createRequire(import.meta.url).resolve('esbuild/package.json');

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
    // The CommonJS dependencies (ioredis) require Node's modules. The import is renamed so that a
    // program's own `createRequire` does not clash with it.
    banner: {
      js: "import { createRequire as createRequireOfBundle } from 'node:module'; const require = createRequireOfBundle(import.meta.url);",
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

/** The first line of a bundle: the key of the inputs it was built from. */
const keyLine = (key) => `// run-from-source inputs ${key}\n`;

/**
 * What decides a bundle besides its sources: esbuild's version and options, and the files esbuild
 * reads to resolve and transform them but does not list as inputs: every `package.json` and
 * `tsconfig.json` above an input (exports, conditions, compiler options) with the tsconfigs they
 * extend, and pnpm's record of the installed packages (`node_modules/.pnpm/lock.yaml`), which
 * changes when a dependency's link is moved to another version.
 * @param {string[]} inputs absolute paths
 */
function resolutionFiles(inputs) {
  const found = new Set();
  const seen = new Set();
  const add = (file) => {
    if (found.has(file) || !statSync(file, { throwIfNoEntry: false })) return false;
    found.add(file);
    return true;
  };
  const addTsconfig = (file) => {
    if (!add(file)) return;
    const extended = /"extends"\s*:\s*"([^"]+)"/.exec(readFileSync(file, 'utf8'))?.[1];
    if (extended?.startsWith('.')) addTsconfig(resolve(dirname(file), extended));
  };
  for (const input of inputs) {
    for (let dir = dirname(input); !seen.has(dir); dir = dirname(dir)) {
      seen.add(dir);
      add(join(dir, 'package.json'));
      addTsconfig(join(dir, 'tsconfig.json'));
      add(join(dir, 'node_modules', '.pnpm', 'lock.yaml'));
      if (dirname(dir) === dir) break;
    }
  }
  return [...found];
}

/**
 * When `file` last changed as far as its signature goes: its change time too (which a restored
 * modification time does not hide), except under `node_modules`, whose files pnpm hard-links from
 * its store into every install on the machine, moving their change time (the link count) with
 * each install elsewhere; pnpm never edits them, and replaces one with another inode.
 * @param {string} file
 * @param {import('node:fs').Stats} stat
 */
function changedAt(file, stat) {
  return file.includes(`${sep}node_modules${sep}`) ? stat.mtimeMs : Math.max(stat.mtimeMs, stat.ctimeMs);
}

/**
 * Each file's size, inode and `changedAt`, which any edit changes (a file replaced, as editors
 * save, has another inode), or `missing`.
 * @param {string[]} files absolute paths
 * @returns {Map<string, string>}
 */
function signatures(files) {
  return new Map(
    files.map((file) => {
      const stat = statSync(file, { throwIfNoEntry: false });
      return [file, stat ? `${stat.size}:${stat.ino}:${changedAt(file, stat)}` : 'missing'];
    }),
  );
}

/**
 * The key of a bundle's inputs: esbuild's options and package.json, and each input's path and
 * signature.
 * @param {string} entry
 * @param {Map<string, string>} inputs the signatures of the sources and `resolutionFiles`
 */
function inputsKey(entry, inputs) {
  const all = new Map([...inputs, ...signatures([esbuildManifest])]);
  const parts = [JSON.stringify(sourceBundleOptions(entry))];
  for (const file of [...all.keys()].sort()) parts.push(`${file}\0${all.get(file)}`);
  return createHash('sha256').update(parts.join('\n')).digest('hex');
}

/** The key written on the first line of `outfile`, or undefined. */
function bundleKey(outfile) {
  let fd;
  try {
    fd = openSync(outfile, 'r');
  } catch {
    return undefined;
  }
  try {
    const head = Buffer.alloc(keyLine('0'.repeat(64)).length);
    readSync(fd, head, 0, head.length, 0);
    return /^\/\/ run-from-source inputs ([0-9a-f]{64})\n/.exec(head.toString('utf8'))?.[1];
  } finally {
    closeSync(fd);
  }
}

let writes = 0;

/** Writes `contents` to `file` under a name of this write's, then renames it: a reader at the same time sees a whole file. */
function writeWhole(file, contents) {
  writes += 1;
  const own = `${file}.${process.pid}-${writes}`;
  writeFileSync(own, contents);
  renameSync(own, file);
}

/**
 * A change the kernel stamps on a file can lag the clock by a tick (a few milliseconds): a new
 * input changed this close to the start of the bundling or after may have been read before the
 * change.
 */
const changeTickMs = 15;

/**
 * Whether esbuild read the inputs as they are now: each input of the last bundle has the signature
 * it had before this bundling began, and each new one was last changed before it began.
 * @param {Map<string, string>} before the last bundle's inputs, signed before the bundling
 * @param {Map<string, string>} after the inputs, signed after it
 * @param {number} started when it began
 */
function readSteady(before, after, started) {
  return [...after].every(([file, signature]) => {
    if (before.has(file)) return before.get(file) === signature;
    const stat = statSync(file, { throwIfNoEntry: false });
    return stat !== undefined && changedAt(file, stat) < started - changeTickMs;
  });
}

/**
 * Bundles `entry` into `outfile` unless the bundle there was built from inputs that have not
 * changed since (the list of its inputs is kept beside it, `<outfile>.inputs.json`).
 * @param {string} entry absolute path
 * @param {string} outfile absolute path
 * @returns {Promise<boolean>} whether it bundled
 */
export async function ensureSourceBundle(entry, outfile) {
  const listFile = `${outfile}.inputs.json`;
  let listed;
  try {
    listed = JSON.parse(readFileSync(listFile, 'utf8'));
  } catch {
    listed = undefined;
  }
  const before = signatures(Array.isArray(listed) ? listed : []);
  if (before.size > 0 && bundleKey(outfile) === inputsKey(entry, before)) return false;

  const { build } = await import('esbuild');
  const started = Date.now();
  const { outputFiles, metafile } = await build({
    ...sourceBundleOptions(entry),
    outfile,
    write: false,
    metafile: true,
  });
  const sources = Object.keys(metafile?.inputs ?? {}).map((input) => resolve(input));
  const inputs = [...sources, ...resolutionFiles(sources)];
  const after = signatures(inputs);
  mkdirSync(dirname(outfile), { recursive: true });
  // An input changed while esbuild read it: the bundle runs now, but is not kept for the next start.
  const key = readSteady(before, after, started) ? inputsKey(entry, after) : 'unsteady';
  // The key goes first; a hashbang, which only a file's first line may hold, is left out (the
  // bundle is imported, not executed).
  const code = (outputFiles?.[0]?.text ?? '').replace(/^#!.*\n/, '');
  writeWhole(outfile, keyLine(key) + code);
  writeWhole(listFile, JSON.stringify(inputs));
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [entryArg, ...args] = process.argv.slice(2);
  if (!entryArg) {
    console.error('usage: node scripts/run-from-source.mjs <entry.ts> [args…]');
    process.exit(2);
  }
  const entry = resolve(entryArg);
  const outfile = join(packageDir(entry), '.tmp', `${basename(entry).replace(/\.ts$/, '')}.from-source.mjs`);
  await ensureSourceBundle(entry, outfile);
  process.argv = [process.argv[0] ?? 'node', outfile, ...args];
  await import(pathToFileURL(outfile).href);
}
