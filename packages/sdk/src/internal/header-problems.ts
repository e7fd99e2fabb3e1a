import { headerNames } from '@petstore/contract';
import { isHeaderName, isHeaderValue } from '@petstore/contract/internal';
import type { ValidationIssue } from '../errors/validation-error';

// Header records of the SDK hold names in lower case (internal/resolve-options.ts lowers them):
// the names it sets itself, lowered once.
/** The API key's header. */
export const apiKeyHeader = headerNames.apiKey.toLowerCase();
/** The body's type. */
export const contentTypeHeader = headerNames.contentType.toLowerCase();

/**
 * What makes `headers` impossible to send as given: an invalid name, or a value with a line
 * break, a control character, a character beyond Latin-1 or a space at either end. Issues name
 * the header (lower-cased) but never quote a value, which may hold a secret.
 */
export function headerProblems(headers: Readonly<Record<string, string>> | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const name in headers) {
    const problem = !isHeaderName(name)
      ? 'is not a header name'
      : !isHeaderValue(headers[name] as string) && 'cannot be sent in a header';
    if (problem) issues.push({ path: `header.${name.toLowerCase()}`, message: problem });
  }
  return issues;
}
