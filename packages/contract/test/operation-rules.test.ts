import { expect, it } from 'vitest';
import { changesProblems } from '../scripts/operation-rules';
import { type DocumentedOperation, type OperationSpec, operationList } from '../src/index';

type Operation = DocumentedOperation<OperationSpec>;
const operations = operationList as readonly Operation[];
const moduleOf = (operation: Operation) => `operations/${operation.operationId}.ts`;
/** The contract with one operation changed. */
const withChange = (operationId: string, change: (operation: Operation) => Operation) =>
  operations.map((operation) => (operation.operationId === operationId ? change(operation) : operation));

it("holds every write's `changes` to the contract's rules", () => {
  expect(changesProblems(operations, moduleOf)).toEqual([]);
});

it('names the operation, its module and the rule it breaks', () => {
  expect(
    changesProblems(
      withChange('listPets', (operation) => ({ ...operation, changes: { getPetById: 'all' } })),
      moduleOf,
    ),
  ).toEqual(['listPets (operations/listPets.ts): a read changes nothing; remove its `changes`']);
  expect(
    changesProblems(
      withChange('createPet', (operation) => ({ ...operation, changes: undefined })),
      moduleOf,
    ),
  ).toEqual([
    'createPet (operations/createPet.ts): it changes something but declares no `changes` (the reads whose answers it can change): add them',
  ]);
  expect(
    changesProblems(
      withChange('createPet', (operation) => ({ ...operation, changes: { listPet: 'all' } })),
      moduleOf,
    ),
  ).toEqual([
    'createPet (operations/createPet.ts): `changes` names listPet, which is no read of the contract',
  ]);
  expect(
    changesProblems(
      withChange('createPet', (operation) => ({ ...operation, changes: { getPetById: 'same-record' } })),
      moduleOf,
    ),
  ).toEqual([
    "createPet (operations/createPet.ts): `changes` has getPetById: 'same-record', but its path does not name the record of getPetById",
  ]);
});
