// No hand-written source keeps its own list of the operations: a file that names most of them by
// hand is a table beside the contract, which the next operation leaves behind without a word. The
// contract (packages/contract/src) is where operations are named; a file `pnpm generate` writes
// whole (its first line says so) is derived from it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operationList } from '@petstore/contract';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** As many operations named in one file as make it a list of them. */
const operationListSize = 12;

/** Where the operations are written: the contract's own sources. */
const contractSources = 'packages/contract/src/';

/** The source files git keeps, but the contract's. */
const sources = execFileSync(
  'git',
  ['ls-files', '*.ts', '*.tsx', '*.mts', '*.cts', '*.js', '*.mjs', '*.cjs'],
  {
    cwd: root,
    encoding: 'utf8',
  },
)
  .split('\n')
  .filter((file) => file && !file.startsWith(contractSources));

/** Whether `pnpm generate` writes the file whole: its first line says so. */
function isGenerated(text: string): boolean {
  return /^\/\/ Written by `pnpm generate`.*do not edit/.test(text.split('\n', 1)[0] ?? '');
}

/** The operationIds of `ids` that `text` names as words (`listPets`, not `listPetsQueryOptions`). */
function operationsNamed(text: string, ids: readonly string[]): string[] {
  return ids.filter((id) => new RegExp(`\\b${id}\\b`).test(text));
}

describe('the sources and the contract', () => {
  it(`name ${operationListSize} or more operations in no hand-written file outside the contract`, () => {
    const ids = operationList.map((operation) => operation.operationId);
    const found: string[] = [];
    for (const file of sources) {
      const text = readFileSync(join(root, file), 'utf8');
      if (isGenerated(text)) continue;
      const named = operationsNamed(text, ids);
      if (named.length >= operationListSize)
        found.push(`${file}: ${named.length} operations (${named.join(', ')})`);
    }
    expect(
      found,
      "a hand-written list of the operations goes stale with the next operation: derive it from the contract (operationList, the rows and their flags) or from the SDK's surface model (packages/sdk/scripts/surface.ts), or generate the file (`pnpm generate`) — edit the file named",
    ).toEqual([]);
  });

  it('finds a hand-written list, and passes over a generated one', () => {
    const ids = operationList.map((operation) => operation.operationId);
    const list = ids
      .slice(0, operationListSize)
      .map((id) => `await ${id}(core);`)
      .join('\n');
    expect(operationsNamed(list, ids)).toHaveLength(operationListSize);
    expect(operationsNamed(`${list.replaceAll('(', 'QueryOptions(')}`, ids)).toEqual([]);
    expect(
      isGenerated(
        `// Written by \`pnpm generate\` from the contract (packages/sdk/scripts); do not edit.\n${list}`,
      ),
    ).toBe(true);
    expect(isGenerated(`// A list written by hand.\n${list}`)).toBe(false);
  });
});
