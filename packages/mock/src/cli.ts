import { readFile } from 'node:fs/promises';
import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { demoApiKeys, headerNames } from '@petstore/contract';
import { PetStoreMockError } from './api/mock-error';
import type { StandaloneOptions } from './api/options';
import { optionDefaults, serverOptionNames } from './internal/config/mock-config';
import { isLoopback } from './internal/control/caller-access';
import { controlPrefix } from './internal/control/control-routes';
import { docsPath } from './internal/docs/docs-handler';
import { type RunningServer, startServer } from './internal/server/start-server';

/** One flag of the bin: how it reads and which option it sets. The one place to add a flag. */
interface Flag {
  readonly value?: string;
  readonly text: string;
  readonly multiple?: true;
  /** What the flag sets, given its value (`true` for a flag without one). */
  set(value: string | true | string[]): StandaloneOptions;
}

function parsePort(text: string): number {
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new PetStoreMockError(`--port ${text} is not a port`);
  return port;
}

function parseCount(text: string, flag: string, least: number): number {
  const count = Number(text);
  if (!/^\d+$/.test(text) || count < least)
    throw new PetStoreMockError(`${flag} ${text} is not a whole number of at least ${least}`);
  return count;
}

const flags: Readonly<Record<string, Flag>> = {
  port: {
    value: '<number>',
    text: `TCP port; 0 picks a free one (default ${optionDefaults.port})`,
    set: (value) => ({ port: parsePort(String(value)) }),
  },
  host: {
    value: '<address>',
    text: `interface to listen on (default ${optionDefaults.host})`,
    set: (value) => ({ host: String(value) }),
  },
  config: {
    value: '<file.json>',
    text: `JSON file of options: ${serverOptionNames.filter((name) => name !== 'now').join(', ')}; flags win over it`,
    set: () => ({}),
  },
  'no-admin': {
    text: 'turn the control API under /__admin off (it is on by default on a loopback host)',
    set: () => ({ admin: false }),
  },
  'admin-token': {
    value: '<token>',
    text: 'require "Authorization: Bearer <token>" on every control call; needed to turn the control API on when --host is not a loopback address',
    set: (value) => ({ adminToken: String(value) }),
  },
  'allowed-host': {
    value: '<name>',
    multiple: true,
    text: 'a host name the control API and /docs answer as, besides localhost and loopback addresses (repeatable); a call naming any other Host gets 403',
    set: (value) => ({ allowedHosts: value as string[] }),
  },
  'no-docs': {
    text: `turn the interactive API reference at /docs off (on by default)`,
    set: () => ({ docs: false }),
  },
  'max-worlds': {
    value: '<number>',
    text: `how many worlds (${controlPrefix}/worlds) the server holds at once; 0 turns them off (default ${optionDefaults.maxWorlds})`,
    set: (value) => ({ maxWorlds: parseCount(String(value), '--max-worlds', 0) }),
  },
  'world-idle-seconds': {
    value: '<seconds>',
    text: `how long a world is kept without a request (default ${optionDefaults.worldIdleSeconds})`,
    set: (value) => ({ worldIdleSeconds: parseCount(String(value), '--world-idle-seconds', 1) }),
  },
  proxy: {
    value: '<url>',
    text: `be a drift proxy in front of the real service at <url> instead of the mock: forward every request there, return its answers unchanged, and report where they break the contract at ${controlPrefix}/drift (the mock's own data, keys and limits are not used)`,
    set: (value) => ({ proxy: String(value) }),
  },
};

/** A flag's line of the usage text, its description wrapped under itself at 100 columns. */
function usageLine(flag: string, text: string): string {
  const indent = 28;
  const rows: string[] = [];
  let row = '';
  for (const word of text.split(' ')) {
    if (row && indent + row.length + 1 + word.length > 100) {
      rows.push(row);
      row = word;
    } else row = row ? `${row} ${word}` : word;
  }
  rows.push(row);
  return rows.map((text, i) => `${(i === 0 ? `  ${flag}` : '').padEnd(indent)}${text}`).join('\n');
}

