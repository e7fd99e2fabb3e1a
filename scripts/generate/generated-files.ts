/**
 * Files that `pnpm generate` writes (docs/design/0019-one-surface-from-the-contract.md): each
 * generator renders its files as text, checked and formatted as `pnpm lint` wants them; the CLI
 * writes them, and a test lists those on disk that differ, so that a change of the contract
 * without `pnpm generate` fails.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root. */
export const root = fileURLToPath(new URL('../..', import.meta.url));

/** Generated files by absolute path. */
export type GeneratedFiles = ReadonlyMap<string, string>;

/**
 * TypeScript as `pnpm lint` (Biome, biome.json) wants it: formatted, imports sorted.
 * @throws when Biome finds a problem it cannot fix: the generator wrote something wrong.
 */
export function formatted(path: string, text: string): string {
  return execFileSync(
    join(root, 'node_modules/.bin/biome'),
    ['check', '--write', `--stdin-file-path=${path}`],
    {
      cwd: root,
      input: text,
      encoding: 'utf8',
      maxBuffer: 16 * 1024 * 1024,
    },
  );
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
