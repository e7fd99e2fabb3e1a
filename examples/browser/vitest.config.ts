import { defineProject } from 'vitest/config';

// The end-to-end test builds this example, serves the build with `vite preview` and drives the page
// in headless Chromium and Firefox.
export default defineProject({
  // The test drives a standalone mock with connectPetStoreMock from the mock's sources.
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'example-browser',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
