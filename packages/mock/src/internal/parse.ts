import { en } from 'zod/locales';
import type * as z from 'zod/mini';

type Result<T> = z.core.util.SafeParseResult<T>;

// zod/mini ships no messages; passing the English locale per call keeps readable messages
// without changing the application's global zod configuration.
const englishErrors = en().localeError;

/**
 * `schema.safeParse` with English issue messages, and the input in each issue so that the
 * contract's `describeIssues` tells a missing value from one of the wrong type.
 */
export function safeParse<T extends z.ZodMiniType>(schema: T, value: unknown): Result<z.output<T>> {
  return schema.safeParse(value, { error: englishErrors, reportInput: true }) as Result<z.output<T>>;
}
