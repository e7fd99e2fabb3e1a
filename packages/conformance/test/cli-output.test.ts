// `pnpm conformance` from the clone, as the guide shows it, against the standalone mock: the JSON
// report parses, whether read from stdout under `pnpm -s` or from the file `--output` names while
// pnpm prints its banner around the table.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type StandalonePetStore, startPetStoreServer } from '@petstore/mock/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ConformanceReport } from '../src/index';
import { runToEnd } from './support/run-to-end';

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
const pnpm = (args: readonly string[]) =>
  runToEnd('pnpm', args, { cwd: root, env: { PATH: process.env.PATH ?? '', PETSTORE_API_KEY: apiKey } });

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
