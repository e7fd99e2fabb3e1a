import type * as z from 'zod/mini';
import type { ValidationIssue } from '../errors/validation-error';

type Issue = z.core.$ZodIssue;

// zod/mini ships no locale (every message is "Invalid input"), so the SDK words the issues it can meet.
function explain(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? 'is required'
        : `must be ${issue.expected === 'int' ? 'an integer' : `a ${issue.expected}`}`;
    case 'too_small':
      if (issue.origin === 'string') return `must have at least ${issue.minimum} character(s)`;
      return `must be ${issue.inclusive === false ? '>' : '≥'} ${issue.minimum}`;
    case 'too_big':
      if (issue.origin === 'string') return `must have at most ${issue.maximum} character(s)`;
      return `must be ${issue.inclusive === false ? '<' : '≤'} ${issue.maximum}`;
    case 'invalid_value':
      return `must be one of ${issue.values.map((value) => JSON.stringify(value)).join(', ')}`;
    case 'invalid_format':
      return `must be a valid ${issue.format}`;
    case 'invalid_union':
      return issue.errors[0]?.[0] ? explain(issue.errors[0][0]) : 'matches none of the allowed shapes';
    default:
      return issue.message;
  }
}

function join(location: string, path: readonly PropertyKey[]): string {
  return [location, ...path.map(String)].join('.');
}

/**
 * Turns zod issues into {@link ValidationIssue}s whose path starts with the part of the request
 * (`body`, `query`, `path`, `header`); an unknown field becomes one issue naming that field.
 */
export function describeIssues(location: string, issues: readonly Issue[]): ValidationIssue[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: join(location, [...issue.path, key]),
          message: 'is not a known field',
        }))
      : [{ path: join(location, issue.path), message: explain(issue) }],
  );
}
