import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { openTelemetry } from '@petstore/opentelemetry';
import { PetStore } from '@petstore/sdk';
import type { Call, SharedOptions, Target } from './baseline-clients';
import { benchApiKey, constantCategory } from './fixtures';

/** The SDK's defaults (`maxRetries`, `timeout` of its ClientOptions) that the baselines copy. */
export const sdkSharedOptions: SharedOptions = { retries: 3, timeoutMs: 30_000 };

/** One `categories.retrieve` through the SDK with its defaults. */
export function sdkCall(target: Target): Call {
  const client = new PetStore({ apiKey: benchApiKey, baseUrl: target.baseUrl, fetch: target.fetch });
  return () => client.categories.retrieve(constantCategory.id);
}

/**
 * The same call traced by `openTelemetry()`: spans are made and ended by the real SDK's tracer,
 * then dropped (no span processor), so the figure is what tracing adds, not an exporter's cost.
 */
export function sdkTracedCall(target: Target): Call {
  const tracerProvider = new BasicTracerProvider();
  const client = new PetStore({
    apiKey: benchApiKey,
    baseUrl: target.baseUrl,
    fetch: target.fetch,
    hooks: [openTelemetry({ tracerProvider })],
  });
  return () => client.categories.retrieve(constantCategory.id);
}
