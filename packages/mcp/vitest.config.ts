import { defineProject } from 'vitest/config';

// The bin from its sources (bundled once, test/bundle-bin.ts), driven by the MCP SDK's own Client
// over stdio and Streamable HTTP, against the standalone mock.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'mcp',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['test/**/*.test.ts'],
    globalSetup: ['./test/bundle-bin.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
