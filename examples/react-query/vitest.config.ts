import { defineProject } from 'vitest/config';

// The end-to-end test builds this example, serves the build with `vite preview` and drives the page
// in headless Chromium.
export default defineProject({
  test: {
    name: 'example-react-query',
    include: ['test/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
