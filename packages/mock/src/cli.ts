import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { startServer } from './internal/server/start-server';
import { PetStoreMockError } from './mock-error';

const usage = `Usage: petstore-mock [--port <number>] [--host <address>] [--config <file.json>]
                     [--no-admin] [--admin-token <token>] [--allowed-host <name>]... [--no-docs]

  --port         TCP port; 0 picks a free one (default 4010)
  --host         interface to listen on (default 127.0.0.1)
  --config       JSON file with the mock's options (plans, keys, windows, ban,
                 rateLimitHeaders, sunset, seed, fixture)
  --no-admin     turn the control API under /__admin off (it is on by default on a loopback host)
  --admin-token  require "Authorization: Bearer <token>" on every control call; needed to turn
                 the control API on when --host is not a loopback address
  --allowed-host a host name the control API answers as, besides localhost and loopback
                 addresses (repeatable); a call naming any other Host gets 403
  --no-docs      turn the interactive API reference at /docs off (on by default)`;

async function readConfig(file: string | undefined): Promise<Record<string, unknown>> {
  if (file === undefined) return {};
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new PetStoreMockError(`${file} must hold a JSON object of mock options`);
  }
  return parsed as Record<string, unknown>;
}

function parsePort(text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new PetStoreMockError(`--port ${text} is not a port`);
  return port;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
      'no-admin': { type: 'boolean' },
      'no-docs': { type: 'boolean' },
      'admin-token': { type: 'string' },
      'allowed-host': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = await readConfig(values.config);
  const port = parsePort(values.port);
  // The bootstrap of `startPetStoreServer` without its MSW face, which would load MSW for nothing.
  const running = await startServer({
    ...config,
    ...(port !== undefined && { port }),
    ...(values.host !== undefined && { host: values.host }),
    ...(values['no-admin'] && { admin: false }),
    ...(values['no-docs'] && { docs: false }),
    ...(values['admin-token'] !== undefined && { adminToken: values['admin-token'] }),
    ...(values['allowed-host'] !== undefined && { allowedHosts: values['allowed-host'] }),
  });
  console.log(`Pet Store mock listening on ${running.url}`);
  // Node loads its Fetch classes on first use; load them while the first client is still on its way.
  setImmediate(() => new Request(running.url));
  const stop = () => {
    running.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`[petstore] ${error instanceof Error ? error.message : String(error)}`);
  console.error(usage);
  process.exit(1);
});
