/**
 * `pnpm generate`: writes what the contract determines and a reader still wants as a file
 * (docs/design/0019-one-surface-from-the-contract.md): the contract's lists and the words of its
 * schemas (from the comments on them), the OpenAPI document, the contract's named
 * types beside its schemas, then the SDK's functions, resources and `packages/sdk/api.md`, the TanStack Query options of
 * every operation (`packages/tanstack-query/src/operations`), and last
 * the generated tables of the READMEs and guides (scripts/docs/generated-sections.ts), which read
 * the SDK's sources. Run it after a change of the contract or of a documented option; the tests
 * fail while a file is stale. Last, the release level the contract's change since the last release
 * needs (`pnpm contract-diff` lists the differences).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSchemaDocs } from '../packages/contract/scripts/generate-schema-docs';
import { renderTables } from '../packages/contract/scripts/generate-tables';
import { root, writeGenerated } from './generate/generated-files';

// The lists of the contract first, from its modules on disk: the contract loads only once they
// name every module (a new operation's row is in no table until they are written), and the words
// of its schemas, from their comments (it refuses to load while a field has none).
writeGenerated(await renderTables());
writeGenerated(renderSchemaDocs());
const { classifyContractChange, levelOfChange } = await import(
  '../packages/contract/scripts/contract-change'
);
const { renderTypes } = await import('../packages/contract/scripts/generate-types');
const { buildOpenApiDocument } = await import('../packages/contract/src/index');
const { renderSurface } = await import('../packages/sdk/scripts/generate-surface');
const { renderQueries } = await import('../packages/tanstack-query/scripts/generate-queries');
const { syncGeneratedSections } = await import('./docs/generated-sections');

writeGenerated(
  new Map([
    [join(root, 'packages/contract/openapi.json'), `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`],
  ]),
);
writeGenerated(renderTypes());
writeGenerated(renderSurface());
writeGenerated(renderQueries());
for (const file of syncGeneratedSections(root, true)) console.log(`wrote ${file}`);

const released = JSON.parse(readFileSync(join(root, 'packages/contract/released/openapi.json'), 'utf8'));
const change = classifyContractChange(released, buildOpenApiDocument());
const level = levelOfChange(change);
console.log(
  level
    ? `the contract changed since the last release: ${level}, ${change.length} differences (pnpm contract-diff lists them)`
    : 'the contract is as released',
);
