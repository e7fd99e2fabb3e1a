import { defineConfig } from 'tsup';
import { packageBuild, sharedEntryBuilds } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts', node: 'src/node.ts', browser: 'src/browser.ts' };

export default defineConfig([
  // `require('@petstore/mock')` finds index.cjs in Node and index.browser.cjs elsewhere (the
  // package's `exports`), so that each shares its module with the entry point of its platform
  // and neither pulls in the other platform's MSW.
  ...sharedEntryBuilds('@petstore/mock', entryPoints, [
    { name: 'commonjs-node', facades: { index: entryPoints.index, node: entryPoints.node } },
    {
      name: 'commonjs-browser',
      facades: { 'index.browser': entryPoints.index, browser: entryPoints.browser },
    },
  ]),
  {
    entry: ['src/cli.ts'],
    ...packageBuild,
    // The bin is run, never imported: ESM only (bin/petstore-mock.js), no declarations.
    format: ['esm'],
    dts: false,
    // The first build of the run empties dist/; this one adds to it.
    clean: false,
    // One file with its dependencies: loading hundreds of modules was most of the bin's start-up.
    noExternal: [/.*/],
    banner: { js: '#!/usr/bin/env node' },
  },
]);
