import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

export default defineConfig([
  { entry: ['src/index.ts', 'src/functions.ts'], ...packageBuild, format: ['esm'] },
  {
    entry: ['src/index.ts', 'src/functions.ts'],
    ...packageBuild,
    format: ['cjs'],
    // The first build of the run empties dist/; this one adds to it.
    clean: false,
    // ky ships only ESM: its copy inside the CommonJS build lets `require` work where `require(esm)`
    // does not (Jest's module system, Node before 20.19) and avoids its default-export interop.
    // docs/design/0014-commonjs-builds.md
    noExternal: ['ky'],
    // One copy of the client's classes shared by both entry points, as in the ESM build: an error
    // thrown through `@petstore/sdk/functions` is an instance of `@petstore/sdk`'s class, and a
    // `PetStore` is the `PetStoreCore` the functions take.
    splitting: true,
  },
]);
