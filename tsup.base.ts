import { writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import type { Options } from 'tsup';

/** What every package's build shares: ESM and CommonJS with source maps, for ES2022. */
export const packageBuild = {
  format: ['esm', 'cjs'],
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
} satisfies Options;

/**
 * The declarations of a package's entry points, `.d.ts` and `.d.cts`, bundled from those that one
 * TypeScript program writes for every package at once (`tsconfig.declarations.json`, run by each
 * package's `build` script with `tsc -b`, which does nothing when they are up to date). A program per
 * package read zod's, msw's and the DOM's declarations eight times: about 55 CPU-seconds of the
 * build, where the one program takes 17 and bundling what it wrote takes little (CONTRIBUTING.md,
 * "Running the tests").
 * @param packageDir - The package's folder under `packages/`.
 * @param entryPoints - Each entry point's name in `dist/` and its source.
 */
export function declarationBuild(packageDir: string, entryPoints: Readonly<Record<string, string>>): Options {
  const declarationOf = (source: string) =>
    `../../.tmp/declarations/${packageDir}/${source.replace(/\.ts$/, '.d.ts')}`;
  return {
    entry: Object.fromEntries(
      Object.entries(entryPoints).map(([name, source]) => [name, declarationOf(source)]),
    ),
    ...packageBuild,
    dts: { only: true },
    // The JavaScript build empties dist/; this one adds to it.
    clean: false,
  };
}

/**
 * One CommonJS module serving several entry points: `dist/<name>.cjs`, built from `src/<name>.ts`
 * (which re-exports each of them), and for each entry point a file `dist/<facade>.cjs` handing out
 * that entry point's names from it.
 */
export interface CommonJsModule {
  readonly name: string;
  /** The file name of each facade (without `.cjs`), and the source of the entry point it serves. */
  readonly facades: Readonly<Record<string, string>>;
}

/** The names `source` exports, as esbuild finds them (re-exports followed, packages left out). */
async function exportedNames(source: string): Promise<string[]> {
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
  return output?.exports ?? [];
}

async function writeFacades({ name, facades }: CommonJsModule, packageName: string): Promise<void> {
  for (const [facade, source] of Object.entries(facades)) {
    const names = (await exportedNames(source)).map((exported) => `  ${exported}: shared.${exported},`);
    const entry = source.replace(/^src\/(.*)\.ts$/, '$1');
    const header = `"use strict";\n// ${entry === 'index' ? packageName : `${packageName}/${entry}`}: its names of the one CommonJS module.\nconst shared = require("./${name}.cjs");\n`;
    writeFileSync(`dist/${facade}.cjs`, `${header}module.exports = {\n${names.join('\n')}\n};\n`);
  }
}

/**
 * The builds of a package with several entry points: ESM, where tsup's code splitting gives the
 * entry points one copy of every module, and CommonJS as one module per group of entry points
 * (`modules`), each entry point's file handing out its names from it. Built apart, each CommonJS
 * entry point would carry its own copy of every class: an error thrown through one would not be
 * an `instanceof` the class exported by the other (docs/design/0014-commonjs-builds.md). tsup's
 * own code splitting for CommonJS rewrites the output instead (class fields moved into
 * constructors, classes renamed `_class10` in stack traces).
 * @param entryPoints - Each entry point's name in `dist/` and its source, as the ESM build names them.
 * @param commonJs - Options of the CommonJS builds only (a dependency to bundle, say).
 */
export function sharedEntryBuilds(
  packageName: string,
  entryPoints: Readonly<Record<string, string>>,
  modules: readonly CommonJsModule[],
  commonJs: Options = {},
): Options[] {
  return [
    { entry: { ...entryPoints }, ...packageBuild, format: ['esm'], dts: false },
    ...modules.map(
      (module): Options => ({
        entry: { [module.name]: `src/${module.name}.ts` },
        ...packageBuild,
        format: ['cjs'],
        dts: false,
        // The ESM build empties dist/; these add to it.
        clean: false,
        ...commonJs,
        onSuccess: () => writeFacades(module, packageName),
      }),
    ),
    declarationBuild(packageName.replace('@petstore/', ''), entryPoints),
  ];
}
