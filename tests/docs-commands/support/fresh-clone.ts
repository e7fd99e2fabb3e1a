import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * A copy of the repository as a fresh clone of it has it: the files git tracks, and the new ones
 * it would (not ignored), as they are in the working tree; no `node_modules`, no `dist`, nothing
 * generated. It goes under the repository's `.tmp` (ignored), on the file system of pnpm's store,
 * so that its install links instead of copying.
 */
export function freshClone(root: string): string {
  const parent = join(root, '.tmp');
  mkdirSync(parent, { recursive: true });
  const clone = mkdtempSync(join(parent, 'docs-commands-'));
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  })
    .split('\0')
    .filter((file) => file && existsSync(join(root, file)));
  for (const file of new Set(files)) {
    mkdirSync(dirname(join(clone, file)), { recursive: true });
    copyFileSync(join(root, file), join(clone, file));
  }
  return clone;
}

/**
 * The environment a reader's terminal has: this process's, without what the test runner and the
 * package manager that started it set (`VITEST`, `NODE_OPTIONS`, `npm_*`, …), without colours.
 */
export function readerEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (/^(?:VITEST|VITE_|TEST$|NODE_ENV$|NODE_OPTIONS$|npm_|PNPM_SCRIPT|FORCE_COLOR$|TINYPOOL)/i.test(name))
      continue;
    env[name] = value;
  }
  return { ...env, NO_COLOR: '1', FORCE_COLOR: '0' };
}
