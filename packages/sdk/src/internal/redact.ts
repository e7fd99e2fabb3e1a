const mask = '[redacted]';
const regexSpecial = /[.*+?^${}()|[\]\\/-]/g;

// One character of the secret as it may appear in text: as itself or JSON-escaped (`\u00xx` in
// either case, and `\/`, `\"`, `\\`), so that a server echoing the key in any JSON encoding is masked.
function charPattern(char: string): string {
  const hex = (char.codePointAt(0) ?? 0).toString(16).padStart(4, '0');
  const unicode = `\\\\u${hex.replace(/[a-f]/g, (digit) => `[${digit}${digit.toUpperCase()}]`)}`;
  const literal = char.replace(regexSpecial, '\\$&');
  const shortEscape = '/"\\'.includes(char) ? `|\\\\${literal}` : '';
  return `(?:${literal}|${unicode}${shortEscape})`;
}

/** `text` with every occurrence of `secret` (the API key) masked, JSON-escaped ones included. */
export function redact(text: string, secret: string): string {
  if (!secret) return text;
  return text.replace(new RegExp(Array.from(secret, charPattern).join(''), 'g'), mask);
}

/** A copy of a parsed JSON value with `secret` masked in every string, object keys included. */
export function redactJson(value: unknown, secret: string): unknown {
  if (typeof value === 'string') return redact(value, secret);
  if (Array.isArray(value)) return value.map((item) => redactJson(item, secret));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [redact(key, secret), redactJson(item, secret)]),
  );
}

/**
 * A copy of `headers` with `secret` masked in every value, for what an error exposes: a server
 * that echoes the key in a header must not put it in crash reports. Only error answers pay for it.
 */
export function redactHeaders(headers: Headers, secret: string): Headers {
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, redact(value, secret));
  return copy;
}
