// The guide's setup: the OpenTelemetry Node SDK registers the global tracer provider and the W3C
// propagator, and openTelemetry() without options uses them.
import { NodeSDK } from '@opentelemetry/sdk-node';
import { type ReadableSpan, SimpleSpanProcessor, type SpanExporter } from '@opentelemetry/sdk-trace-base';
import { startPetStoreServer } from '@petstore/mock/node';
import { openTelemetry } from '@petstore/opentelemetry';
import { PetStore } from '@petstore/sdk';
import { expect, it } from 'vitest';

it('traces through the global provider of the Node SDK, and the mock sees its traceparent', async () => {
  // Kept past shutdown, which empties an InMemorySpanExporter.
  const spans: ReadableSpan[] = [];
  const exporter: SpanExporter = {
    export: (batch, done) => {
      spans.push(...batch);
      done({ code: 0 });
    },
    shutdown: async () => {},
  };
  const otel = new NodeSDK({ spanProcessors: [new SimpleSpanProcessor(exporter)], instrumentations: [] });
  otel.start();
  const server = await startPetStoreServer({ port: 0 });
  try {
    const client = new PetStore({ apiKey: 'demo-free', baseUrl: server.url, hooks: [openTelemetry()] });
    await client.categories.list();
    // The Node SDK's resource detectors settle asynchronously; spans are exported once they have.
    await otel.shutdown();
    expect(spans.map((span) => span.name)).toEqual(['GET /categories', 'listCategories']);
    const attempt = spans[0]?.spanContext();
    expect(server.mock.journal.entries.map((entry) => entry.traceparent)).toEqual([
      `00-${attempt?.traceId}-${attempt?.spanId}-01`,
    ]);
  } finally {
    await server.close();
    await otel.shutdown();
  }
});
