import { check } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import { PetStoreMockError } from '../mock-error';

/**
 * `value` checked against `schema`, or a {@link PetStoreMockError} that starts with `what` and names
 * each problem in the contract's words: how the mock refuses bad options, fixtures, faults and
 * clock values (never as an HTTP answer).
 */
export function checkedOrThrow<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  const checked = check(schema, value, '');
  if (checked.ok) return checked.value;
  const problems = checked.issues.map(({ path, message }) => `${path || '(root)'}: ${message}`);
  throw new PetStoreMockError(`${what}: ${problems.join('; ')}`);
}
