// HTTP framing header (RFC 9110, section 8.6), not a header of the Pet Store contract.
/** Name of the header in which a client announces the size of its body. */
export const contentLength = 'Content-Length';

/**
 * Whether a `Content-Length` value announces a body of more than `limit` bytes. A missing or
 * malformed value announces nothing: the body is then judged by what actually arrives.
 */
export function announcesOver(value: string | null | undefined, limit: number): boolean {
  return value != null && /^\s*\d+\s*$/.test(value) && Number(value) > limit;
}
