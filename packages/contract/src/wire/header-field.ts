// RFC 9110, section 5.1: a field name is a token.
const fieldName = /^[\w!#$%&'*+.^`|~-]+$/;
// RFC 9110, section 5.5 allows visible ASCII, spaces and tabs inside, and obs-text (the rest of Latin-1).
// CR, LF, NUL and other controls could split or end the header block; anything beyond Latin-1
// cannot be one byte on the wire. Fetch trims spaces around a value, which would then not arrive
// as given.
const notInFieldValue = /[^\t -~\x80-\xff]|^[\t ]|[\t ]$/;
/** Whether `name` can be sent as an HTTP header name (an RFC 9110 token). */
export function isHeaderName(name: string): boolean {
  return fieldName.test(name);
}

/**
 * Whether `value` can be sent as an HTTP header value and arrive unchanged: no CR, LF, NUL or
 * other control character, nothing beyond Latin-1, no space or tab at either end.
 */
export function isHeaderValue(value: string): boolean {
  return !notInFieldValue.test(value);
}

/**
 * What a header this service defines (`X-API-Key`, `Idempotency-Key`) may hold: one or more visible
 * ASCII characters, so no space, line break, control character or accent, as RFC 9110, section 5.5 asks
 * of newly defined fields.
 */
export const visibleAsciiPattern = /^[!-~]+$/;
