import { once } from 'node:events';
import { connect } from 'node:net';

/** A response read off a raw connection, up to the server closing it. */
export interface RawExchange {
  readonly status: number;
  readonly headers: Headers;
  readonly body: string;
  /** Whether the server closed the connection after answering. */
  readonly closed: boolean;
}

function parse(raw: string, closed: boolean): RawExchange {
  const split = raw.indexOf('\r\n\r\n');
  const [statusLine = '', ...lines] = raw.slice(0, split).split('\r\n');
  const headers = new Headers();
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers.append(line.slice(0, colon), line.slice(colon + 1).trim());
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body: raw.slice(split + 4), closed };
}

/**
 * Sends `bytes` on a fresh connection (then `more`, if given, for as long as the connection takes
 * it) and resolves with what the server answered once it closes the connection, or after
 * `waitMs` if it keeps it open.
 */
export async function exchange(
  port: number,
  bytes: string | Buffer,
  { waitMs = 5_000, more }: { waitMs?: number; more?: () => Buffer | undefined } = {},
): Promise<RawExchange> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  let raw = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => {
    raw += chunk;
  });
  socket.on('error', () => undefined); // a reset after the answer is what some tests provoke
  const pump = () => {
    for (let next = more?.(); next && !socket.destroyed; next = more?.()) {
      if (!socket.write(next)) return void socket.once('drain', pump);
    }
  };
  socket.write(bytes, pump);
  const closed = await Promise.race([
    once(socket, 'close').then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), waitMs)),
  ]);
  socket.destroy();
  return parse(raw, closed);
}
