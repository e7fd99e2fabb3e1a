import { describeIssues as describeEach } from '@petstore/contract';
import type * as z from 'zod/mini';

/** One line that names every problem, for error messages of the mock itself (options, faults, fixtures). */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): string {
  return describeEach('', issues)
    .map((issue) => `${issue.path}: ${issue.message}`)
    .join('; ');
}
