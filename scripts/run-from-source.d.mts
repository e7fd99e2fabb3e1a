import type { BuildOptions } from 'esbuild';

/**
 * esbuild's options for one ES module for Node 20 holding `entry` and everything it imports, the
 * workspace's packages from their sources (the `@petstore/source` condition).
 */
export function sourceBundleOptions(entry: string): BuildOptions;

/**
 * Bundles `entry` into `outfile` unless the bundle there was built from inputs that have not
 * changed since; resolves to whether it bundled.
 */
export function ensureSourceBundle(entry: string, outfile: string): Promise<boolean>;
