import { defineConfig } from 'tsup';
import { declarationBuild, packageBuild } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts' };

export default defineConfig([
  { entry: entryPoints, ...packageBuild },
  declarationBuild('rate-limit-redis', entryPoints),
]);
