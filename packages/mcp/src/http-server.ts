// petstore-mcp --http: MCP over Streamable HTTP at /mcp, one session (an MCP server and its
// transport) per client, every session on the bin's one client and rate-limit gate
// (docs/design/0020-mcp-server-under-hostile-use.md).
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {
  ErrorCode,
  isInitializeRequest,
  isJSONRPCRequest,
  type RequestId,
} from '@modelcontextprotocol/sdk/types.js';
import { type ErrorAnswer, maxMessageBytes, readMessage, tooLargeAnswer } from './json-rpc';

/** Where to listen and what to serve. */
export interface HttpOptions {
  readonly host: string;
  readonly port: number;
  /** Makes the MCP server of a new session. */
  readonly createServer: () => Server;
  /** Told of every refusal and failure, for stderr. */
  readonly log: (message: string) => void;
}

// JSON-RPC codes of the server-error range for refusals of HTTP requests, the ones the MCP SDK's
// own transport answers with.
const refusedCode = -32000;
const sessionNotFoundCode = -32001;

/** A session unused this long is closed; its client starts a new one on its next request. */
const idleMs = 30 * 60_000;

interface Session {
  readonly transport: StreamableHTTPServerTransport;
  lastSeen: number;
}

function refusal(code: number, message: string): ErrorAnswer {
  return { jsonrpc: '2.0', id: null, error: { code, message } };
}

function answer(response: ServerResponse, status: number, body: ErrorAnswer): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Why a request is refused before it reaches MCP, or `undefined`. Its `Host` must be one this
 * server is reached as on this machine (against DNS rebinding), and its `Origin`, when it has one
 * (a browser's request), this server's own: a page of another site, or an opaque origin (`null`),
 * cannot drive the tools. The same rules as the standalone mock's control API
 * (docs/design/0016-control-api-callers.md).
 */
function foreignCaller(request: IncomingMessage, hosts: readonly string[]): string | undefined {
  const host = request.headers.host?.toLowerCase();
  if (host === undefined || !hosts.includes(host))
    return `Forbidden: this server answers as ${hosts.join(', ')}, not as ${JSON.stringify(request.headers.host ?? '')}`;
  const { origin } = request.headers;
  if (origin !== undefined && origin.toLowerCase() !== `http://${host}`)
    return `Forbidden: this server does not answer web pages of other origins (Origin: ${origin})`;
  return undefined;
}

/** The body, or `undefined` once it is over {@link maxMessageBytes} (the rest is not read). */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  if (Number(request.headers['content-length']) > maxMessageBytes) return undefined;
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    bytes += chunk.length;
    if (bytes > maxMessageBytes) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString();
}

/** The body of a POST, parsed: the message(s) and the ids of its requests, or the refusal owed. */
async function readPost(
  request: IncomingMessage,
): Promise<{ body: unknown; requests: RequestId[] } | { status: number; refusal: ErrorAnswer }> {
  const text = await readBody(request);
  if (text === undefined) return { status: 413, refusal: tooLargeAnswer(null) };
  // A batch (JSON-RPC arrays, protocol 2025-03-26) goes to the SDK's transport as it is: it reads
  // each message itself.
  if (text.trimStart().startsWith('[')) {
    try {
      const batch: unknown = JSON.parse(text);
      const requests = Array.isArray(batch)
        ? batch.filter(isJSONRPCRequest).map((message) => message.id)
        : [];
      return { body: batch, requests };
    } catch {
      // Not JSON: readMessage words the refusal.
    }
  }
  const read = readMessage(text);
  if ('message' in read)
    return { body: read.message, requests: isJSONRPCRequest(read.message) ? [read.message.id] : [] };
  return { status: 400, refusal: read.answer ?? refusal(ErrorCode.InvalidRequest, read.problem) };
}

/**
 * Serves MCP over Streamable HTTP until the process ends.
 * @returns The URL of the endpoint.
 */
export function serveHttp({ host, port, createServer: createMcpServer, log }: HttpOptions): Promise<string> {
  const sessions = new Map<string, Session>();
  let hosts: string[] = [];

  async function open(): Promise<Session> {
    const transport: StreamableHTTPServerTransport = new StreamableHTTPServerTransport({
      sessionIdGenerator: randomUUID,
      onsessioninitialized: (id) => void sessions.set(id, session),
    });
    const session: Session = { transport, lastSeen: Date.now() };
    transport.onclose = () => {
      if (transport.sessionId) sessions.delete(transport.sessionId);
    };
    const server = createMcpServer();
    server.onerror = (error) => log(error.message);
    await server.connect(transport);
    return session;
  }

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/mcp') {
      response.writeHead(404).end();
      return;
    }
    const foreign = foreignCaller(request, hosts);
    if (foreign) {
      log(foreign);
      answer(response, 403, refusal(refusedCode, foreign));
      return;
    }
    const id = request.headers['mcp-session-id'];
    let session = typeof id === 'string' ? sessions.get(id) : undefined;
    if (id !== undefined && !session) {
      answer(
        response,
        404,
        refusal(sessionNotFoundCode, 'Session not found: send initialize to start a new one'),
      );
      return;
    }
    let post: { body: unknown; requests: RequestId[] } | undefined;
    if (request.method === 'POST' && /^application\/json\b/i.test(request.headers['content-type'] ?? '')) {
      const read = await readPost(request);
      if ('refusal' in read) {
        log(read.refusal.error.message);
        answer(response, read.status, read.refusal);
        return;
      }
      post = read;
    }
    if (!session) {
      if (request.method === 'POST' && !post) {
        answer(
          response,
          415,
          refusal(refusedCode, 'Unsupported Media Type: Content-Type must be application/json'),
        );
        return;
      }
      if (!post || !isInitializeRequest(post.body)) {
        answer(response, 400, refusal(refusedCode, 'Bad Request: no Mcp-Session-Id; send initialize first'));
        return;
      }
      session = await open();
    }
    session.lastSeen = Date.now();
    const { transport } = session;
    // A call whose connection closes before its answer is cancelled: with no event store to
    // resume from, its answer could never reach the client, and an agent that gave up may retry.
    response.on('close', () => {
      if (response.writableFinished) return;
      for (const requestId of post?.requests ?? [])
        transport.onmessage?.({
          jsonrpc: '2.0',
          method: 'notifications/cancelled',
          params: { requestId, reason: 'The HTTP connection closed before the answer' },
        });
    });
    await transport.handleRequest(request, response, post?.body);
  }

  const http = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      log(`request failed: ${error instanceof Error ? error.message : String(error)}`);
      if (!response.headersSent) answer(response, 500, refusal(ErrorCode.InternalError, 'Internal error'));
    });
  });
  const sweep = setInterval(() => {
    const stale = Date.now() - idleMs;
    for (const { transport, lastSeen } of sessions.values()) if (lastSeen < stale) void transport.close();
  }, idleMs / 10);
  sweep.unref();
  return new Promise((resolve) => {
    http.listen(port, host, () => {
      const { port: bound } = http.address() as AddressInfo;
      const named = host.includes(':') ? `[${host}]` : host;
      hosts = [...new Set([named, 'localhost', '127.0.0.1', '[::1]'])].map((name) => `${name}:${bound}`);
      resolve(`http://${named}:${bound}/mcp`);
    });
  });
}
