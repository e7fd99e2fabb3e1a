import { readFileSync } from 'node:fs';
import { type OperationSpec, operationSpecs } from '@petstore/contract';
import { describe, expect, it } from 'vitest';

function sources(folder: string, files: readonly string[]): string[] {
  return files.map((file) => readFileSync(new URL(`../src/${folder}/${file}`, import.meta.url), 'utf8'));
}

// Each resource's module holds its operations' functions and the class that calls them.
const resourceFiles = sources('resources', [
  'pets.ts',
  'categories.ts',
  'store/orders.ts',
  'store/inventory.ts',
]);

/** The TSDoc block right above the first occurrence of `code` in one of `files`. */
function docAbove(files: readonly string[], code: string): string {
  for (const source of files) {
    const at = source.indexOf(code);
    if (at === -1) continue;
    const docEnd = source.lastIndexOf('*/', at);
    return source.slice(source.lastIndexOf('/**', docEnd), docEnd);
  }
  throw new Error(`Nothing in the SDK's sources holds ${code}`);
}

/**
 * What a doc says of the call itself: its summary, parameters (the core aside) and errors, without
 * examples and markers, one line per tag.
 */
function callDoc(doc: string): string {
  return doc
    .split('\n')
    .map((line) => line.replace(/^\s*\/?\*+ ?/, '').trimEnd())
    .join('\n')
    .replace(/@example[\s\S]*?(?=\n@|$)/g, '')
    .replace(/@(deprecated|beta|experimental)[\s\S]*?(?=\n@|$)/g, '')
    .replace(/@param core - .*\n/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

// The docs are written by `pnpm generate` from the contract (docs/design/0019-one-surface-from-the-contract.md):
// this holds what it writes to the contract's markers. A method's doc is its function's (API
// Extractor and editors resolve no `@inheritDoc` across entry points), word for word.
describe("the SDK's TSDoc follows the contract's markers", () => {
  const methods = (Object.values(operationSpecs) as OperationSpec[]).filter(
    (operation) => operation.operationId !== 'getOpenApiDocument',
  );

  it.each(methods.map((operation) => [operation.operationId, operation] as const))('%s', (id, operation) => {
    const functionDoc = docAbove(resourceFiles, `export function ${id}(`);
    const methodDoc = docAbove(resourceFiles, `return ${id}(this.core`);
    expect(callDoc(methodDoc)).toBe(callDoc(functionDoc));
    for (const doc of [functionDoc, methodDoc]) {
      for (const marker of ['beta', 'experimental'] as const) {
        expect(doc.includes(`@${marker}`), `@${marker}`).toBe(operation.stability === marker);
      }
      expect(doc.includes('@deprecated'), '@deprecated').toBe(Boolean(operation.deprecated));
      if (operation.deprecated) {
        expect(doc).toContain(`Since ${operation.deprecated.since.slice(0, 10)}`);
        expect(doc).toContain(`sunset ${operation.deprecated.sunset.slice(0, 10)}`);
      }
    }
  });
});
