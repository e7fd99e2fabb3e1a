const mask = '[redacted]';

// One character of the secret as it may appear in text: as itself, JSON-escaped (`\u00xx`, or a
// backslash before it as in `\/`) or percent-encoded (`%xx`), so that a key echoed in a JSON body,
// a header or a link is masked. Keys are visible ASCII, so every character has a two-digit code.
function charPattern(char: string): string {
  const code = char.charCodeAt(0).toString(16);
  return `(\\\\?${char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}|\\\\u00${code}|%${code})`;
}

/** The pattern of the last secret masked: a caller masks with the same key again and again. */
let last: { readonly secret: string; readonly pattern: RegExp } | undefined;

/**
 * `text` with every occurrence of `secret` (an API key) masked as `[redacted]`: as written,
 * JSON-escaped and percent-encoded, the forms in which a service echoes it back in a body, a header
 * or a link. The SDK's errors and logs, the conformance run's output, the mock's journal and drift
 * report and the MCP server's results all pass through it. The match ignores case, so that
 * `\u00XX` and `%2f` are masked like `\u00xx` and `%2F`: masking a little more is safe.
 * @param text - The text to mask.
 * @param secret - The key; an empty one masks nothing.
 * @returns `text` without the key.
 */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  if (last?.secret !== secret)
    last = { secret, pattern: new RegExp(Array.from(secret, charPattern).join(''), 'gi') };
  // `replace` starts a global pattern from the beginning whatever its `lastIndex`.
  return text.replace(last.pattern, mask);
}
