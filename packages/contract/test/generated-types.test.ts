import { expect, it } from 'vitest';
import { staleFiles } from '../../../scripts/generate/generated-files';
import { renderSchemaDocs } from '../scripts/generate-schema-docs';
import { renderTables } from '../scripts/generate-tables';
import { renderTypes } from '../scripts/generate-types';

it('has the named type of every schema as `pnpm generate` writes it from the schemas and their comments', () => {
  expect(staleFiles(renderTypes()), 'stale: run `pnpm generate`').toEqual([]);
});

it('lists every operation module as `pnpm generate` writes the tables from src/operations/<tag>/', async () => {
  expect(staleFiles(await renderTables()), 'stale: run `pnpm generate`').toEqual([]);
});

it('has the words of every schema and field as `pnpm generate` writes them from their comments', () => {
  expect(staleFiles(renderSchemaDocs()), 'stale: run `pnpm generate`').toEqual([]);
});
