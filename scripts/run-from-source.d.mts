import type { BuildOptions } from 'esbuild';

/**
 * esbuild's options for one ES module for Node 20 holding `entry` and everything it imports, the
 * workspace's packages from their sources (the `@petstore/source` condition).
 */
export function sourceBundleOptions(entry: string): BuildOptions;
