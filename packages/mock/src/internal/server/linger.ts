import type { Socket } from 'node:net';

/** How long a refused client may keep sending before its connection is dropped. @unit milliseconds */
const lingerMs = 2_000;
const answered = new WeakSet<Socket>();

/**
 * Sends a last answer and closes the connection the way a client still sending can read it: the
 * server stops writing (FIN) but keeps reading and dropping what arrives for a while. Closing at
 * once would make the client's kernel discard the unread answer when the reset arrives, which is
 * how an upload over the limit used to end in `EPIPE` with no answer.
 */
export function answerAndClose(socket: Socket, bytes: Buffer): void {
  if (answered.has(socket) || socket.destroyed) return;
  answered.add(socket);
  socket.end(bytes);
  socket.resume();
  const timer = setTimeout(() => socket.destroy(), lingerMs);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}

/** Whether the connection already got its last answer. */
export function wasAnswered(socket: Socket): boolean {
  return answered.has(socket);
}
