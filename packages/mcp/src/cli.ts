// petstore-mcp: the Pet Store MCP server over stdio (default) or Streamable HTTP (--http).
// Configured by PETSTORE_API_KEY, PETSTORE_BASE_URL and PETSTORE_REDIS_URL. Everything it says
// goes to stderr: on stdio, stdout carries the protocol.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { type Logger, PetStore, type RateLimitStore } from '@petstore/sdk';
import { createPetStoreMcpServer } from './server';

const usage = `Usage: petstore-mcp [--http [--port <number>] [--host <address>]]

  (default)  speak MCP over stdio
  --http     speak MCP over Streamable HTTP at http://HOST:PORT/mcp
  --port     TCP port for --http; 0 picks a free one (default 3333)
  --host     interface for --http (default 127.0.0.1)

Environment: PETSTORE_API_KEY (required), PETSTORE_BASE_URL (default the standalone mock's
address), PETSTORE_REDIS_URL (share the rate-limit gate with other processes on the same key),
PETSTORE_MAX_WAIT_SECONDS (the longest a tool call waits for the rate limit, default 20).`;

const stderr: Logger = {
  debug: (...args) => console.error(...args),
  info: (...args) => console.error(...args),
  warn: (...args) => console.error(...args),
  error: (...args) => console.error(...args),
};

async function rateLimitStore(): Promise<{ store?: RateLimitStore; close(): Promise<void> }> {
  const url = process.env.PETSTORE_REDIS_URL;
  if (!url) return { close: async () => {} };
  const { redisRateLimitStore } = await import('@petstore/rate-limit-redis');
  const store = redisRateLimitStore({ url });
  return { store, close: () => store.close() };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: '3333' },
      host: { type: 'string', default: '127.0.0.1' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.error(usage);
    return;
  }
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`--port ${values.port} is not a port`);
  const maxWait = Number(process.env.PETSTORE_MAX_WAIT_SECONDS ?? 20);
  if (!Number.isFinite(maxWait) || maxWait < 0)
    throw new Error(
      `PETSTORE_MAX_WAIT_SECONDS must be a number of seconds, not ${process.env.PETSTORE_MAX_WAIT_SECONDS}`,
    );
  const shared = await rateLimitStore();
  const client = new PetStore({
    baseUrl: process.env.PETSTORE_BASE_URL,
    maxRetryAfter: maxWait,
    logger: stderr,
    ...(shared.store && { rateLimitStore: shared.store }),
  });
  const stop = async () => {
    await shared.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  if (!values.http) {
    const transport = new StdioServerTransport();
    transport.onclose = () => void stop();
    await createPetStoreMcpServer({ client }).connect(transport);
    return;
  }
  const http = createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://x').pathname !== '/mcp') {
      response.writeHead(404).end();
      return;
    }
    // Stateless: a server and a transport per request, one client (and gate) for all of them.
    const { port: bound } = http.address() as AddressInfo;
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableDnsRebindingProtection: true,
      allowedHosts: [`${values.host}:${bound}`, `localhost:${bound}`, `127.0.0.1:${bound}`],
    });
    const server = createPetStoreMcpServer({ client });
    response.on('close', () => {
      void transport.close();
      void server.close();
    });
    server
      .connect(transport)
      .then(() => transport.handleRequest(request, response))
      .catch((error: unknown) => {
        console.error('[petstore-mcp] request failed', error instanceof Error ? error.message : error);
        if (!response.headersSent) response.writeHead(500).end();
      });
  });
  http.listen(port, values.host, () => {
    const { port: bound } = http.address() as AddressInfo;
    const host = values.host.includes(':') ? `[${values.host}]` : values.host;
    console.error(`petstore-mcp listening on http://${host}:${bound}/mcp`);
  });
}

main().catch((error: unknown) => {
  console.error(`petstore-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
