import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

/** Sizes of one browser bundle, in bytes. */
export interface BundleSize {
  readonly minified: number;
  readonly gzip: number;
  readonly brotli: number;
  /** Minified bytes each input file contributed, from esbuild's metafile. */
  readonly inputs: Metafile['outputs'][string]['inputs'];
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
    external: [...external],
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]!.contents;
  return {
    minified: code.byteLength,
    gzip: gzipSync(code, { level: 9 }).byteLength,
    brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).byteLength,
    inputs: Object.values(result.metafile.outputs)[0]!.inputs,
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
