// The petstore-mcp bin as an agent's host runs it, from its sources (bundled once per run under the
// `@petstore/source` condition, so that no build is needed: bundle-bin.ts), over stdio and
// Streamable HTTP; with the MCP SDK's own Client, or line by line for what a Client never sends.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import { createInterface } from 'node:readline';
import type { Stream } from 'node:stream';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type {
  JsonSchemaType,
  JsonSchemaValidator,
  jsonSchemaValidator,
} from '@modelcontextprotocol/sdk/validation';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { inject } from 'vitest';

/** The command line that runs the bin from its sources: node's flags first, then `args`. */
export function binArgs(args: readonly string[] = [], nodeFlags: readonly string[] = []): string[] {
  return [...nodeFlags, inject('petstoreMcpBin'), ...args];
}

/** Every text a bin or a tool said in a test file, for the check that none holds a key. */
export const outputs: string[] = [];

/**
 * The MCP SDK's own validator (Ajv, as a Client makes by default), each distinct outputSchema
 * compiled once per worker: a Client compiles every tool's schema again at each listTools, about
 * 0.2 CPU-seconds each time, and the files list the same schemas some thirty times. A Client
 * still checks every result against the schema its tool listed.
 */
const ajv = new AjvJsonSchemaValidator();
const compiled = new Map<string, JsonSchemaValidator<unknown>>();
const compiledOnce: jsonSchemaValidator = {
  getValidator<T>(schema: JsonSchemaType): JsonSchemaValidator<T> {
    const text = JSON.stringify(schema);
    const validator = compiled.get(text) ?? ajv.getValidator(schema);
    compiled.set(text, validator);
    return validator as JsonSchemaValidator<T>;
  },
};

/** An MCP SDK `Client` as an agent's host makes one. */
const newClient = () =>
  new Client({ name: 'petstore-test', version: '1.0.0' }, { jsonSchemaValidator: compiledOnce });

export interface Agent {
  readonly client: Client;
  /** Calls a tool and keeps its answer in {@link outputs}. */
  call(name: string, args?: Record<string, unknown>, options?: { timeout?: number }): Promise<CallToolResult>;
  close(): Promise<void>;
}

function agent(client: Client, close: () => Promise<void>): Agent {
  return {
    client,
    async call(name, args = {}, options) {
      const answer = (await client.callTool({ name, arguments: args }, undefined, options)) as CallToolResult;
      outputs.push(JSON.stringify(answer));
      return answer;
    },
    close,
  };
}

/** What the bin's stderr said so far, and a wait for a line that matches. */
export interface Stderr {
  readonly text: () => string;
  waitFor(pattern: RegExp): Promise<void>;
}

function watch(stream: Stream | null | undefined): Stderr {
  let said = '';
  const waiters = new Set<() => void>();
  stream?.on('data', (chunk: Buffer) => {
    said += chunk.toString();
    outputs.push(chunk.toString());
    for (const waiter of [...waiters]) waiter();
  });
  return {
    text: () => said,
    waitFor: (pattern) =>
      new Promise((resolve) => {
        const check = () => {
          if (!pattern.test(said)) return;
          waiters.delete(check);
          resolve();
        };
        waiters.add(check);
        check();
      }),
  };
}

/**
 * An MCP SDK `Client` on the bin over stdio, with `env` as its whole environment (but PATH), the
 * bin's `args`, and Node's own `nodeFlags` before the bin.
 */
export async function overStdio(
  env: Record<string, string>,
  args: readonly string[] = [],
  nodeFlags: readonly string[] = [],
): Promise<Agent & { stderr: Stderr }> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: binArgs(args, nodeFlags),
    env: { PATH: process.env.PATH ?? '', ...env },
    stderr: 'pipe',
  });
  const stderr = watch(transport.stderr);
  const client = newClient();
  await client.connect(transport);
  // Listing the tools first makes the Client check every result against its tool's outputSchema.
  await client.listTools();
  return { ...agent(client, () => client.close()), stderr };
}

/** The bin serving Streamable HTTP on a free port. */
export interface HttpBin {
  readonly url: string;
  readonly stderr: Stderr;
  /** An MCP SDK `Client` on it. */
  connect(): Promise<Agent>;
  stop(): Promise<void>;
}

export async function startHttp(env: Record<string, string>, args: readonly string[] = []): Promise<HttpBin> {
  const child: ChildProcess = spawn(process.execPath, binArgs(['--http', '--port', '0', ...args]), {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => outputs.push(chunk.toString()));
  const stderr = watch(child.stderr);
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`petstore-mcp exited ${code}: ${stderr.text()}`);
  });
  await Promise.race([stderr.waitFor(/listening on \S+\n/), exited]);
  const url = /listening on (\S+)/.exec(stderr.text())?.[1] as string;
  return {
    url,
    stderr,
    async connect() {
      const client = newClient();
      await client.connect(new StreamableHTTPClientTransport(new URL(url)));
      await client.listTools();
      return agent(client, () => client.close());
    },
    async stop() {
      exited.catch(() => {});
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

/** An HTTP answer read whole. */
export interface RawAnswer {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
}

/**
 * A raw HTTP request with exactly the headers given (`Host` included, which `fetch` would not
 * let a test choose).
 */
export function rawRequest(
  url: string,
  {
    method = 'POST',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string | Uint8Array },
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers }, (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }),
      );
    });
    sent.on('error', reject);
    sent.end(body);
  });
}

/** The bin over stdio, written to line by line; each line it answers is read as JSON. */
export class RawStdio {
  readonly #child: ChildProcess;
  readonly #answers: Record<string, unknown>[] = [];
  readonly #waiters = new Set<() => void>();
  /** What the bin wrote to stderr: a line comes when it comes, not with the answer it goes with. */
  readonly stderr: Stderr;

  /**
   * @param env - The bin's whole environment, but PATH.
   * @param args - The bin's arguments.
   * @param nodeFlags - Node's own flags, before the bin.
   */
  constructor(env: Record<string, string>, args: readonly string[] = [], nodeFlags: readonly string[] = []) {
    this.#child = spawn(process.execPath, binArgs(args, nodeFlags), {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    this.stderr = watch(this.#child.stderr);
    createInterface({ input: this.#child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      outputs.push(line);
      this.#answers.push(JSON.parse(line) as Record<string, unknown>);
      for (const waiter of [...this.#waiters]) waiter();
    });
  }

  /** Writes `text` and a newline, in pieces of at most 1 MiB as a pipe would carry them. */
  async write(text: string): Promise<void> {
    const stdin = this.#child.stdin as NodeJS.WritableStream;
    for (let at = 0; at < text.length; at += 1 << 20)
      if (!stdin.write(text.slice(at, at + (1 << 20)))) await once(stdin, 'drain');
    stdin.write('\n');
  }

  /** The answers so far once there are `count` of them. */
  answers(count: number): Promise<Record<string, unknown>[]> {
    return new Promise((resolve) => {
      const check = () => {
        if (this.#answers.length < count) return;
        this.#waiters.delete(check);
        resolve(this.#answers.slice(0, count));
      };
      this.#waiters.add(check);
      check();
    });
  }

  get exitCode(): number | null {
    return this.#child.exitCode;
  }

  /** Closes the bin's stdin, as a client does to shut it down, and resolves to its exit code. */
  async endInput(): Promise<number | null> {
    const exited = once(this.#child, 'exit');
    this.#child.stdin?.end();
    const [code] = (await exited) as [number | null];
    return code;
  }

  async stop(): Promise<void> {
    if (this.#child.exitCode !== null) return;
    this.#child.kill('SIGTERM');
    await once(this.#child, 'exit');
  }
}
