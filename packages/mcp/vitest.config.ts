import { defineProject } from 'vitest/config';

// The built bin, driven by the MCP SDK's own Client over stdio and Streamable HTTP, against the
// standalone mock.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: { name: 'mcp', include: ['test/**/*.test.ts'], testTimeout: 60_000, hookTimeout: 60_000 },
});
