import { readFileSync } from 'node:fs';
import { type OperationSpec, operationSpecs } from '@petstore/contract';
import { describe, expect, it } from 'vitest';

const resourceFiles = ['pets.ts', 'categories.ts', 'store/orders.ts', 'store/inventory.ts'].map((file) =>
  readFileSync(new URL(`../src/resources/${file}`, import.meta.url), 'utf8'),
);

/** The TSDoc block right above the method that hands an operation to the transport. */
function docOfMethodCalling(operationId: string): string {
  for (const source of resourceFiles) {
    const call = source.indexOf(`operationSpecs.${operationId},`);
    if (call === -1) continue;
    const docEnd = source.lastIndexOf('*/', call);
    return source.slice(source.lastIndexOf('/**', docEnd), docEnd);
  }
  throw new Error(`No SDK method calls ${operationId}`);
}

// Doc comments are prose and cannot import the contract, so this keeps their markers in step with it.
describe("the SDK's TSDoc follows the contract's markers", () => {
  const methods = (Object.values(operationSpecs) as OperationSpec[]).filter(
    (operation) => operation.operationId !== 'getOpenApiDocument',
  );

  it.each(methods.map((operation) => [operation.operationId, operation] as const))('%s', (_, operation) => {
    const doc = docOfMethodCalling(operation.operationId);
    for (const marker of ['beta', 'experimental'] as const) {
      expect(doc.includes(`@${marker}`), `@${marker}`).toBe(operation.stability === marker);
    }
    expect(doc.includes('@deprecated'), '@deprecated').toBe(Boolean(operation.deprecated));
    if (operation.deprecated) {
      expect(doc).toContain(`Since ${operation.deprecated.since.slice(0, 10)}`);
      expect(doc).toContain(`sunset ${operation.deprecated.sunset.slice(0, 10)}`);
    }
  });
});
