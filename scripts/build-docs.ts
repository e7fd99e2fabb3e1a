// `pnpm run docs`: the docs site under docs/api (TypeDoc: every package's API and the guides), the
// OpenAPI reference at docs/reference/index.html (Redocly) and the interactive one, with a try-it
// panel, at docs/reference/try-it/index.html (Swagger UI; `--try-it-target <url>` sets where its
// requests go, the standalone mock's default address otherwise). Fails on any TypeDoc warning, on a
// document whose generated tables no longer match the code, and on a Redocly failure.
// `pnpm run docs --write` rewrites the generated tables first, as `pnpm generate` does.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Application, PackageJsonReader, TSConfigReader, TypeDocReader } from 'typedoc';
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

function buildReference(): void {
  // --inlineBundle: the page works offline and from file://, not only with Redocly's CDN; the
  // template keeps the sidebar's stability badges whole.
  // Its output is shown only when it fails: on Node 20 it always prints a notice that its future
  // releases need Node 22, which the pinned version does not (README, "Supported runtimes").
  try {
    execFileSync(
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
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
    );
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(String(stdout ?? ''), String(stderr ?? ''));
    throw error;
  }
  writeFileSync(referenceFile, readFileSync(referenceFile, 'utf8').replace(cdnLogo, localLogo));
  console.log(`[docs] OpenAPI reference: ${referenceFile}`);
}

// The same steps as the `typedoc` CLI, in-process so that the TypeScript plugin of typedoc.json loads.
async function buildApiDocs(): Promise<void> {
  const app = await Application.bootstrapWithPlugins({}, [
    new TypeDocReader(),
    new PackageJsonReader(),
    new TSConfigReader(),
  ]);
  const project = await app.convert();
  if (!project) throw new Error('[docs] TypeDoc could not convert the packages');
  app.validate(project);
  if (app.logger.hasErrors() || app.logger.hasWarnings()) {
    throw new Error(`[docs] TypeDoc: ${app.logger.errorCount} errors, ${app.logger.warningCount} warnings`);
  }
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
// Before TypeDoc: the reference guide links to the page, and TypeDoc copies what guides link to.
buildReference();
const targetFlag = process.argv.indexOf('--try-it-target');
const tryIt = writeTryItReference(
  'docs/reference/try-it',
  targetFlag > 0 ? process.argv[targetFlag + 1] : undefined,
);
console.log(`[docs] interactive reference: ${tryIt}`);
await buildApiDocs();
