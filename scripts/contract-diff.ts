/**
 * `pnpm contract-diff`: what the contract changed since the last release and the semver it needs
 * (docs/design/0024-the-semver-of-a-contract-change.md). Lists each difference with its level and
 * exits 1 when the pending changesets do not release the change as it needs.
 * - `--changeset` writes `.changeset/contract-change.md`, which releases the change at its level
 *   and names each difference; run again, it rewrites only its own lines (between its marks) and
 *   raises the levels it needs, keeping the maintainer's words.
 * - `--release` makes the document as built now the released one (run by `pnpm version-packages`,
 *   after `changeset version`).
 */
import { copyFileSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import readChangesets from '@changesets/read';
import {
  changesetFor,
  classifyContractChange,
  levelOfChange,
  releaseProblems,
} from '../packages/contract/scripts/contract-change';
import { buildOpenApiDocument } from '../packages/contract/src/index';
import { sdkMethodOf } from '../packages/sdk/scripts/surface';
import { root } from './generate/generated-files';

const released = join(root, 'packages/contract/released/openapi.json');
const option = process.argv[2];

if (option === '--release') {
  copyFileSync(join(root, 'packages/contract/openapi.json'), released);
  console.log(`released the contract: ${released}`);
  process.exit(0);
}
if (option !== undefined && option !== '--changeset') {
  console.error('usage: pnpm contract-diff [--changeset | --release]');
  process.exit(2);
}

const differences = classifyContractChange(
  JSON.parse(readFileSync(released, 'utf8')),
  buildOpenApiDocument(),
  sdkMethodOf,
);
const level = levelOfChange(differences);
const target = join(root, '.changeset/contract-change.md');
if (level) {
  console.log(`The contract changed since the last release: ${level}.`);
  for (const difference of differences) console.log(`  ${difference.level.padEnd(5)} ${difference.line}`);
} else console.log('The contract is as released: no changeset needed for it.');

if (option === '--changeset') {
  const existing = existsSync(target) ? readFileSync(target, 'utf8') : undefined;
  if (!level && existing === undefined) process.exit(0);
  const text = changesetFor(differences, existing);
  if (text === '') {
    rmSync(target);
    console.log(`removed ${target}: it held only the lines of a change no longer pending`);
    process.exit(0);
  }
  writeFileSync(target, text);
  console.log(
    existing === undefined
      ? `wrote ${target}: add your words for users above its marked lines`
      : `rewrote the marked lines of ${target}; your words in it are kept`,
  );
  process.exit(0);
}
if (!level) process.exit(0);
const problems = releaseProblems(differences, await readChangesets(root));
for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length > 0)
  console.error('`pnpm contract-diff --changeset` writes a changeset that releases it so.');
process.exit(problems.length > 0 ? 1 : 0);
