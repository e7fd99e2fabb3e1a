import { readdirSync } from 'node:fs';
import { type OperationId, operationList, operations } from '@petstore/contract';
import type { PetStoreServer } from '../../src/node';

/**
 * What operations do beyond answering their success, by operationId: each written by hand, where a
 * person states the behaviour, in `packages/mock/test/behaviours/<tag>.ts` (the generic checks of
 * packages/mock/test/operations.test.ts cover an operation without a line).
 */
export type Behaviours = Partial<Record<OperationId, (mock: PetStoreServer) => Promise<void>>>;

const folder = new URL('../behaviours/', import.meta.url);

/** Every behaviour of every file of packages/mock/test/behaviours/. */
export async function loadBehaviours(): Promise<Behaviours> {
  const all: Behaviours = {};
  for (const file of readdirSync(folder)
    .filter((name) => name.endsWith('.ts'))
    .sort()) {
    const module = (await import(new URL(file, folder).href)) as { behaviours: Behaviours };
    Object.assign(all, module.behaviours);
  }
  return all;
}

/** Where the behaviour of an operation is written: the file of its tag. */
export function behaviourFile(operationId: OperationId): string {
  return `packages/mock/test/behaviours/${operations[operationId].tag}.ts`;
}

/** Every operation of the contract, by operationId. */
export const operationIds = operationList.map((operation) => operation.operationId as OperationId);
