import type { ErrorDetail } from '@petstore/contract';
import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

function joinPath(prefix: string, path: readonly PropertyKey[]): string {
  return [prefix, ...path.map(String)].filter(Boolean).join('.');
}

const unknownKeyMessage = (prefix: string) => (prefix === 'body' ? 'Unknown field' : 'Unknown parameter');

/**
 * Turns schema issues into the `details` of an `invalid_request` error, one per problem and
 * place; an unknown key is reported at its own path.
 */
export function issueDetails(issues: readonly Issue[], prefix: string): ErrorDetail[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: joinPath(prefix, [...issue.path, key]),
          message: unknownKeyMessage(prefix),
        }))
      : [{ path: joinPath(prefix, issue.path) || prefix, message: issue.message }],
  );
}

/** One line that names every problem, for error messages of the mock itself. */
export function describeIssues(issues: readonly Issue[]): string {
  return issueDetails(issues, '')
    .map((detail) => `${detail.path || '(root)'}: ${detail.message}`)
    .join('; ');
}
