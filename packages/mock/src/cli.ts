import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { PetStoreMockError } from './mock-error';
import { startPetStoreServer } from './start-pet-store-server';

const usage = `Usage: petstore-mock [--port <number>] [--host <address>] [--config <file.json>]

  --port    TCP port; 0 picks a free one (default 4010)
  --host    interface to listen on (default 127.0.0.1)
  --config  JSON file with the mock's options (plans, keys, windows, ban, sunset, seed, fixture)`;

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
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const config = await readConfig(values.config);
  const port = parsePort(values.port);
  const running = await startPetStoreServer({
    ...config,
    ...(port !== undefined && { port }),
    ...(values.host !== undefined && { host: values.host }),
  });
  console.log(`Pet Store mock listening on ${running.url}`);
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
