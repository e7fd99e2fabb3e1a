// `pnpm conformance` from the clone, as the guide shows it, against the standalone mock: the JSON
// report parses, whether read from stdout under `pnpm -s` or from the file `--output` names while
// pnpm prints its banner around the table.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConformanceReport } from '../src/index';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiKey = 'conformance-output-key-3b7c';
let mock: StandalonePetStore;
let folder: string;

beforeAll(async () => {
  mock = await startPetStoreServer({
    port: 0,
    plans: { wide: { perMinute: 10_000, perDay: 100_000 } },
    keys: { [apiKey]: 'wide' },
  });
  folder = mkdtempSync(join(tmpdir(), 'conformance-output-'));
});
afterAll(async () => {
  await mock.close();
  rmSync(folder, { recursive: true, force: true });
});

/** Runs `pnpm <args>` from the repository's root to its end. */
function pnpm(args: readonly string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn('pnpm', args, {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', PETSTORE_API_KEY: apiKey },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) => resolve({ code, stdout, stderr }));
  });
}

const run = (...args: string[]) => ['conformance', '--base-url', mock.url, '--read-only', ...args];

it('prints a report that parses under `pnpm -s conformance … --json`', async () => {
  const { code, stdout, stderr } = await pnpm(['-s', ...run('--json')]);
  expect(code, stderr).toBe(0);
  const report = JSON.parse(stdout) as ConformanceReport;
  expect(report).toMatchObject({ baseUrl: mock.url, failed: 0 });
  expect(report.passed).toBeGreaterThan(0);
});

it('writes the report to the file `--output` names, the table on stdout, under plain `pnpm conformance`', async () => {
  const file = join(folder, 'report.json');
  const { code, stdout, stderr } = await pnpm(run('--output', file));
  expect(code, stderr).toBe(0);
  // pnpm's banner and the table are on stdout; the file holds the report alone.
  expect(stdout).toContain('> petstore-workspace@');
  const report = JSON.parse(readFileSync(file, 'utf8')) as ConformanceReport;
  expect(report).toMatchObject({ baseUrl: mock.url, failed: 0 });
  expect(stdout).toContain(`${report.passed} passed`);
  const refused = await pnpm(['-s', ...run('--output', join(folder, 'no-such-folder', 'report.json'))]);
  expect(refused.code).toBe(2);
  expect(refused.stderr).toContain('cannot write the report to');
  expect(refused.stderr).not.toContain(apiKey);
});
