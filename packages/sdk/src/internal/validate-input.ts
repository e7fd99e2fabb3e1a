import { check } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { ValidationIssue } from '../errors/validation-error';

/**
 * Checks one part of a request against the operation's schema. Returns the parsed value, or
 * `undefined` after adding what is wrong to `issues`, so that every part is checked before one
 * error names them all.
 */
export function validateInput<T>(
  issues: ValidationIssue[],
  location: string,
  schema: z.ZodMiniType<T> | undefined,
  value: unknown,
): T | undefined {
  if (!schema) return undefined;
  const checked = check(schema, value, location);
  if (checked.ok) return checked.value;
  issues.push(...checked.issues);
  return undefined;
}
