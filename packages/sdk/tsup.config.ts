import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { defineConfig } from 'tsup';
import { packageBuild } from '../../tsup.base';

const entryPoints = { index: 'src/index.ts', functions: 'src/functions.ts' };

/**
 * Writes `dist/<entry>.cjs` for each entry point: its names, taken from the one CommonJS module
 * (src/commonjs.ts says why there is one), so that `require` of an entry point gives exactly what
 * `import` gives. The names are the ones esbuild finds the entry exporting.
 */
async function writeCommonJsEntries(): Promise<void> {
  for (const [name, source] of Object.entries(entryPoints)) {
    const { metafile } = await build({
      entryPoints: [source],
      bundle: true,
      format: 'esm',
      write: false,
      metafile: true,
      packages: 'external',
      logLevel: 'silent',
    });
    const [output] = Object.values(metafile.outputs);
    const names = (output?.exports ?? []).map((exported) => `  ${exported}: shared.${exported},`);
    const header = `"use strict";\n// ${name === 'index' ? '@petstore/sdk' : `@petstore/sdk/${name}`}: its names of the one CommonJS module.\nconst shared = require("./commonjs.cjs");\n`;
    writeFileSync(`dist/${name}.cjs`, `${header}module.exports = {\n${names.join('\n')}\n};\n`);
  }
}

export default defineConfig([
  { entry: Object.values(entryPoints), ...packageBuild, format: ['esm'] },
  {
    entry: { commonjs: 'src/commonjs.ts' },
    ...packageBuild,
    format: ['cjs'],
    dts: { entry: entryPoints },
    // The first build of the run empties dist/; this one adds to it.
    clean: false,
    // ky ships only ESM: its copy inside the CommonJS build lets `require` work where `require(esm)`
    // does not (Jest's module system, Node before 20.19) and avoids its default-export interop.
    // docs/design/0014-commonjs-builds.md
    noExternal: ['ky'],
    onSuccess: writeCommonJsEntries,
  },
]);
