import { ErrorBody, type ErrorCode, errorCodes } from '@petstore/contract';
import { expect } from 'vitest';
import type { CallResult } from './api';

/** Asserts the response is the Error object of the contract, with this code and its status. */
export function expectError(result: CallResult, code: ErrorCode): void {
  expect({ status: result.status, code: (result.json as { code?: unknown } | undefined)?.code }).toEqual({
    status: errorCodes[code].status,
    code,
  });
  expectErrorBody(result);
}

/** Asserts the body is a well-formed Error object whose status and code agree with the response. */
export function expectErrorBody(result: CallResult): void {
  const parsed = ErrorBody.safeParse(result.json);
  expect(parsed.success, `not an Error object: ${result.text.slice(0, 300)}`).toBe(true);
  const body = parsed.data as ErrorBody;
  expect(body.status).toBe(result.status);
  expect(errorCodes[body.code].status).toBe(result.status);
}

/** Asserts a success status and returns the parsed body. */
export function expectSuccess<T>(result: CallResult, status: number): T {
  expect(result.status, result.text.slice(0, 300)).toBe(status);
  return result.json as T;
}
