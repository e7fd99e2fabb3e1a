/**
 * Files that `pnpm generate` writes (docs/design/0019-one-surface-from-the-contract.md): each
 * generator renders its files as text, checked and formatted as `pnpm lint` wants them; the CLI
 * writes them, and a test lists those on disk that differ, so that a change of the contract
 * without `pnpm generate` fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Generated files by absolute path. */
export type GeneratedFiles = ReadonlyMap<string, string>;

/**
 * Biome's own executable, the one `node_modules/.bin/biome` ends up running: that wrapper starts a
 * shell, then Node, which spawns `ldd` before the executable, several times the executable's own
 * cost; and `pnpm test` formats every generated file of several generators, some of them in more
 * than one test. Where the platform's package does not resolve
 * (a musl libc, say), the wrapper, which knows them all.
 */
function biomeExecutable(): string {
  const fromBiome = createRequire(join(root, 'node_modules/@biomejs/biome/package.json'));
  try {
    return fromBiome.resolve(
      `@biomejs/cli-${process.platform}-${process.arch}/biome${process.platform === 'win32' ? '.exe' : ''}`,
    );
  } catch {
    return join(root, 'node_modules/.bin/biome');
  }
}

let biome: string | undefined;

/**
 * TypeScript as `pnpm lint` (Biome, biome.json) wants it: formatted, imports sorted.
 * @throws when Biome finds a problem it cannot fix: the generator wrote something wrong.
 */
export function formatted(path: string, text: string): string {
  biome ??= biomeExecutable();
  return execFileSync(biome, ['check', '--write', `--stdin-file-path=${path}`], {
    cwd: root,
    input: text,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** The files, relative to the root, whose text on disk is not the generated one. */
export function staleFiles(files: GeneratedFiles): string[] {
  return [...files]
    .filter(([path, text]) => !existsSync(path) || readFileSync(path, 'utf8') !== text)
    .map(([path]) => relative(root, path));
}

/** Writes the files that differ and names them. */
export function writeGenerated(files: GeneratedFiles): void {
  const stale = new Set(staleFiles(files));
  for (const [path, text] of files) {
    if (!stale.has(relative(root, path))) continue;
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
    console.log(`wrote ${relative(root, path)}`);
  }
}
