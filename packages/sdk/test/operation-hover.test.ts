// An operation's words are written in the generated SDK on its function and its method only (the
// TanStack Query options name the function instead of repeating them: generate-queries.ts), and
// an editor still shows them on hover over either: the language service's quick info over each
// call of a probe that calls every function and every method.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { hoverAt } from '../../../tests/packaging/editor-hover';
import { sdkOperations } from '../scripts/surface';

const root = join(import.meta.dirname, '../../..');
const calls = sdkOperations();
/** The first sentence of a description, its spacing folded: what a hover must start with. */
const opening = (description: string) => description.replace(/\s+/g, ' ').split('. ')[0] as string;

function quickInfoOfEveryCall(): { where: string; shown: string; expected: string }[] {
  const file = join(import.meta.dirname, 'operation-hover-probe.ts');
  const probes: { where: string; offset: number; expected: string }[] = [];
  let text =
    "import { PetStore } from '@petstore/sdk';\nimport * as sdk from '@petstore/sdk/functions';\n\ndeclare const client: PetStore;\n\nexport function probe(): void {\n";
  for (const call of calls) {
    const expected = opening(call.operation.description);
    text += '  void client.';
    probes.push({
      where: `client.${[...call.resource, call.method].join('.')}`,
      offset: text.length,
      expected,
    });
    text += `${[...call.resource, call.method].join('.')};\n  void sdk.`;
    probes.push({ where: call.functionName, offset: text.length, expected });
    text += `${call.functionName};\n`;
  }
  text += '}\n';
  // The members are probed at their last name: the offset points at it.
  for (const probe of probes) probe.offset = text.indexOf(';', probe.offset) - 1;
  const { options } = ts.parseJsonConfigFileContent(
    ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile).config,
    ts.sys,
    root,
  );
  const shown = hoverAt(
    file,
    text,
    root,
    options,
    probes.map((probe) => probe.offset),
  );
  return probes.map(({ where, expected }, index) => ({ where, expected, shown: shown[index] ?? '' }));
}

it("shows each operation's description on hover over its method and its function", () => {
  const shown = quickInfoOfEveryCall();
  expect(shown).toHaveLength(calls.length * 2);
  expect(shown.filter(({ shown, expected }) => !shown.startsWith(expected))).toEqual([]);
});

it("writes each operation's description in the generated sources of its function and its method only", () => {
  const generated = (folder: string): string[] =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.ts'))
      .map((name) =>
        readFileSync(join(folder, name), 'utf8')
          .replace(/\s+\*?\s*/g, ' ')
          .toLowerCase(),
      );
  const sources = [
    ...generated(join(root, 'packages/sdk/src/functions')),
    ...generated(join(root, 'packages/sdk/src/resources')),
    ...generated(join(root, 'packages/tanstack-query/src')),
  ].join('\n');
  const counts = calls.map((call) => {
    // Lower case: an option's summary once began with the description's first letter lowered.
    const words = opening(call.operation.description).toLowerCase();
    return { operation: call.functionName, times: sources.split(words).length - 1 };
  });
  expect(counts.filter(({ times }) => times !== 2)).toEqual([]);
});
