import { connect, type Socket } from 'node:net';

/** Opens a raw TCP connection to the server. */
export function openSocket(port: number): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** Writes `text` one byte every `intervalMs`, until done or the socket closes. */
export function trickle(socket: Socket, text: string, intervalMs: number): Promise<void> {
  return new Promise((resolve) => {
    let at = 0;
    const timer = setInterval(() => {
      if (at >= text.length || socket.destroyed) {
        clearInterval(timer);
        resolve();
        return;
      }
      socket.write(text[at] as string);
      at += 1;
    }, intervalMs);
  });
}
