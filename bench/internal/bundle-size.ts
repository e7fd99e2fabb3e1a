import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';
import type { SourceMap } from './gzip-by-part';

/** Sizes of one browser bundle, in bytes. */
export interface BundleSize {
  readonly minified: number;
  readonly gzip: number;
  readonly brotli: number;
  /** Minified bytes each input file contributed, from esbuild's metafile. */
  readonly inputs: Metafile['outputs'][string]['inputs'];
  /** The bundle's code, and its source map (which source each stretch of it comes from). */
  readonly code: string;
  readonly sourceMap: SourceMap;
}

/**
 * Bundles `source` (an app's entry module) for browsers as an app's build would: esbuild, ESM,
 * minified, tree-shaken, production `NODE_ENV`. Workspace packages resolve to their TypeScript
 * sources (the `@petstore/source` condition), so no build step is needed first.
 * @param external - Imports left out of the bundle, to weigh what a package adds.
 */
export async function bundleSize(
  source: string,
  resolveDir: string,
  external: readonly string[] = [],
): Promise<BundleSize> {
  const result = await build({
    stdin: { contents: source, resolveDir, loader: 'ts', sourcefile: 'app.ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    conditions: ['@petstore/source'],
    define: { 'process.env.NODE_ENV': '"production"' },
    write: false,
    metafile: true,
    // A map file of its own (in memory, as the code): no comment naming it is added to the code measured.
    sourcemap: 'external',
    outfile: 'app.js',
    external: [...external],
    logLevel: 'silent',
  });
  const output = result.outputFiles.find((file) => file.path.endsWith('.js'))!;
  const map = result.outputFiles.find((file) => file.path.endsWith('.map'))!;
  const code = output.contents;
  return {
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    inputs: Object.values(result.metafile.outputs).find((file) => file.entryPoint !== undefined)!.inputs,
    code: output.text,
    sourceMap: JSON.parse(map.text) as SourceMap,
  };
}

/** Minified bytes per package (`name` from node_modules, or the workspace folder). */
export function bytesByPackage(inputs: BundleSize['inputs']): Map<string, number> {
  const totals = new Map<string, number>();
  for (const [file, { bytesInOutput }] of Object.entries(inputs)) {
    const fromModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(file);
    const fromWorkspace = /(?:^|\/)packages\/([^/]+)\//.exec(file);
    const name = fromModules?.[1] ?? (fromWorkspace ? `@petstore/${fromWorkspace[1]}` : 'app');
    totals.set(name, (totals.get(name) ?? 0) + bytesInOutput);
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}
