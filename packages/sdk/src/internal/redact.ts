const mask = '[redacted]';

/** `text` with every occurrence of `secret` (the API key) masked. */
export function redact(text: string, secret: string): string {
  return secret ? text.replaceAll(secret, mask) : text;
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
