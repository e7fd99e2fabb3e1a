import { expect, it } from 'vitest';
import { staleFiles } from '../../../scripts/generate/generated-files';
import { renderSchemaDocs } from '../scripts/generate-schema-docs';
import { renderTables } from '../scripts/generate-tables';
import { constraintTags, renderTypes } from '../scripts/generate-types';

it('has the named type of every schema as `pnpm generate` writes it from the schemas and their comments', () => {
  expect(staleFiles(renderTypes()), 'stale: run `pnpm generate`').toEqual([]);
});

it('lists every operation module as `pnpm generate` writes the tables from src/operations/<tag>/', async () => {
  expect(staleFiles(await renderTables()), 'stale: run `pnpm generate`').toEqual([]);
});

it('has the words of every schema and field as `pnpm generate` writes them from their comments', () => {
  expect(staleFiles(renderSchemaDocs()), 'stale: run `pnpm generate`').toEqual([]);
});

it("shows a list field's own limits and its items' on hover, as the document has them under `items`", () => {
  const tags = constraintTags({
    type: 'array',
    maxItems: 20,
    items: { type: 'string', minLength: 1, maxLength: 30, description: 'A tag' },
  });
  expect(tags).toEqual(['@maxItems 20', '@minLength 1 (each item)', '@maxLength 30 (each item)']);
  // A field that takes one value or a list of them (`status` of `listPets`) shows the value's once.
  expect(
    constraintTags({
      anyOf: [
        { type: 'integer', minimum: 1 },
        { type: 'array', maxItems: 5, items: { type: 'integer', minimum: 1 } },
      ],
    }),
  ).toEqual(['@minimum 1', '@maxItems 5', '@minimum 1 (each item)']);
});
