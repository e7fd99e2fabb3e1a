import { operationList } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { operationCalls, type SdkOperationId } from './operation-calls';
import { createClient, useMock } from './support';

const mock = useMock();

const targets = { petId: 1, deletablePetId: 2, categoryId: 1, orderId: 1 };
const called = Object.keys(operationCalls(createClient().client, targets)) as SdkOperationId[];

beforeEach(() => {
  mock.load({
    categories: [{ id: 1, name: 'Dogs' }],
    pets: [
      { id: 1, name: 'Rex', categoryId: 1, status: 'available' },
      { id: 2, name: 'Fido', categoryId: 1 },
    ],
    inventory: [{ petId: 1, quantity: 5, status: 'available' }],
    orders: [{ id: 1, petId: 1, quantity: 1, complete: false }],
  });
  mock.journal.clear();
});

describe('every operation of the contract has an SDK method', () => {
  it('covers the operation table (the OpenAPI document is not an SDK call)', () => {
    const expected = operationList
      .map((operation) => operation.operationId)
      .filter((id) => id !== 'getOpenApiDocument');
    expect([...called].sort()).toEqual(expected.sort());
  });

  it.each(called)('%s: the method sends that operation and succeeds', async (operationId) => {
    const { client } = createClient();
    await operationCalls(client, targets)[operationId]();
    expect(mock.journal.entries.map((entry) => [entry.operationId, entry.status < 300])).toEqual([
      [operationId, true],
    ]);
  });
});
