import { defineProject } from 'vitest/config';

// Traces of real SDK calls against the real mock, exported by the real OpenTelemetry SDK.
export default defineProject({
  resolve: { conditions: ['@petstore/source'] },
  ssr: { resolve: { conditions: ['@petstore/source'] } },
  test: {
    name: 'opentelemetry',
    // The files share a worker: see scripts/shared-worker-guard.ts.
    isolate: false,
    setupFiles: ['../../scripts/shared-worker-guard.ts'],
    include: ['test/**/*.test.ts'],
  },
});
