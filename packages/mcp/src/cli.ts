// petstore-mcp: the Pet Store MCP server over stdio (default) or Streamable HTTP (--http).
// Configured by PETSTORE_API_KEY, PETSTORE_BASE_URL and PETSTORE_REDIS_URL, or --mock. Everything
// it says goes to stderr: on stdio, stdout carries the protocol.
import { parseArgs } from 'node:util';
import { type Logger, PetStoreCore, type RateLimitStore } from '@petstore/sdk/functions';
import { serveHttp } from './http-server';
import { mockKey, mockNotice, mockService } from './mock-service';
import { createPetStoreMcpServer, type PetStoreMcpServerOptions } from './server';
import { StdioTransport } from './stdio-transport';
import { type ToolName, tools } from './tools';

const usage = `Usage: petstore-mcp [--mock] [--read-only] [--tools a,b,c] [--http [--port <number>] [--host <address>]]

  (default)    speak MCP over stdio
  --http       speak MCP over Streamable HTTP at http://HOST:PORT/mcp
  --port       TCP port for --http; 0 picks a free one (default 3333)
  --host       interface for --http (default 127.0.0.1)
  --read-only  offer only the tools that change nothing (${tools.filter((tool) => tool.readOnly).length} of ${tools.length})
  --tools      offer only these tools: ${tools.map((tool) => tool.name).join(', ')}
  --mock       answer from an in-process mock of the service (seeded, key ${mockKey}), not the service

Environment: PETSTORE_API_KEY (required without --mock), PETSTORE_BASE_URL (default the
standalone mock's address), PETSTORE_REDIS_URL (share the rate-limit gate with other processes on
the same key), PETSTORE_MAX_WAIT_SECONDS (the longest a tool call waits for the rate limit,
default 20).`;

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

function toolNames(list: string | undefined): ToolName[] | undefined {
  return list
    ?.split(',')
    .map((name) => name.trim())
    .filter(Boolean) as ToolName[] | undefined;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      http: { type: 'boolean', default: false },
      port: { type: 'string', default: '3333' },
      host: { type: 'string', default: '127.0.0.1' },
      'read-only': { type: 'boolean', default: false },
      tools: { type: 'string' },
      mock: { type: 'boolean', default: false },
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
  const service = values.mock
    ? await mockService()
    : { apiKey: process.env.PETSTORE_API_KEY ?? '', baseUrl: process.env.PETSTORE_BASE_URL };
  const shared = values.mock ? { close: async () => {} } : await rateLimitStore();
  const client = new PetStoreCore({
    ...service,
    maxRetryAfter: maxWait,
    // Retries and rate-limit waits, on stderr: the log an MCP host keeps of its servers.
    logger: stderr,
    logLevel: 'info',
    ...(shared.store && { rateLimitStore: shared.store }),
  });
  const log = (message: string) => console.error(`petstore-mcp: ${message}`);
  const options: PetStoreMcpServerOptions = {
    client,
    apiKey: service.apiKey,
    tools: toolNames(values.tools),
    readOnly: values['read-only'],
    notice: values.mock ? mockNotice : undefined,
    log,
  };
  // Built first, so that a bad choice of tools stops the bin before anything listens.
  const server = createPetStoreMcpServer(options);
  server.onerror = (error) => log(error.message);
  const stop = async () => {
    await shared.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  if (!values.http) {
    const transport = new StdioTransport();
    transport.onclose = () => void stop();
    await server.connect(transport);
    return;
  }
  const url = await serveHttp({
    host: values.host,
    port,
    createServer: () => createPetStoreMcpServer(options),
    log,
  });
  console.error(`petstore-mcp listening on ${url}`);
}

main().catch((error: unknown) => {
  console.error(`petstore-mcp: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
