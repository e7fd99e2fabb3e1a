import { type ErrorBody, type ErrorCode, operations } from '@petstore/contract';
import { expect } from 'vitest';
import type { Api } from './api';
import { expectError, expectErrorBody } from './expect-response';
import type { HostileCase } from './hostile-requests';
import type { StoreSnapshot } from './invariants';

/** What the properties need of the mock: its records, and a way back to the fixture. */
export interface ResettableStore {
  snapshot(): StoreSnapshot;
  reset(): void;
}

// Codes that say the request itself was malformed; a valid request must never get one.
const malformed: readonly ErrorCode[] = [
  'invalid_request',
  'missing_api_key',
  'invalid_api_key',
  'payload_too_large',
  'unsupported_media_type',
];

/**
 * Sends a generated request and holds the answer to the contract: never a 5xx; the exact error
 * when the contract refuses the request; an Error object whenever it is refused; and a store
 * exactly as before unless the request succeeded in changing it (then the store is reset).
 */
export async function judge(api: Api, store: ResettableStore, hostile: HostileCase, before: StoreSnapshot) {
  const result = await api.call(hostile.operationId, hostile.input);
  expect(result.status, `5xx: ${result.text.slice(0, 500)}`).toBeLessThan(500);
  const { expected } = hostile;
  if (expected.kind === 'refused') {
    expectError(result, expected.code);
    if (expected.code === 'invalid_request')
      expect((result.json as ErrorBody).details?.length).toBeGreaterThan(0);
  } else if (result.status >= 400) {
    expectErrorBody(result);
    if (expected.kind === 'valid') expect(malformed).not.toContain((result.json as ErrorBody).code);
  }
  const method = hostile.input.method ?? operations[hostile.operationId].method.toUpperCase();
  if (result.status < 300 && method !== 'GET') store.reset();
  else expect(store.snapshot()).toEqual(before);
}
