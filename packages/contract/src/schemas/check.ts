import type * as z from 'zod/mini';

type Issue = z.core.$ZodIssue;

/** One problem found in a value: where it is and what is wrong there, in words. */
export interface IssueDescription {
  /** Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.idempotency-key`. */
  readonly path: string;
  /** What is wrong there. */
  readonly message: string;
}

// zod/mini ships no locale (every message is "Invalid input"), so the contract words the issues its
// schemas can raise; a schema's own message (a pattern's) is kept as written.
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
      return issue.format === 'regex' ? issue.message : `must be a valid ${issue.format}`;
    case 'invalid_union':
      return issue.errors[0]?.[0] ? explain(issue.errors[0][0]) : 'matches none of the allowed shapes';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'invalid_key':
      return issue.issues[0] ? `has a key that ${explain(issue.issues[0])}` : 'has an invalid key';
    case 'invalid_element':
      return issue.issues[0] ? explain(issue.issues[0]) : 'has an invalid element';
    default:
      return issue.message;
  }
}

function join(location: string, path: readonly PropertyKey[]): string {
  const names = path.map(String);
  return (location === '' ? names : [location, ...names]).join('.');
}

/**
 * Words schema issues as `{ path, message }`, with paths that start with the part of the request
 * (`body`, `query`, `path`, `header.…`); an unknown field becomes one issue naming that field.
 * The SDK's `ValidationError` and the service's 400 `details` both come from here, so they say
 * the same words for the same rule. Issues must be parsed with `reportInput: true`, which is how
 * a missing value is told apart from one of the wrong type.
 */
export function describeIssues(location: string, issues: readonly Issue[]): IssueDescription[] {
  return issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          path: join(location, [...issue.path, key]),
          message: 'is not a known field',
        }))
      : [{ path: join(location, issue.path), message: explain(issue) }],
  );
}

/** A value that passed its schema, or each problem found in it. */
export type CheckResult<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly issues: IssueDescription[] };

/**
 * Checks `value` against `schema`: the parsed value, or every problem worded by
 * {@link describeIssues} with paths under `at` (`body`, `query`, `arguments`; `''` for none). The one
 * way the SDK, the mock and the MCP server check a value against the contract.
 */
export function check<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  at: string,
): CheckResult<z.output<S>> {
  // Parsed without a context first: zod copies a context given to `safeParse` into an object of
  // another shape on every call, and reading its options then costs twenty times the parse itself
  // (docs/design/0022-mock-internals.md). `reportInput` only adds the input to the issues, which
  // only a value that fails needs, so that one is parsed again with it.
  const parsed = schema.safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as z.output<S> };
  const reported = schema.safeParse(value, { reportInput: true });
  return { ok: false, issues: describeIssues(at, reported.error?.issues ?? []) };
}
