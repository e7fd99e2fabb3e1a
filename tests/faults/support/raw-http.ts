import { request } from 'node:http';
import { connect, type Socket } from 'node:net';

/** A response read off the wire. */
export interface RawResponse {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * Sends a request with `node:http`, streaming `size` bytes of body in chunks (chunked when
 * `announce` is false), and resolves with the response even if the server answers before the
 * upload ends and drops the connection.
 */
export function upload(
  port: number,
  path: string,
  headers: Record<string, string>,
  size: number,
  announce: boolean,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = request({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      headers: { ...headers, ...(announce && { 'content-length': String(size) }) },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      res.on('error', reject);
    });
    // Writing after the server has answered and closed fails; the answer, read from the socket
    // just before, is what counts, so an error only rejects when no answer follows.
    req.on('error', (error) => setTimeout(() => reject(error), 500));
    const chunk = Buffer.alloc(64 * 1024, 'x'.charCodeAt(0));
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const piece = chunk.subarray(0, Math.min(chunk.length, size - sent));
        sent += piece.length;
        if (!req.write(piece)) return void req.once('drain', pump);
      }
      req.end();
    };
    pump();
  });
}

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
