import { describeIssues as describeEach } from '@petstore/contract/internal';
import type * as z from 'zod/mini';

/** One line that names every problem, for error messages of the mock itself (options, faults, fixtures). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  // Without a location, every path starts with the separator.
  return describeEach('', issues)
    .map((issue) => `${issue.path.slice(1) || '(root)'}: ${issue.message}`)
    .join('; ');
}
