// RFC 9110 §5.1: a field name is a token.
const fieldName = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
// RFC 9110 §5.5: visible ASCII, spaces and tabs inside, and obs-text (the rest of Latin-1). CR, LF,
// NUL and other controls could split or end the header block; anything beyond Latin-1 cannot be
// one byte on the wire. Fetch trims spaces around a value, so such a value would not arrive as given.
const fieldValue = /^(?:[\x21-\x7e\x80-\xff](?:[\t\x20-\x7e\x80-\xff]*[\x21-\x7e\x80-\xff])?)?$/;
// RFC 9110 §5.5 asks newly defined fields (`X-API-Key`, `Idempotency-Key`) to keep to visible ASCII.
const visibleAscii = /^[\x21-\x7e]+$/;

/** Whether `name` can be sent as an HTTP header name (an RFC 9110 token). */
export function isHeaderName(name: string): boolean {
  return fieldName.test(name);
}

/**
 * Whether `value` can be sent as an HTTP header value and arrive unchanged: no CR, LF, NUL or
 * other control character, nothing beyond Latin-1, no space or tab at either end.
 */
export function isHeaderValue(value: string): boolean {
  return fieldValue.test(value);
}

/**
 * Whether `value` fits a header this service defines, such as `X-API-Key` and `Idempotency-Key`:
 * one or more visible ASCII characters, so no space, line break, control character or accent.
 */
export function isVisibleAscii(value: string): boolean {
  return visibleAscii.test(value);
}

/** The pattern behind {@link isVisibleAscii}, for schemas. */
export const visibleAsciiPattern = visibleAscii;
