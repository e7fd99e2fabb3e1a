import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { validate } from '@readme/openapi-parser';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument } from '../src/index';

const run = promisify(execFile);
const root = new URL('../../../', import.meta.url).pathname;

describe('the generated OpenAPI document, checked by outside tools', () => {
  it('passes @readme/openapi-parser validation as OpenAPI 3.0', async () => {
    const result = await validate(structuredClone(buildOpenApiDocument()) as never);
    expect(result).toMatchObject({ valid: true });
  });

  it('is checked by a validator that does reject a broken document', async () => {
    const broken = structuredClone(buildOpenApiDocument()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    broken.paths['/pets'] = { get: { responses: 'none' } };
    const result = await validate(broken as never);
    expect(result.valid).toBe(false);
  });

  it('passes `redocly lint` with no errors and no warnings', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'petstore-openapi-'));
    const file = join(dir, 'openapi.json');
    writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
    const { stdout } = await run(
      'pnpm',
      ['exec', 'redocly', 'lint', file, '--config', join(root, 'redocly.yaml'), '--format', 'json'],
      {
        cwd: root,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
    const report = JSON.parse(stdout.slice(stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { message: string }[];
    };
    expect(report.problems.map((problem) => problem.message)).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });
});
