import { mkdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { BasicTracerProvider } from '@opentelemetry/sdk-trace-base';
import { build } from 'esbuild';
import type { Call, SharedOptions, Target } from './baseline-clients';
import { benchApiKey, constantCategory } from './fixtures';

/** The SDK's defaults (`maxRetries`, `timeout` of its ClientOptions) that the baselines copy. */
export const sdkSharedOptions: SharedOptions = { retries: 3, timeoutMs: 30_000 };

type Sdk = typeof import('@petstore/sdk');
type SdkFunctions = typeof import('@petstore/sdk/functions');
type SdkOpenTelemetry = typeof import('@petstore/opentelemetry');

/** The SDK's two entry points, and its OpenTelemetry hooks, as an app's build ships them. */
export interface BuiltSdk {
  readonly client: Sdk;
  readonly functions: SdkFunctions;
  readonly openTelemetry: SdkOpenTelemetry;
}

const outdir = fileURLToPath(new URL('../node_modules/.cache/petstore-sdk-bench/', import.meta.url));

/**
 * Bundles both entry points and `@petstore/opentelemetry` from their sources as an app's build
 * does (esbuild, ES2022, no name keeping) and imports them. The benchmark runner's own TypeScript loader keeps every function's
 * name, which costs the SDK's closures time that no shipped build pays.
 */
export async function buildSdk(): Promise<BuiltSdk> {
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: {
      client: 'packages/sdk/src/index.ts',
      functions: 'packages/sdk/src/functions.ts',
      openTelemetry: 'packages/opentelemetry/src/index.ts',
    },
    // The app's own copy of the OpenTelemetry API and SDK, the one the benchmark's tracer comes from.
    external: ['@opentelemetry/*'],
    absWorkingDir: fileURLToPath(new URL('../..', import.meta.url)),
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'es2022',
    conditions: ['@petstore/source'],
    outdir,
    outExtension: { '.js': '.mjs' },
    logLevel: 'error',
  });
  const load = (name: string) => import(pathToFileURL(`${outdir}${name}.mjs`).href);
  return {
    client: (await load('client')) as Sdk,
    functions: (await load('functions')) as SdkFunctions,
    openTelemetry: (await load('openTelemetry')) as SdkOpenTelemetry,
  };
}

/** One `categories.retrieve` through the SDK's client with its defaults. */
export function sdkCall(sdk: BuiltSdk, target: Target): Call {
  const client = new sdk.client.PetStore({
    apiKey: benchApiKey,
    baseUrl: target.baseUrl,
    fetch: target.fetch,
  });
  return () => client.categories.retrieve(constantCategory.id);
}

/** The same call through `@petstore/sdk/functions`: `getCategory(core, id)`. */
export function sdkFunctionCall(sdk: BuiltSdk, target: Target): Call {
  const { PetStoreCore, getCategory } = sdk.functions;
  const core = new PetStoreCore({ apiKey: benchApiKey, baseUrl: target.baseUrl, fetch: target.fetch });
  return () => getCategory(core, constantCategory.id);
}

/**
 * The client's call traced by `openTelemetry()`: spans are made and ended by the real SDK's
 * tracer, then dropped (no span processor), so the figure is what tracing adds, not an exporter's
 * cost.
 */
export function sdkTracedCall(sdk: BuiltSdk, target: Target): Call {
  const tracerProvider = new BasicTracerProvider();
  const client = new sdk.client.PetStore({
    apiKey: benchApiKey,
    baseUrl: target.baseUrl,
    fetch: target.fetch,
    hooks: [sdk.openTelemetry.openTelemetry({ tracerProvider })],
  });
  return () => client.categories.retrieve(constantCategory.id);
}
