import { createHash, timingSafeEqual } from 'node:crypto';

/** The HTTP authentication header and scheme of the control API (RFC 6750). */
export const authorization = 'authorization';
const bearer = /^Bearer[ ]+(\S+)\s*$/i;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether an `Authorization` header carries the token. Compared through digests of equal length
 * in constant time, so that answer times do not tell how much of a guess was right.
 */
export function bearerMatches(header: string, token: string): boolean {
  const sent = bearer.exec(header)?.[1];
  return sent !== undefined && timingSafeEqual(digest(sent), digest(token));
}
