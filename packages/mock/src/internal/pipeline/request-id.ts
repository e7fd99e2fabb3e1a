/** Random bytes drawn at once, for this many ids. */
const idsPerDraw = 128;
const random = new Uint8Array(16 * idsPerDraw);
let drawn = random.length;
/** The id's text as bytes: hex digits around the hyphens at 8, 13, 18 and 23. */
const text = new Uint8Array(36).fill('-'.charCodeAt(0));
const hexDigits = new TextEncoder().encode('0123456789abcdef');
/** Where each of the 16 bytes writes its two digits. */
const offsets = [0, 2, 4, 6, 9, 11, 14, 16, 19, 21, 24, 26, 28, 30, 32, 34];
const ascii = new TextDecoder();

/**
 * A new `X-Request-Id`: a random UUID v4 (RFC 9562), in lower-case hex, made as one flat string.
 * `crypto.randomUUID()` returns, in V8, a tree of the pieces it was concatenated from; the journal
 * keeps every request's id until 10,000 newer ones push it out, so V8 copied each of those trees
 * through the young generation and marked it at every full collection: about 3 µs per request,
 * more than the rest of the mock's work on an answer (docs/design/0022-mock-internals.md).
 * `getRandomValues` also works where `randomUUID` does not (a page served over plain HTTP).
 */
export function newRequestId(): string {
  if (drawn === random.length) {
    crypto.getRandomValues(random);
    drawn = 0;
  }
  for (let i = 0; i < 16; i += 1) {
    let byte = random[drawn + i] as number;
    if (i === 6)
      byte = (byte & 0x0f) | 0x40; // version 4
    else if (i === 8) byte = (byte & 0x3f) | 0x80; // the RFC 9562 variant
    const at = offsets[i] as number;
    text[at] = hexDigits[byte >> 4] as number;
    text[at + 1] = hexDigits[byte & 15] as number;
  }
  drawn += 16;
  return ascii.decode(text);
}
