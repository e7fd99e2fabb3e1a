/**
 * A request of every operation that succeeds, derived from the contract (its rows and the
 * documented examples of its fields) and a fixture's records: the one source of the calls that the
 * generic checks of every operation send (the mock's successes and rate-limit headers, the SDK's
 * calls, retries, lost answers and hostile servers, the properties' valid bodies, the runtimes'
 * smoke run). A new operation is in all of them without an edit; only its behaviour is written by
 * hand, in its own tests.
 */
import { headerNames, type OperationId, type OperationSpec, operationList } from '@petstore/contract';
import {
  type ExampleRequest,
  encodeQuery,
  exampleRequests,
  type QueryValue,
  type RecordIds,
} from '@petstore/contract/internal';
import { createPetStoreMock, type Fixture, generateFixture, type PetStoreMock } from '../../src/index';

export type { ExampleRequest } from '@petstore/contract/internal';

/** A request of each operation of the contract, by operationId. */
export type ValidRequests = Readonly<Record<OperationId, ExampleRequest>>;

/** The ids of a fixture's records, by the kind of record an id field names. */
export function recordIdsOf(fixture: Fixture): RecordIds {
  return {
    pets: (fixture.pets ?? []).map((pet) => pet.id),
    categories: (fixture.categories ?? []).map((category) => category.id),
    // A fixture's order may leave its id to the store; only those with one can be named.
    orders: (fixture.orders ?? []).flatMap((order) => (order.id === undefined ? [] : [order.id])),
  };
}

/** The request as `fetch` sends it to `baseUrl`, with a key that no test exhausts. */
export function toFetchRequest(baseUrl: string, request: ExampleRequest): Request {
  const query = request.query ? `?${encodeQuery(request.query as Record<string, QueryValue>)}` : '';
  const headers = new Headers({ [headerNames.apiKey]: 'demo-enterprise' });
  if (request.body !== undefined) headers.set(headerNames.contentType, 'application/json');
  return new Request(`${baseUrl}${request.path}${query}`, {
    method: request.method.toUpperCase(),
    headers,
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
}

async function succeeds(mock: PetStoreMock, operation: OperationSpec, request: ExampleRequest) {
  const response = await mock.fetch(toFetchRequest(mock.baseUrl, request));
  await response.body?.cancel();
  return response.status === operation.response.status;
}

const cache = new Map<Fixture, Promise<ValidRequests>>();

/**
 * For each operation, in the order of the contract's table, the first request of
 * {@link exampleRequests} that succeeds both on the fixture as it is and after the requests chosen
 * before it: so the requests succeed one by one on a fresh store, and all of them in a row, in
 * that order. Each is tried on the in-process mock (no MSW, no socket); the result is kept per
 * fixture.
 * @param fixture - The records; by default the mock's seed (`generateFixture()`, seed 42).
 * @throws {Error} naming the operation when none of its requests succeeds: give its fields
 *   documented examples in the contract (src/docs), or `recordOfIdField` its kind of id.
 */
export function validRequests(fixture: Fixture = defaultFixture): Promise<ValidRequests> {
  let chosen = cache.get(fixture);
  if (!chosen) {
    chosen = chooseRequests(fixture);
    cache.set(fixture, chosen);
  }
  return chosen;
}

/** The mock's seed, which every derived call aims at unless told otherwise. */
export const defaultFixture: Required<Fixture> = generateFixture();

async function chooseRequests(fixture: Fixture): Promise<ValidRequests> {
  const ids = recordIdsOf(fixture);
  const inSequence = createPetStoreMock({ fixture });
  const probe = createPetStoreMock({ fixture });
  const chosen: Partial<Record<OperationId, ExampleRequest>> = {};
  for (const operation of operationList) {
    let found: ExampleRequest | undefined;
    for (const request of exampleRequests(operation, ids)) {
      probe.load(fixture);
      if (!(await succeeds(probe, operation, request))) continue;
      probe.load(inSequence.snapshot());
      if (!(await succeeds(probe, operation, request))) continue;
      found = request;
      break;
    }
    if (!found)
      throw new Error(
        `No request of ${operation.operationId} built from the contract succeeds on the fixture: give each of its fields a documented example (packages/contract/src/docs), or its kind of id a line in recordOfIdField (packages/contract/src/conformance/example-requests.ts); when its rule needs a record in a state the mock's seed lacks, add one in generateFixture (packages/mock/src/internal/database/generate-fixture.ts)`,
      );
    await succeeds(inSequence, operation, found);
    chosen[operation.operationId as OperationId] = found;
  }
  return chosen as ValidRequests;
}
