import { defineProject } from 'vitest/config';

export default defineProject({
  // Inside this workspace the packages' TypeScript sources are used, so the suite runs without a
  // build; an application that installs @petstore/sdk and @petstore/mock leaves these two lines out.
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: { name: 'example-testing-with-vitest', include: ['test/**/*.test.ts'] },
});
