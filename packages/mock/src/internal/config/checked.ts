import type { ErrorDetail } from '@petstore/contract';
import { check } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import { PetStoreMockError } from '../../api/mock-error';

/** The error of a refused value: `what`, then each problem, which `details` also carries. */
export function refusedValue(what: string, details: readonly ErrorDetail[]): PetStoreMockError {
  const problems = details.map(({ path, message }) => `${path || '(root)'}: ${message}`);
  return new PetStoreMockError(`${what}: ${problems.join('; ')}`, { details });
}

/**
 * `value` checked against `schema`, or a {@link PetStoreMockError} that starts with `what` and names
 * each problem in the contract's words, paths under `at`: how the mock refuses bad options,
 * fixtures, faults and clock values (never as an HTTP answer).
 */
export function checkedOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
  at = '',
): z.output<S> {
  const checked = check(schema, value, at);
  if (checked.ok) return checked.value;
  throw refusedValue(what, checked.issues);
}
