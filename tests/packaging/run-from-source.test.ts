// scripts/run-from-source.mjs keeps the bundle of a program for its next start: a start after an
// input changed (a source, or a package.json that resolves one) runs the new code, a start after
// none changed runs the kept bundle, and two starts at once each run a whole bundle.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';
import { ensureSourceBundle } from '../../scripts/run-from-source.mjs';
import { root } from './workspace';

const run = promisify(execFile);
mkdirSync(join(root, '.tmp'), { recursive: true });
const program = mkdtempSync(join(root, '.tmp', 'run-from-source-'));
const entry = join(program, 'src', 'main.ts');
const bundle = join(program, '.tmp', 'main.from-source.mjs');
afterAll(() => rmSync(program, { recursive: true, force: true }));

mkdirSync(join(program, 'src'));
const write = (file: string, text: string) => writeFileSync(join(program, file), text);
const imports = (target: string) =>
  write('package.json', JSON.stringify({ type: 'module', imports: { '#message': target } }));
write(
  'src/main.ts',
  "import { message } from '#message';\nexport { message };\nif (process.argv.includes('--print')) console.log(message);\n",
);
write('src/one.ts', "export const message: string = 'one';\n");
write('src/two.ts', "export const message: string = 'two';\n");
imports('./src/one.ts');

/** The message of the kept bundle, imported afresh. */
let imported = 0;
async function bundledMessage(): Promise<string> {
  imported += 1;
  const module = (await import(`${pathToFileURL(bundle).href}?${imported}`)) as { message: string };
  return module.message;
}

/** A start as `pnpm mock` makes one: its own process. */
async function start(): Promise<string> {
  const { stdout } = await run(
    process.execPath,
    [join(root, 'scripts/run-from-source.mjs'), entry, '--print'],
    {
      cwd: root,
    },
  );
  return stdout.trim();
}

it('bundles a program once, and again only when one of its inputs changed', async () => {
  expect(await ensureSourceBundle(entry, bundle)).toBe(true);
  expect(await bundledMessage()).toBe('one');
  const first = statSync(bundle).ino;
  expect(await ensureSourceBundle(entry, bundle)).toBe(false);
  expect(statSync(bundle).ino).toBe(first);

  // An edit that keeps the size.
  write('src/one.ts', "export const message: string = 'uno';\n");
  expect(await ensureSourceBundle(entry, bundle)).toBe(true);
  expect(await bundledMessage()).toBe('uno');
  expect(await ensureSourceBundle(entry, bundle)).toBe(false);

  // No source changed, but the package.json that resolves one did.
  imports('./src/two.ts');
  expect(await ensureSourceBundle(entry, bundle)).toBe(true);
  expect(await bundledMessage()).toBe('two');

  // A removed input is not run from the kept bundle.
  rmSync(join(program, 'src/two.ts'));
  await expect(ensureSourceBundle(entry, bundle)).rejects.toThrow(/Could not resolve "#message"/);
  write('src/two.ts', "export const message: string = 'two';\n");
});

it('gives two processes starting at once after a change each a whole bundle of the new code', async () => {
  write('src/two.ts', "export const message: string = 'dos';\n");
  expect(await Promise.all([start(), start()])).toEqual(['dos', 'dos']);
  const kept = statSync(bundle).ino;
  expect(await start()).toBe('dos');
  expect(statSync(bundle).ino).toBe(kept);
});
