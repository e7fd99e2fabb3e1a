import { describeIssues } from '@petstore/contract/internal';
import type * as z from 'zod/mini';
import type { ValidationIssue } from '../errors/validation-error';

// Issues then carry the input, which is how "missing" and "of the wrong type" are told apart.
const parseParams = { reportInput: true } as const;

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
  const result = schema.safeParse(value, parseParams);
  if (result.success) return result.data;
  issues.push(...describeIssues(location, result.error.issues));
  return undefined;
}
