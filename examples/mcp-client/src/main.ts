// What an AI agent's host does with petstore-mcp: start it over stdio with the key in its
// environment, list its tools, call one. Here against a standalone mock on a free port, with the
// bin run from its TypeScript sources (bundled under the workspace's `@petstore/source` condition
// by the clone's scripts/run-from-source.mjs, as `pnpm mcp` runs it), so that a fresh clone needs
// no build.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { startPetStoreServer } from '@petstore/mock/node';

const mcpPackage = dirname(createRequire(import.meta.url).resolve('@petstore/mcp/package.json'));
// Node's arguments for the bin's sources in the clone (the package is its `packages/mcp`). Where
// the package is installed, an MCP client names `command: 'npx', args: ['-y', '@petstore/mcp']`
// instead.
const args = [join(mcpPackage, '../../scripts/run-from-source.mjs'), join(mcpPackage, 'src/cli.ts')];

/** Calls `listPets` through the MCP server and returns the tool count and the answer. */
export async function main(): Promise<{ tools: number; answer: CallToolResult }> {
  const mock = await startPetStoreServer({ port: 0 });
  const client = new Client({ name: 'example-agent', version: '1.0.0' });
  try {
    // The command and environment an MCP client's configuration names (README of @petstore/mcp).
    await client.connect(
      new StdioClientTransport({
        command: process.execPath,
        args,
        env: { PATH: process.env.PATH ?? '', PETSTORE_API_KEY: 'demo-free', PETSTORE_BASE_URL: mock.url },
      }),
    );
    const { tools } = await client.listTools();
    const answer = (await client.callTool({ name: 'listPets', arguments: { limit: 2 } })) as CallToolResult;
    return { tools: tools.length, answer };
  } finally {
    await client.close();
    await mock.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { tools, answer } = await main();
  console.log(`${tools} tools; listPets answered:`);
  console.log((answer.content[0] as { text: string }).text);
}
