import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: { name: 'example-mcp-client', include: ['test/**/*.test.ts'], testTimeout: 60_000 },
});
