import { redact } from '@petstore/contract/internal';

/**
 * A copy of `headers` with `secret` masked in every value, for what an error exposes: a server
 * that echoes the key in a header must not put it in crash reports. Only error answers pay for it.
 */
export function redactHeaders(headers: Headers, secret: string): Headers {
  const copy = new Headers();
  for (const [name, value] of headers) copy.append(name, redact(value, secret));
  return copy;
}
