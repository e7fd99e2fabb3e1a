import { headerNames, type OperationId, operations } from '@petstore/contract';
import { expandPath } from '@petstore/contract/internal';
import { expect } from 'vitest';
import type { CallResult } from '../api';

/** Asserts a 201 names the record it created in `Location`, as the path of `readBy`. */
export function expectLocation(
  result: CallResult,
  readBy: OperationId,
  params: Readonly<Record<string, number>>,
): void {
  const location = result.headers.get(headerNames.location) ?? '';
  expect(location.endsWith(expandPath(operations[readBy].path, params)), `Location: ${location}`).toBe(true);
}
