// What docs/ai-agents.md states that the code decides: the protocol versions of the MCP SDK in
// use, which tools there are, the --mock notice and the message size limit.
import { readFileSync } from 'node:fs';
import { LATEST_PROTOCOL_VERSION, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';
import { operationList } from '@petstore/contract';
import { expect, it } from 'vitest';
import { maxMessageBytes } from '../src/json-rpc';
import { mockNotice } from '../src/mock-service';
import { tools } from '../src/tools';

const guide = readFileSync(new URL('../../../docs/ai-agents.md', import.meta.url), 'utf8');
const sdkVersion = (
  JSON.parse(
    readFileSync(new URL('../node_modules/@modelcontextprotocol/sdk/package.json', import.meta.url), 'utf8'),
  ) as { version: string }
).version;

it('names the protocol versions the MCP SDK in use negotiates, the newest first', () => {
  expect(guide).toContain(`TypeScript SDK ${sdkVersion.split('.').slice(0, 2).join('.')}`);
  expect(guide).toContain(`\`${LATEST_PROTOCOL_VERSION}\` (the newest)`);
  expect(guide).toContain(`is answered with \`${LATEST_PROTOCOL_VERSION}\``);
  for (const version of SUPPORTED_PROTOCOL_VERSIONS) expect(guide).toContain(`\`${version}\``);
});

it('describes the tool sets as the server offers them: one tool per operation, the GET ones read-only', () => {
  // The guide gives no number of tools, so that a new operation of the contract needs no edit of it.
  const keyed = operationList.filter((operation) => !operation.public);
  expect(tools.map((tool) => tool.name)).toEqual(keyed.map((operation) => operation.operationId));
  expect(guide).toContain('| (none) | all of them, one per operation of the contract |');
  expect(tools.filter((tool) => tool.readOnly).map((tool) => tool.name)).toEqual(
    keyed.filter((operation) => operation.method === 'get').map((operation) => operation.operationId),
  );
  expect(guide).toContain('| `--read-only` | those that change nothing (the `GET` operations)');
});

it('quotes the --mock notice and the size limit as the server has them', () => {
  expect(guide).toContain(`"${mockNotice.split('. ')[0]}"`);
  expect(guide).toContain(`over 4 MiB (${maxMessageBytes.toLocaleString('en')} bytes)`);
});
