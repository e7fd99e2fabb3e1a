import type { Options } from 'tsup';

/** What every package's build shares: ESM and CommonJS with declarations and source maps, for ES2022. */
export const packageBuild = {
  format: ['esm', 'cjs'],
  dts: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
} satisfies Options;
