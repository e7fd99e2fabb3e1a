import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig([
  { entry: ['src/index.ts'], ...packageBuild },
  // The bin, ESM only; the first build of the run empties dist/, this one adds to it.
  { entry: ['src/cli.ts'], ...packageBuild, format: ['esm'], dts: false, clean: false },
]);