const usage = [
  'Usage: petstore-mock [options]',
  '',
  ...Object.entries(flags).map(([name, flag]) =>
    usageLine(`--${name}${flag.value ? ` ${flag.value}` : ''}`, flag.text),
  ),
  usageLine('--help', 'print this and exit'),
].join('\n');

async function readConfig(file: string | undefined): Promise<Record<string, unknown>> {
  if (file === undefined) return {};
  const parsed: unknown = JSON.parse(await readFile(file, 'utf8'));
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new PetStoreMockError(`${file} must hold a JSON object of mock options`);
  }
  return parsed as Record<string, unknown>;
}

/** Where `/docs` answers: the docs page answers only as a loopback address or an allowed name. */
function docsAddress({ config, port, url }: RunningServer): string {
  const { host, allowedHosts } = config;
  if (isLoopback(host)) return `${url}${docsPath}`;
  if (allowedHosts.includes(host.toLowerCase())) return `${url}${docsPath}`;
  // A wildcard address listens on loopback too.
  if (host === '0.0.0.0') return `http://127.0.0.1:${port}${docsPath}`;
  if (host === '::') return `http://[::1]:${port}${docsPath}`;
  return isIP(host)
    ? `answers only as localhost or an --allowed-host name, and ${host} is neither; add --allowed-host ${host}`
    : `answers only as localhost or an --allowed-host name; add --allowed-host ${host}`;
}

/** What the bin prints once it answers, each line true of the server that runs. */
function firstWords(running: RunningServer, configFile: string | undefined): string[] {
  const { config, url, controlOn } = running;
  const demo = Object.keys(demoApiKeys).filter((key) => config.mock.keys.has(key));
  const own = config.mock.keys.size - demo.length;
  const keys = [
    ...demo.map((key) => `${key} (${config.mock.keys.get(key)?.plan})`),
    ...(own > 0 ? [`${own} key${own === 1 ? '' : 's'} of your own from ${configFile}`] : []),
  ];
  const control = controlOn
    ? `${url}${controlPrefix} (its document: ${controlPrefix}/openapi.json${config.adminToken === undefined ? '' : '; send Authorization: Bearer <your --admin-token>'})`
    : config.admin === false
      ? 'off (--no-admin)'
      : `off: ${config.host} is not a loopback host; give --admin-token to turn it on`;
  const service =
    config.proxy === undefined
      ? [`  API keys (${headerNames.apiKey}): ${keys.join(', ')}`]
      : [
          `  Proxy to:              ${config.proxy}: every request is forwarded there and checked against the contract; the mock's own data, keys and limits are not used`,
          `  Drift report:          ${controlOn ? `${url}${controlPrefix}/drift` : `unreadable: the control API is off`}`,
        ];
  return [
    `Pet Store mock listening on ${url}`,
    `  API reference, try it: ${config.docs ? docsAddress(running) : 'off (--no-docs)'}`,
    ...service,
    `  Control API:           ${control}`,
  ];
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        Object.entries(flags).map(([name, flag]) => [
          name,
          {
            type: flag.value ? ('string' as const) : ('boolean' as const),
            ...(flag.multiple && { multiple: true }),
          },
        ]),
      ),
      help: { type: 'boolean', short: 'h' },
    },
  });
  const given = values as Record<string, string | true | string[] | undefined>;
  if (given.help) {
    console.log(usage);
    return;
  }
  const file = given.config as string | undefined;
  const options: StandaloneOptions = { ...(await readConfig(file)) };
  for (const [name, flag] of Object.entries(flags)) {
    const value = given[name];
    if (value !== undefined) Object.assign(options, flag.set(value));
  }
  // The bootstrap of `startPetStoreServer` without its MSW face, which would load MSW for nothing.
  const running = await startServer(options);
  // The first line is the one scripts wait for; it stays as it was.
  console.log(firstWords(running, file).join('\n'));
  // Node loads its Fetch classes on first use; load them while the first client is still on its way.
  setImmediate(() => new Request(running.url));
  const stop = (signal: string) => {
    running.close().then(
      () => {
        console.log(`Pet Store mock on ${running.url} stopped (${signal})`);
        process.exit(0);
      },
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
