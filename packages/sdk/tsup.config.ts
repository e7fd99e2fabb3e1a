import { defineConfig } from 'tsup';
import { sharedEntryBuilds } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts', functions: 'src/functions.ts' };

export default defineConfig(
  sharedEntryBuilds('@petstore/sdk', entryPoints, [{ name: 'commonjs', facades: entryPoints }], {
    // ky ships only ESM: its copy inside the CommonJS build lets `require` work where `require(esm)`
    // does not (Jest's module system, Node before 20.19) and avoids its default-export interop.
    // docs/design/0014-commonjs-builds.md
    noExternal: ['ky'],
  }),
);
