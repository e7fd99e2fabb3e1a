const mask = '[redacted]';

const regexSpecial = /[.*+?^${}()|[\]\\/-]/g;

// One character of the secret as it may appear in text: as itself or JSON-escaped (`\u00xx`, or a
// backslash before it as in `\/`), so that a key echoed in any JSON encoding is masked. Keys are
// visible ASCII, so every character has a two-digit code.
function charPattern(char: string): string {
  return `(\\\\?${char.replace(regexSpecial, '\\$&')}|\\\\u00${char.charCodeAt(0).toString(16)})`;
}

// The forms in which a service echoes the key back: as written or JSON-escaped (one pattern), and
// percent-encoded, as in a link or a query it repeats.
function patternOf(secret: string): RegExp {
  const forms = [Array.from(secret, charPattern).join('')];
  const encoded = encodeURIComponent(secret);
  if (encoded !== secret) forms.push(encoded.replace(regexSpecial, '\\$&'));
  // Case is ignored so that `\u00XX` and `%2f` are masked like `\u00xx` and `%2F`: masking a little
  // more is safe.
  return new RegExp(forms.join('|'), 'gi');
}

/** The pattern of the last secret masked: a caller masks with the same key again and again. */
let last: { readonly secret: string; readonly pattern: RegExp } | undefined;

/**
 * `text` with every occurrence of `secret` (an API key) masked as `[redacted]`: as written,
 * JSON-escaped and percent-encoded, the forms in which a service echoes it back in a body, a header
 * or a link. The SDK's errors and logs, the conformance run's output, the mock's drift report and
 * the MCP server's results all pass through it.
 * @param text - The text to mask.
 * @param secret - The key; an empty one masks nothing.
 * @returns `text` without the key.
 */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  if (last?.secret !== secret) last = { secret, pattern: patternOf(secret) };
  // `replace` starts a global pattern from the beginning whatever its `lastIndex`.
  return text.replace(last.pattern, mask);
}
