import type { IncomingMessage } from 'node:http';

/** A request body read up to a limit; `overflow` when the client sent or announced more. */
export interface LimitedBody {
  readonly bytes: Buffer;
  readonly overflow: boolean;
}

/**
 * Reads at most `limit + 1` bytes of a body: enough for the mock to see that it is too large,
 * without holding an arbitrarily large upload in memory. The rest is drained and dropped.
 * Resolves `undefined` when the request never arrives whole (the client hung up, or the
 * connection failed): that is the client's doing, there is nobody left to answer, and nothing
 * of it must reach the mock.
 */
export function readLimitedBody(message: IncomingMessage, limit: number): Promise<LimitedBody | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size <= limit) return;
      message.off('data', onData);
      message.resume();
      resolve({ bytes: Buffer.concat(chunks).subarray(0, limit + 1), overflow: true });
    };
    message.on('data', onData);
    message.once('end', () => resolve({ bytes: Buffer.concat(chunks), overflow: false }));
    // An aborted request emits 'error' (ECONNRESET, "aborted") then 'close'; a settled promise
    // ignores whichever comes after 'end' or the overflow.
    message.once('error', () => resolve(undefined));
    message.once('close', () => resolve(undefined));
  });
}
