// `pnpm run docs`: the docs site under docs/api (TypeDoc: every package's API and the guides), the
// OpenAPI reference at docs/reference/index.html (Redocly) and the interactive one, with a try-it
// panel, at docs/reference/try-it/index.html (Swagger UI; `--try-it-target <url>` sets where its
// requests go, the standalone mock's default address otherwise). Fails on any TypeDoc warning, on a
// document whose generated tables no longer match the code, and on a Redocly failure.
// `pnpm run docs --write` rewrites the generated tables first, as `pnpm generate` does.
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Minimatch } from 'minimatch';
import {
  Application,
  type DocumentationEntryPoint,
  normalizePath,
  PackageJsonReader,
  TSConfigReader,
  TypeDocReader,
} from 'typedoc';
import ts from 'typescript';
import { syncGeneratedSections } from './docs/generated-sections';
import { writeTryItReference } from './docs/try-it-reference';

const root = fileURLToPath(new URL('..', import.meta.url));
const openApiFile = 'packages/contract/openapi.json';
const referenceFile = 'docs/reference/index.html';

function checkGeneratedSections(write: boolean): void {
  const stale = syncGeneratedSections(root, write);
  if (stale.length === 0) return;
  if (write) console.log(`[docs] rewrote generated tables in ${stale.join(', ')}`);
  else throw new Error(`[docs] generated tables are stale in ${stale.join(', ')}: run \`pnpm generate\``);
}

/** Redocly's logo, which Redoc's sidebar footer fetches from Redocly's CDN. */
const cdnLogo = /https:\/\/cdn\.redoc\.ly\/redoc\/logo-mini(?:-full)?\.svg/g;
/** The same credit drawn in place, so that the page loads nothing from another host. */
const localLogo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="56" height="16"><text x="0" y="12" font-family="sans-serif" font-size="12" fill="#6b7280">Redocly</text></svg>',
)}`;

async function buildReference(): Promise<void> {
  // --inlineBundle: the page works offline and from file://, not only with Redocly's CDN; the
  // template keeps the sidebar's stability badges whole.
  // Its output is shown only when it fails: on Node 20 it always prints a notice that its future
  // releases need Node 22, which the pinned version does not (README, "Supported runtimes").
  try {
    await promisify(execFile)(
      'node_modules/.bin/redocly',
      [
        'build-docs',
        openApiFile,
        '--inlineBundle',
        '--template',
        'scripts/docs/redoc-template.hbs',
        '--lint-config',
        'error',
        '-o',
        referenceFile,
      ],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    console.error(String(stdout ?? ''), String(stderr ?? ''));
    throw error;
  }
  writeFileSync(referenceFile, readFileSync(referenceFile, 'utf8').replace(cdnLogo, localLogo));
  console.log(`[docs] OpenAPI reference: ${referenceFile}`);
}

/**
 * Makes every package's conversion use one TypeScript program. TypeDoc's packages mode would make
 * a program per package, the same one each time (typedoc.json gives every package
 * tsconfig.typedoc.json: the sources of all packages): one program parses and binds them once, and
 * its checker learns the contract's types once. The entry points are what TypeDoc's own
 * resolution gives: each glob of the package's `entryPoints` in order, its files sorted, named by
 * their path from `displayBasePath`.
 */
function shareOneProgram(app: Application): void {
  let shared: { key: string; program: ts.Program } | undefined;
  app.getEntryPoints = () => {
    const rootNames = app.options.getFileNames();
    const options = app.options.getCompilerOptions(app.logger);
    const key = JSON.stringify([rootNames, options]);
    if (shared?.key !== key) shared = { key, program: ts.createProgram({ rootNames, options }) };
    const { program } = shared;
    const base = app.options.getValue('displayBasePath');
    return app.options.getValue('entryPoints').flatMap((glob): DocumentationEntryPoint[] => {
      const pattern = new Minimatch(glob);
      const files = program
        .getRootFileNames()
        .filter((file) => pattern.match(file))
        .sort();
      if (files.length === 0) app.logger.warn(`[docs] no source file of the program matches ${glob}`);
      return files.map((file) => ({
        displayName: normalizePath(relative(base, file)).replace(
          /(\/index)?(\.d)?\.([cm][tj]s|[tj]sx?)$/,
          '',
        ),
        sourceFile: program.getSourceFile(file) as ts.SourceFile,
        program,
      }));
    });
  };
}

// The same steps as the `typedoc` CLI, in-process so that the TypeScript plugin of typedoc.json loads.
async function buildApiDocs(reference: Promise<void>): Promise<void> {
  const app = await Application.bootstrapWithPlugins({}, [
    new TypeDocReader(),
    new PackageJsonReader(),
    new TSConfigReader(),
  ]);
  shareOneProgram(app);
  const project = await app.convert();
  if (!project) throw new Error('[docs] TypeDoc could not convert the packages');
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(`[docs] TypeDoc: ${app.logger.errorCount} errors, ${app.logger.warningCount} warnings`);
  }
  await reference;
  await app.generateOutputs(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(
      `[docs] TypeDoc output: ${app.logger.errorCount} errors, ${app.logger.warningCount} warnings`,
    );
  }
  console.log(`[docs] API docs and guides: ${app.options.getValue('out')}`);
}

process.chdir(root);
checkGeneratedSections(process.argv.includes('--write'));
// Redocly (a process of its own) builds the reference while TypeDoc converts. The reference guide
// links to the page: TypeDoc notes a linked file while it converts (a missing one is a warning) and
// copies it when it writes, so the page is there from the start (a fresh clone's is empty until
// Redocly is done) and TypeDoc writes once Redocly is done.
if (!existsSync(referenceFile)) {
  mkdirSync(dirname(referenceFile), { recursive: true });
  writeFileSync(referenceFile, '');
}
const reference = buildReference();
// A failure shows when it is awaited, after the conversion.
reference.catch(() => {});
const targetFlag = process.argv.indexOf('--try-it-target');
const tryIt = writeTryItReference(
  'docs/reference/try-it',
  targetFlag > 0 ? process.argv[targetFlag + 1] : undefined,
);
console.log(`[docs] interactive reference: ${tryIt}`);
await buildApiDocs(reference);
