import { defineConfig } from 'tsup';
import { declarationBuild, packageBuild } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts' };

export default defineConfig([
  { entry: entryPoints, ...packageBuild },
  declarationBuild('conformance', entryPoints),
  // The bin, ESM only; the first build of the run empties dist/, this one adds to it.
  { entry: ['src/cli.ts'], ...packageBuild, format: ['esm'], clean: false },
]);
