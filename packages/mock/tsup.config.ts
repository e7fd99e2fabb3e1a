import { defineConfig } from 'tsup';

export default defineConfig([
  {
    entry: ['src/index.ts', 'src/node.ts', 'src/browser.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    target: 'es2022',
  },
  {
    entry: ['src/cli.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    target: 'es2022',
    // One file with its dependencies: loading hundreds of modules was most of the bin's start-up.
    noExternal: [/.*/],
    banner: { js: '#!/usr/bin/env node' },
  },
]);
