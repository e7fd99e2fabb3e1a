const mask = '[redacted]';

// One character of the secret as it may appear in text: as itself or JSON-escaped (`\u00xx`, or a
// backslash before it as in `\/`), so that a key echoed in any JSON encoding is masked. Keys are
// visible ASCII, so every character has a two-digit code.
function charPattern(char: string): string {
  return `(\\\\?${char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')}|\\\\u00${char.charCodeAt(0).toString(16)})`;
}

/**
 * `text` with every occurrence of `secret` (the API key) masked, JSON-escaped ones included. The
 * match ignores case, so that `\u00XX` is masked like `\u00xx`: masking a little more is safe.
 */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  // One pattern per key, built once: a client redacts with the same key on every call and header.
  if (last?.secret !== secret)
    last = { secret, pattern: new RegExp(Array.from(secret, charPattern).join(''), 'gi') };
  // `replace` starts a global pattern from the beginning whatever its `lastIndex`.
  return text.replace(last.pattern, mask);
}

let last: { readonly secret: string; readonly pattern: RegExp } | undefined;

/**
 * A copy of `headers` with `secret` masked in every value, for what an error exposes: a server
 * that echoes the key in a header must not put it in crash reports. Only error answers pay for it.
 */
export function redactHeaders(headers: Headers, secret: string): Headers {
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, redact(value, secret));
  return copy;
}
