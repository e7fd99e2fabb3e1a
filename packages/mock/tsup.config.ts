import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig([
  { entry: ['src/index.ts', 'src/node.ts', 'src/browser.ts'], ...packageBuild },
  {
    entry: ['src/cli.ts'],
    ...packageBuild,
    // The first build of the run empties dist/; this one adds to it.
    clean: false,
    // One file with its dependencies: loading hundreds of modules was most of the bin's start-up.
    noExternal: [/.*/],
    banner: { js: '#!/usr/bin/env node' },
  },
]);
