// A message of `pnpm generate` or another script of the repository that names a file names it
// from the repository's root, where the maintainer reading it stands: `(scripts/surface.ts)` sent
// them to the root's `scripts/`, which has no such file (it is `packages/sdk/scripts/surface.ts`).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';
import { root } from './workspace';

/** The scripts of the repository: the root's and each package's, tests left out. */
function scripts(): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    for (const name of readdirSync(folder)) {
      const path = join(folder, name);
      if (['node_modules', 'dist', '.tmp'].includes(name)) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|mjs)$/.test(name) && !/\.test(-d)?\.ts$/.test(name)) found.push(path);
    }
  };
  walk(join(root, 'scripts'));
  for (const pkg of readdirSync(join(root, 'packages')))
    if (existsSync(join(root, 'packages', pkg, 'scripts'))) walk(join(root, 'packages', pkg, 'scripts'));
  return found;
}

/** The text of each message a script throws or prints: the arguments of `new Error(…)`, `console.*(…)`. */
function messages(text: string): string[] {
  return [...text.matchAll(/(?:new Error|console\.(?:error|log|warn))\(([\s\S]*?)\);/g)].map(
    (match) => match[1] as string,
  );
}

it('names every file in the messages of the scripts by its path from the repository root', () => {
  const files = scripts();
  expect(files.length).toBeGreaterThan(10);
  const wrong: string[] = [];
  for (const file of files)
    for (const message of messages(readFileSync(file, 'utf8')))
      for (const [path] of message.matchAll(/(?<![\w./${}-])(?:[\w.-]+\/)+[\w.-]+\.(?:ts|mjs|md|json)\b/g))
        if (!existsSync(join(root, path))) wrong.push(`${relative(root, file)}: ${path}`);
  expect(wrong).toEqual([]);
});
