import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderConformanceUnprovoked } from './sections/conformance-unprovoked';
import { renderControlApi } from './sections/control-api';
import { renderDeprecations } from './sections/deprecations';
import { renderErrorClasses, renderErrorClassSummary } from './sections/error-classes';
import { renderErrorCodes } from './sections/error-codes';
import { renderInvalidations } from './sections/invalidations';
import { renderMarkers, renderSdkResources } from './sections/markers';
import { renderOperations } from './sections/operations';
import { renderOptions } from './sections/options';
import { renderPagination } from './sections/pagination';
import { renderPlans } from './sections/plans';
import { renderRateLimitPolicy } from './sections/rate-limit-policy';

const source = (path: string) => new URL(`../../${path}`, import.meta.url);

/**
 * Parts of the guides and READMEs that restate the code. Each sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` (or `<!-- generated:NAME a b -->`, which
 * hands the renderer the words after its name) and is rendered from the contract, the SDK's classes
 * or an options interface's TSDoc, so a document cannot drift from the code it describes.
 * `pnpm generate` rewrites them; a packaging test fails while one is stale.
 */
export const sectionRenderers: Readonly<Record<string, (args: readonly string[]) => string>> = {
  'error-classes': renderErrorClasses,
  'error-class-summary': renderErrorClassSummary,
  'error-codes': renderErrorCodes,
  pagination: renderPagination,
  plans: renderPlans,
  'rate-limit-policy': renderRateLimitPolicy,
  operations: renderOperations,
  markers: renderMarkers,
  'sdk-resources': renderSdkResources,
  'conformance-unprovoked': renderConformanceUnprovoked,
  deprecations: renderDeprecations,
  invalidations: renderInvalidations,
  'control-api': renderControlApi,
  'client-options': (only) =>
    renderOptions(source('packages/sdk/src/api/client-options.ts'), 'ClientOptions', only),
  'mock-options': (only) => renderOptions(source('packages/mock/src/api/options.ts'), 'MockOptions', only),
  'redis-store-options': (only) =>
    renderOptions(
      source('packages/rate-limit-redis/src/redis-rate-limit-store-options.ts'),
      'RedisRateLimitStoreOptions',
      only,
    ),
};

const marked = /(<!-- generated:([\w-]+)((?: [\w-]+)*) -->\n)([\s\S]*?)(<!-- \/generated:\2 -->)/g;

/**
 * The Markdown a reader of the repository meets, relative to `root`: the README, the guides and
 * the landing page of docs/, and the README of every package and example.
 */
export function documentFiles(root: string): string[] {
  const inFolder = (folder: string) =>
    readdirSync(join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${folder}/${entry.name}/README.md`)
      .filter((file) => existsSync(join(root, file)));
  const guides = readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `docs/${file}`);
  return ['README.md', ...guides.sort(), ...inFolder('packages').sort(), ...inFolder('examples').sort()];
}

/**
 * The Markdown whose generated sections `pnpm generate` writes, relative to `root`: the
 * {@link documentFiles} and the design records (`docs/design/*.md`), which restate the contract's
 * markers and lists where a decision rests on them.
 */
export function generatedDocumentFiles(root: string): string[] {
  const records = readdirSync(join(root, 'docs/design'))
    .filter((file) => file.endsWith('.md'))
    .sort()
    .map((file) => `docs/design/${file}`);
  return [...documentFiles(root), ...records];
}

/** A document's text with every generated section rendered afresh. */
export function renderGeneratedSections(markdown: string, file: string): string {
  return markdown.replace(
    marked,
    (_, open: string, name: string, args: string, _old: string, close: string) => {
      const render = sectionRenderers[name];
      if (!render) throw new Error(`${file}: unknown generated section "${name}"`);
      return `${open}${render(args.split(' ').filter(Boolean)).trimEnd()}\n${close}`;
    },
  );
}

/** The generated section names a document holds. */
export function generatedSectionNames(markdown: string): string[] {
  return [...markdown.matchAll(marked)].map((match) => match[2] as string);
}

/**
 * Brings the generated sections of the documents under `root` up to date (`write`), or only lists
 * the documents, relative to `root`, whose sections are stale.
 */
export function syncGeneratedSections(root: string, write: boolean): string[] {
  const stale: string[] = [];
  for (const file of generatedDocumentFiles(root)) {
    const current = readFileSync(join(root, file), 'utf8');
    const fresh = renderGeneratedSections(current, file);
    if (fresh === current) continue;
    stale.push(file);
    if (write) writeFileSync(join(root, file), fresh);
  }
  return stale;
}
