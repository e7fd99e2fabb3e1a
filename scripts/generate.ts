/**
 * `pnpm generate`: writes what the contract determines and a reader still wants as a file
 * (docs/design/0019-one-surface-from-the-contract.md): the OpenAPI document, the contract's named
 * types beside its schemas, then the SDK's functions, resources and `packages/sdk/api.md`, and last
 * the generated tables of the READMEs and guides (scripts/docs/generated-sections.ts), which read
 * the SDK's sources. Run it after a change of the contract or of a documented option; the tests
 * fail while a file is stale. Last, the release level the contract's change since the last release
 * needs (`pnpm contract-diff` lists the differences).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { classifyContractChange, levelOfChange } from '../packages/contract/scripts/contract-change';
import { renderTypes } from '../packages/contract/scripts/generate-types';
import { buildOpenApiDocument } from '../packages/contract/src/index';
import { renderSurface } from '../packages/sdk/scripts/generate-surface';
import { syncGeneratedSections } from './docs/generated-sections';
import { root, writeGenerated } from './generate/generated-files';

writeGenerated(
  new Map([
    [join(root, 'packages/contract/openapi.json'), `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`],
  ]),
);
writeGenerated(renderTypes());
writeGenerated(renderSurface());
for (const file of syncGeneratedSections(root, true)) console.log(`wrote ${file}`);

const released = JSON.parse(readFileSync(join(root, 'packages/contract/released/openapi.json'), 'utf8'));
const change = classifyContractChange(released, buildOpenApiDocument());
const level = levelOfChange(change);
console.log(
  level
    ? `the contract changed since the last release: ${level}, ${change.length} differences (pnpm contract-diff lists them)`
    : 'the contract is as released',
);
