import { isHeaderName, isHeaderValue } from '@petstore/contract';
import type { ValidationIssue } from '../errors/validation-error';

/**
 * What makes `headers` impossible to send as given: an invalid name, or a value with a line
 * break, a control character, a character beyond Latin-1 or a space at either end. Issues name
 * the header (lower-cased) but never quote a value, which may hold a secret.
 */
export function headerProblems(headers: Readonly<Record<string, string>> | undefined): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  for (const name in headers) {
    const value = headers[name];
    if (!isHeaderName(name)) {
      issues.push({ path: `header.${JSON.stringify(name)}`, message: 'is not a valid header name' });
    } else if (typeof value !== 'string' || !isHeaderValue(value)) {
      issues.push({ path: `header.${name.toLowerCase()}`, message: unsendable });
    }
  }
  return issues;
}

/** Why a header value was refused; the value itself is never repeated. */
export const unsendable =
  'cannot be sent: no line breaks, control characters, characters beyond Latin-1, or spaces at either end';
