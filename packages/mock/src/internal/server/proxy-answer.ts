// What the drift proxy does with the real service's answer: the headers it passes on (pointed back
// at the proxy) and what of the answer the checks read.
import { brotliDecompressSync, gunzipSync, inflateRawSync, inflateSync } from 'node:zlib';
import type { UpstreamAnswer } from '../drift/record-exchange';
import { endToEnd } from './raw-headers';
import { rawHeader } from './serve';

// HTTP content coding (RFC 9110, section 8.4), not a header of the Pet Store contract.
const contentEncoding = 'Content-Encoding';

/**
 * The most of an answer's body the proxy holds to check it. The answer is passed on whatever its
 * size; a larger body goes unchecked, and the report says so. @unit bytes
 */
export const checkedBodyBytes = 8 * 1024 * 1024;

/** The body as text, decoded by its `Content-Encoding`; `undefined` when it cannot be. */
function decodedText(bytes: Buffer, coding: string | undefined): string | undefined {
  if (bytes.length === 0) return '';
  const limit = { maxOutputLength: checkedBodyBytes };
  try {
    switch (coding?.trim().toLowerCase() ?? '') {
      case '':
      case 'identity':
        return bytes.toString('utf8');
      case 'gzip':
      case 'x-gzip':
        return gunzipSync(bytes, limit).toString('utf8');
      case 'br':
        return brotliDecompressSync(bytes, limit).toString('utf8');
      case 'deflate':
        // Servers send `deflate` as RFC 1950 (zlib) data, as the standard says, or raw RFC 1951 data.
        try {
          return inflateSync(bytes, limit).toString('utf8');
        } catch {
          return inflateRawSync(bytes, limit).toString('utf8');
        }
      default:
        return undefined;
    }
  } catch {
    return undefined;
  }
}

/** Whether a URL or path is `root` or under it. */
const isUnder = (target: string, root: string) =>
  target === root || target.startsWith(`${root}/`) || target.startsWith(`${root}?`);

/**
 * The answer's raw headers as the caller gets them: hop-by-hop fields dropped, and the targets of
 * `Link` and `Location` on the real service (`base`, its origin and prefix) pointed at the proxy,
 * so that a client that follows a page's `next` or a created record stays behind it, as behind
 * any reverse proxy.
 */
export function passedOn(raw: readonly string[], base: string, prefix: string, origin: string): string[] {
  const pointBack = (target: string) => {
    if (isUnder(target, base)) return `${origin}${target.slice(base.length)}`;
    return prefix && isUnder(target, prefix) ? target.slice(prefix.length) : target;
  };
  const headers = endToEnd(raw);
  for (let i = 0; i + 1 < headers.length; i += 2) {
    const name = (headers[i] as string).toLowerCase();
    const value = headers[i + 1] as string;
    if (name === 'location') headers[i + 1] = pointBack(value);
    else if (name === 'link')
      headers[i + 1] = value.replace(/<([^>]*)>/g, (_, target: string) => `<${pointBack(target)}>`);
  }
  return headers;
}

/** What a whole answer gives the checks: its headers, and its body unless too large or undecodable. */
export function checkedAnswer(raw: readonly string[], bytes: Buffer, size: number): UpstreamAnswer {
  if (size > checkedBodyBytes)
    return { kind: 'unchecked', reason: `the body is over ${checkedBodyBytes} bytes: not checked` };
  const coding = rawHeader(raw, contentEncoding);
  const body = decodedText(bytes, coding);
  if (body === undefined)
    return {
      kind: 'unchecked',
      reason: `the body cannot be decoded (Content-Encoding: ${coding}): not checked`,
    };
  return { kind: 'answer', headers: { get: (name) => rawHeader(raw, name) ?? null }, body };
}
