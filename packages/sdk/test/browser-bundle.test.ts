import { fileURLToPath } from 'node:url';
import { errorCodes, type JsonSchema, operationList } from '@petstore/contract';
import { buildComponentSchemas } from '@petstore/contract/internal';
import { type BuildOptions, build, type Plugin } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The SDK ships the contract to browsers, but only what a client runs: the OpenAPI generator, zod's
// JSON Schema conversion and the documentation texts (src/docs of the contract) must stay out of
// any bundle of it. Sizes are measured by benchmarks; this test guards the import graph.

const sdkDirectory = fileURLToPath(new URL('..', import.meta.url));
const bundleOptions = {
  bundle: true,
  format: 'esm',
  conditions: ['@petstore/source'],
  write: false,
  logLevel: 'silent',
} satisfies BuildOptions;

/**
 * The contract as its package ships it: one file that imports zod (tsup bundles `src/index.ts` so),
 * where only pure annotations, not the package's `sideEffects: false`, let a bundler drop what is
 * unused.
 */
async function contractInOneFile(): Promise<Plugin> {
  const result = await build({
    ...bundleOptions,
    stdin: { contents: "export * from '@petstore/contract';", resolveDir: sdkDirectory },
    platform: 'neutral',
    external: ['zod', 'zod/*'],
  });
  const contents = result.outputFiles[0]?.text ?? '';
  return {
    name: 'contract-in-one-file',
    setup(plugin) {
      plugin.onResolve({ filter: /^@petstore\/contract$/ }, () => ({
        path: 'contract',
        namespace: 'one-file',
      }));
      plugin.onLoad({ filter: /.*/, namespace: 'one-file' }, () => ({ contents, resolveDir: sdkDirectory }));
    },
  };
}

/**
 * The whole public surface of the SDK, bundled and minified for browsers as an app's bundler would:
 * the modules that reach the output, and the code.
 */
async function bundle(contract: 'modules' | 'one file'): Promise<{ inputs: string[]; code: string }> {
  const result = await build({
    ...bundleOptions,
    stdin: { contents: "export * from './src/index';", resolveDir: sdkDirectory, loader: 'ts' },
    platform: 'browser',
    minify: true,
    metafile: true,
    plugins: contract === 'one file' ? [await contractInOneFile()] : [],
  });
  // esbuild reads every module that is imported; those tree shaking dropped add no bytes to the output.
  const [output] = Object.values(result.metafile.outputs);
  const inputs = Object.entries(output?.inputs ?? {}).filter(([, input]) => input.bytesInOutput > 0);
  return { inputs: inputs.map(([path]) => path), code: result.outputFiles[0]?.text ?? '' };
}

/** Every description in the document's components, fields included. */
function schemaDescriptions(schema: JsonSchema): string[] {
  const properties = Object.values((schema.properties ?? {}) as Record<string, JsonSchema>);
  return [
    ...(typeof schema.description === 'string' ? [schema.description] : []),
    ...properties.flatMap(schemaDescriptions),
  ];
}

describe('a browser bundle of the SDK', () => {
  it('leaves out the OpenAPI generator, JSON Schema conversion and the documentation modules', async () => {
    const { inputs } = await bundle('modules');
    expect(inputs.some((input) => input.includes('contract/src/schemas/'))).toBe(true);
    expect(inputs.filter((input) => /contract\/src\/(openapi|docs)\//.test(input))).toEqual([]);
    expect(inputs.filter((input) => /zod\/.*json-schema/.test(input))).toEqual([]);
  });

  it.each(['modules', 'one file'] as const)(
    'carries none of the texts that only the document and the docs show (contract as %s)',
    async (contract) => {
      const { inputs, code } = await bundle(contract);
      const texts = [
        ...operationList.flatMap((operation) => [
          operation.summary,
          operation.description,
          operation.response.description,
        ]),
        ...Object.values(errorCodes).map((code) => code.when),
        ...Object.values(buildComponentSchemas()).flatMap(schemaDescriptions),
      ];
      expect(texts.length).toBeGreaterThan(100);
      expect(texts.filter((text) => code.includes(JSON.stringify(text).slice(1, -1)))).toEqual([]);
      expect(inputs.filter((input) => /zod\/.*json-schema/.test(input))).toEqual([]);
    },
  );
});
