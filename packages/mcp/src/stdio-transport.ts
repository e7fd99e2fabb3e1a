import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { type ErrorAnswer, idOfUnread, maxMessageBytes, readMessage, tooLargeAnswer } from './json-rpc';

const newline = 0x0a;
/** How much of an unread message is kept to find its `id`: its first and last bytes. */
const keptBytes = 512;

/** A line too long to read: its length so far, its first bytes and its last ones. */
interface Skipped {
  bytes: number;
  readonly head: string;
  tail: Buffer;
}

/**
 * MCP over stdio, one JSON-RPC message per line, for a server: like the MCP SDK's
 * `StdioServerTransport`, and it keeps serving whatever arrives. A message longer than 4 MiB is
 * skipped as it streams in (never held whole) and answered `-32600` with its `id`; a line that is
 * not JSON is answered `-32700`, and one that is not a JSON-RPC message `-32600`. Each refusal is
 * reported to `onerror` too, so that the bin can say it on stderr. The transport closes when
 * stdin ends.
 *
 * @example
 * ```ts
 * import { StdioTransport, createPetStoreMcpServer } from '@petstore/mcp';
 * import { PetStoreCore } from '@petstore/sdk/functions';
 *
 * const apiKey = process.env.PETSTORE_API_KEY ?? '';
 * const client = new PetStoreCore({ apiKey, maxRetryAfter: 20 });
 * await createPetStoreMcpServer({ client, apiKey }).connect(new StdioTransport());
 * ```
 */
export class StdioTransport implements Transport {
  /** Told when the transport closes: after {@link StdioTransport.close}, or when stdin ends. */
  onclose?: () => void;
  /** Told of each line refused (with why) and of stdin's errors. */
  onerror?: (error: Error) => void;
  /** Told of each message read. */
  onmessage?: (message: JSONRPCMessage) => void;
  readonly #stdin: Readable;
  readonly #stdout: Writable;
  #line: Buffer[] = [];
  #lineBytes = 0;
  #skipped: Skipped | undefined;
  #closed = false;

  /**
   * @param stdin - Where messages arrive; default `process.stdin`.
   * @param stdout - Where answers go; default `process.stdout`.
   */
  constructor(stdin: Readable = process.stdin, stdout: Writable = process.stdout) {
    this.#stdin = stdin;
    this.#stdout = stdout;
  }

  /** Starts reading stdin. */
  async start(): Promise<void> {
    this.#stdin.on('data', this.#onData);
    this.#stdin.on('end', this.#onEnd);
    this.#stdin.on('error', this.#onError);
  }

  /**
   * Writes one message as a line on stdout.
   * @param message - The message.
   */
  send(message: JSONRPCMessage): Promise<void> {
    return this.#write(message);
  }

  #write(message: JSONRPCMessage | ErrorAnswer): Promise<void> {
    return new Promise((resolve) => {
      if (this.#stdout.write(`${JSON.stringify(message)}\n`)) resolve();
      else this.#stdout.once('drain', resolve);
    });
  }

  /** Stops reading stdin and tells `onclose`. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    this.#stdin.off('data', this.#onData);
    this.#stdin.off('end', this.#onEnd);
    this.#stdin.off('error', this.#onError);
    if (this.#stdin.listenerCount('data') === 0) this.#stdin.pause();
    this.#line = [];
    this.onclose?.();
  }

  readonly #onEnd = () => void this.close();
  readonly #onError = (error: Error) => this.onerror?.(error);

  readonly #onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let start = 0;
    for (let end = bytes.indexOf(newline); end !== -1; end = bytes.indexOf(newline, start)) {
      this.#add(bytes.subarray(start, end));
      this.#endLine();
      start = end + 1;
    }
    if (start < bytes.length) this.#add(bytes.subarray(start));
  };

  /** Adds a part of the current line, or once it is over the limit, only its length and its end. */
  #add(part: Buffer): void {
    if (this.#skipped) {
      this.#skipped.bytes += part.length;
      this.#skipped.tail = Buffer.concat([this.#skipped.tail, part]).subarray(-keptBytes);
      return;
    }
    this.#line.push(part);
    this.#lineBytes += part.length;
    if (this.#lineBytes <= maxMessageBytes) return;
    const line = Buffer.concat(this.#line);
    this.#skipped = {
      bytes: line.length,
      head: line.subarray(0, keptBytes).toString(),
      tail: line.subarray(-keptBytes),
    };
    this.#line = [];
    this.#lineBytes = 0;
  }

  #endLine(): void {
    const skipped = this.#skipped;
    if (skipped) {
      this.#skipped = undefined;
      const answer = tooLargeAnswer(idOfUnread(skipped.head, skipped.tail.toString()));
      this.#refuse(`Refused a message of ${skipped.bytes} bytes: ${answer.error.message}`, answer);
      return;
    }
    const text = Buffer.concat(this.#line).toString().replace(/\r$/, '');
    this.#line = [];
    this.#lineBytes = 0;
    // A blank line carries no message: nothing to answer.
    if (text.trim() === '') return;
    const read = readMessage(text);
    if ('message' in read) this.onmessage?.(read.message);
    else this.#refuse(read.problem, read.answer);
  }

  #refuse(problem: string, answer: ErrorAnswer | undefined): void {
    this.onerror?.(new Error(problem));
    if (answer) void this.#write(answer);
  }
}
