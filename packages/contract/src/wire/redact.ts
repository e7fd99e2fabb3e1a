/** What {@link redact} writes in place of the key: all that is left of a text that is the key alone. */
export const redactionMask = '[redacted]';

/**
 * `text` with every occurrence of `secret` (an API key) masked as `[redacted]`: as written,
 * JSON-escaped (`\/`, `\"`, `\u00xx`) and percent-encoded (`%xx`), the forms in which a service
 * echoes it back in a body, a header or a link, in any case (`\u00XX`, `%2f`, and the key's ASCII letters
 * in either case: masking a little more is safe). The SDK's errors and logs, the conformance run's
 * output, the mock's journal and drift report and the MCP server's results all pass through it.
 *
 * It cannot fail and takes time linear in the lengths of `text` and `secret`, whatever either
 * holds: nothing is compiled from the secret and nothing is kept between calls
 * (docs/design/0007-keys-authentication-and-browsers.md). Four Knuth–Morris–Pratt searches run
 * over the text: as written, with JSON's escapes read as the characters they stand for, with
 * percent escapes read so, and with both (a search for a kind of escape the text does not hold is
 * skipped). A key holding what reads as an escape of the other kind
 * (`%21` in a key echoed JSON-escaped) is found by the search that leaves that kind as written.
 * What any search finds is masked, spans that overlap or touch as one.
 * @param text - The text to mask.
 * @param secret - The key; an empty one masks nothing.
 * @returns `text` without the key.
 */
export function redact(text: string, secret: string): string {
  const length = secret.length;
  // Every form of a character is at least as long as the character: a shorter text holds none.
  if (!length || text.length < length) return text;
  // ASCII letters only: escapes and keys are ASCII, and a fold of other letters could change a length.
  const fold = (code: number) => (code > 0x40 && code < 0x5b ? code + 0x20 : code);
  const needle = Array.from({ length }, (_, i) => fold(secret.charCodeAt(i)));
  // fallback[i]: the length of the longest proper border of needle[0..i].
  const fallback = [0];
  for (let i = 1, k = 0; i < length; i += 1) {
    while (k && needle[i] !== needle[k]) k = fallback[k - 1] as number;
    fallback[i] = needle[i] === needle[k] ? ++k : k;
  }
  // An escape where the search stands: `\uXXXX`, `%XX`, or a backslash before any character.
  const escapeAt = /\\u([\da-f]{4})|%([\da-f]{2})|\\([\s\S])/iy;
  const masked = new Uint8Array(text.length + 1);
  // Each search reads the escapes of the kinds its bits name: JSON's (`\uXXXX`, `\c`) 1, percent
  // (`%XX`) 2. A search that reads a kind the text does not hold would only repeat another.
  const holds = (text.includes('\\') ? 1 : 0) | (text.includes('%') ? 2 : 0);
  for (let reads = 0; reads < 4; reads += 1) {
    if (reads & ~holds) continue;
    // Where the last `length` characters read started.
    const starts: number[] = [];
    for (let i = 0, k = 0, read = 0; i < text.length; read += 1) {
      starts[read % length] = i;
      escapeAt.lastIndex = i;
      const found = reads ? escapeAt.exec(text) : null;
      const match = found && reads & (found[2] === undefined ? 1 : 2) ? found : null;
      i += match ? match[0].length : 1;
      const code = fold(
        match
          ? (match[3]?.charCodeAt(0) ?? Number.parseInt(match[1] ?? match[2] ?? '', 16))
          : text.charCodeAt(i - 1),
      );
      while (k && code !== needle[k]) k = fallback[k - 1] as number;
      if (code === needle[k] && ++k === length) {
        masked.fill(1, starts[(read + 1) % length], i);
        k = 0;
      }
    }
  }
  let result = '';
  let from = 0;
  for (let i = 0; i <= text.length; i += 1)
    if (masked[i] !== (masked[i - 1] ?? 0)) {
      result += masked[i] ? text.slice(from, i) : redactionMask;
      from = i;
    }
  return result + text.slice(from);
}
