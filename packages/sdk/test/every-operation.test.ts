import { operationList, operations } from '@petstore/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { smokeChecks } from '../../../tests/runtimes/smoke/smoke';
import { defaultFixture, validRequests } from '../../mock/test/support/valid-requests';
import { sdkOperations } from '../scripts/surface';
import * as functions from '../src/functions';
import { ValidationError } from '../src/index';
import { operationCalls, type SdkOperationId } from './operation-calls';
import { createClient, entryPoints, useMock } from './support';

const mock = useMock();

const requests = await validRequests();
const called = Object.keys(operationCalls(createClient().client, requests)) as SdkOperationId[];

beforeEach(() => {
  mock.load(defaultFixture);
  mock.journal.clear();
});

const expected = operationList
  .map((operation) => operation.operationId)
  .filter((id) => id !== 'getOpenApiDocument')
  .sort();

describe('every operation of the contract can be called', () => {
  it('has an SDK call derived from the contract (the OpenAPI document is not an SDK call)', () => {
    expect([...called].sort()).toEqual(expected);
  });

  it('has a function of @petstore/sdk/functions named by its operation id', () => {
    const exported = Object.entries(functions).filter(([, value]) => typeof value === 'function');
    expect(
      exported
        .map(([name]) => name)
        .filter((name) => name !== 'PetStoreCore' && name in operations)
        .sort(),
    ).toEqual(expected);
  });
});

describe.each(entryPoints)(
  'every operation that takes input refuses an invalid one before sending (%s)',
  (entry) => {
    const withInput = sdkOperations().filter(({ operation }) => operation.pathParams || operation.body);
    it.each(withInput.map(({ operation }) => operation.operationId as SdkOperationId))(
      '%s: a body field or path parameter the contract refuses throws ValidationError, and nothing is sent',
      async (operationId) => {
        const request = requests[operationId];
        const [name] = Object.keys(request.pathParams);
        // A path parameter of 0 (ids are positive), or else a field no body of the contract has.
        const invalid = name
          ? { ...request, pathParams: { ...request.pathParams, [name]: 0 } }
          : { ...request, body: { ...request.body, notAField: true } };
        const { client } = createClient({}, entry);
        const error = await operationCalls(client, { ...requests, [operationId]: invalid })
          [operationId]()
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(ValidationError);
        expect((error as ValidationError).operationId).toBe(operationId);
        expect(mock.journal.entries).toEqual([]);
      },
    );
  },
);

describe('every SDK method is in the runtimes smoke run', () => {
  it('has a check of tests/runtimes/smoke/smoke.ts named after it', () => {
    const methods = sdkOperations().map(({ resource, method }) => [...resource, method].join('.'));
    const missing = methods.filter(
      (method) => !smokeChecks.some((check) => check === method || check.startsWith(`${method} (`)),
    );
    expect(
      missing,
      `the runtimes smoke run calls no ${missing.join(', ')}: call it and check its answer in tests/runtimes/smoke/smoke.ts (and name the check in its smokeChecks)`,
    ).toEqual([]);
  });
});

describe.each(entryPoints)('every operation, called through the %s', (entry) => {
  it.each(called)('%s: the call sends that operation and succeeds', async (operationId) => {
    const { client } = createClient({}, entry);
    await operationCalls(client, requests)[operationId]();
    expect(mock.journal.entries.map((entry) => [entry.operationId, entry.status < 300])).toEqual([
      [operationId, true],
    ]);
  });
});
