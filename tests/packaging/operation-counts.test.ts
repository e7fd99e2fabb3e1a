// What the docs say about the contract's operations as a whole is generated or not said: a count
// ("16 operations") or a table of the operations written by hand goes stale with the next
// operation, and nothing else would notice.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCodes, operationList } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { sdkOperations } from '../../packages/sdk/scripts/surface';

const root = join(import.meta.dirname, '../..');

/** The Markdown the repository keeps, but the release history (changelogs and changesets). */
const documents = execFileSync('git', ['ls-files', '*.md'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !file.endsWith('CHANGELOG.md') && !file.startsWith('.changeset/'));

/** The lines of a document outside its generated sections, with their numbers (none of a document written whole by `pnpm generate`). */
function handWrittenLines(file: string): { line: number; text: string }[] {
  const lines: { line: number; text: string }[] = [];
  const text = readFileSync(join(root, file), 'utf8');
  if (/^<!-- Written by `pnpm generate`/m.test(text.split('\n', 4).join('\n'))) return [];
  let generated = false;
  text.split('\n').forEach((text, index) => {
    if (/<!-- generated:/.test(text)) generated = true;
    if (!generated) lines.push({ line: index + 1, text });
    if (/<!-- \/generated:/.test(text)) generated = false;
  });
  return lines;
}

const reads = operationList.filter((operation) => operation.method === 'get');
/** Every total of the contract a sentence could restate. */
const totals = new Set([
  operationList.length,
  operationList.filter((operation) => !operation.public).length,
  reads.length,
  operationList.length - reads.length,
  Object.keys(errorCodes).length,
]);
const words = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];
words.push('eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen');
words.push('nineteen', 'twenty');
const count = /\b(\d+|[a-z]+)\s+(operations|endpoints|tools|SDK methods|methods|error codes)\b/gi;

describe('the docs and the contract', () => {
  it('restate no total of the contract (the number of operations, tools, methods or error codes) by hand', () => {
    const found: string[] = [];
    for (const file of documents)
      for (const { line, text } of handWrittenLines(file))
        for (const [phrase, number] of text.matchAll(count)) {
          const value = /^\d+$/.test(number as string)
            ? Number(number)
            : words.indexOf((number as string).toLowerCase());
          if (totals.has(value)) found.push(`${file}:${line}: "${phrase}"`);
        }
    expect(
      found,
      'a count of the contract goes stale with the next operation: say "every operation" (or what the set is), or generate the sentence (scripts/docs/generated-sections.ts) — edit the file and line named',
    ).toEqual([]);
  });

  it('keep no table of the operations by hand: a table that names most of them is a generated section', () => {
    const ids = operationList.map((operation) => operation.operationId);
    const found: string[] = [];
    for (const file of documents) {
      let table: { line: number; text: string }[] = [];
      const flush = () => {
        const text = table.map((row) => row.text).join('\n');
        const named = ids.filter((id) => new RegExp(`\\b${id}\\b`).test(text));
        if (named.length * 2 > ids.length)
          found.push(`${file}:${table[0]?.line}: a table naming ${named.length} operations`);
        table = [];
      };
      for (const row of handWrittenLines(file)) {
        if (row.text.trimStart().startsWith('|')) table.push(row);
        else if (table.length > 0) flush();
      }
      if (table.length > 0) flush();
    }
    expect(
      found,
      'a table of the operations written by hand goes stale with the next operation: use the generated section <!-- generated:operations --> (scripts/docs/sections/operations.ts), or drop the table — edit the file and line named',
    ).toEqual([]);
  });

  it("say which operations are beta or experimental only through a generated section: the contract's markers change", () => {
    const names = operationList.flatMap((operation) => [
      operation.operationId,
      ...sdkMethodsOf(operation.operationId),
    ]);
    const marker = /\b(beta|experimental)\b/i;
    const found: string[] = [];
    for (const file of documents)
      for (const { line, text } of handWrittenLines(file)) {
        if (!marker.test(text)) continue;
        const named = names.filter((name) => text.includes(`\`${name}\``));
        if (named.length > 0)
          found.push(`${file}:${line}: ${named.join(', ')} beside "${marker.exec(text)?.[0]}"`);
      }
    expect(
      found,
      'a stability marker of an operation written by hand goes stale with the contract: use the generated section <!-- generated:markers --> (or <!-- generated:markers sdk -->, scripts/docs/sections/markers.ts) — edit the file and line named',
    ).toEqual([]);
  });
});

/** The names a reader meets an operation by in the SDK: `client.pets.retrieve`. */
function sdkMethodsOf(operationId: string): string[] {
  const call = sdkOperations().find((candidate) => candidate.operation.operationId === operationId);
  return call ? [`client.${[...call.resource, call.method].join('.')}`] : [];
}
