// Traces SDK calls with @petstore/opentelemetry: a burst that waits at the rate-limit gate, and a
// call retried after a 503. Every span goes to the OpenTelemetry console exporter as it ends (with
// --verbose), and the run ends with the trace drawn as a tree.
import {
  BasicTracerProvider,
  ConsoleSpanExporter,
  InMemorySpanExporter,
  SimpleSpanProcessor,
} from '@opentelemetry/sdk-trace-base';
import { startPetStoreServer } from '@petstore/mock/node';
import { openTelemetry } from '@petstore/opentelemetry';
import { PetStore } from '@petstore/sdk';
import { traceTree } from './trace-tree';

/** Runs the calls against a fresh standalone mock and returns the drawn trace. */
export async function main(verbose = false): Promise<string> {
  // A plan of 3 requests per 2-second window: the fourth call of a burst waits at the gate. The
  // mock's clock starts at the beginning of a window and runs in real time, so that the burst
  // falls in one window however the run is timed (a burst across a boundary would not wait).
  const windowMs = 2_000;
  const started = Date.now();
  const windowStart = Math.ceil(started / windowMs) * windowMs;
  const server = await startPetStoreServer({
    port: 0,
    plans: { tiny: { perMinute: 3, perDay: 1000 } },
    keys: { 'tracing-key': 'tiny' },
    windows: { minuteSeconds: windowMs / 1000 },
    now: () => windowStart + (Date.now() - started),
  });
  const collected = new InMemorySpanExporter();
  const tracerProvider = new BasicTracerProvider({
    spanProcessors: [
      new SimpleSpanProcessor(collected),
      ...(verbose ? [new SimpleSpanProcessor(new ConsoleSpanExporter())] : []),
    ],
  });
  try {
    const client = new PetStore({
      apiKey: 'tracing-key',
      baseUrl: server.url,
      hooks: [openTelemetry({ tracerProvider })],
    });
    await Promise.all(Array.from({ length: 4 }, (_, offset) => client.categories.list({ offset })));
    server.mock.faults.inject({ operationId: 'listPets', status: 503, times: 1 });
    await client.pets.list();
    return traceTree(collected.getFinishedSpans());
  } finally {
    await tracerProvider.shutdown();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(await main(process.argv.includes('--verbose')));
}
