import { defineConfig } from 'tsup';
import { sharedEntryBuilds } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts', internal: 'src/internal.ts' };

export default defineConfig(
  sharedEntryBuilds('@petstore/contract', entryPoints, [{ name: 'commonjs', facades: entryPoints }]),
);
