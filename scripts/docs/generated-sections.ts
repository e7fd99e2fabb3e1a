import { readFileSync, writeFileSync } from 'node:fs';
import { renderControlApi } from './sections/control-api';
import { renderDeprecations } from './sections/deprecations';
import { renderErrorClasses } from './sections/error-classes';
import { renderErrorCodes } from './sections/error-codes';
import { renderOperations } from './sections/operations';
import { renderPagination } from './sections/pagination';
import { renderPlans } from './sections/plans';
import { renderRateLimitPolicy } from './sections/rate-limit-policy';

/**
 * Parts of the guides that restate the contract. Each sits between
 * `<!-- generated:NAME -->` and `<!-- /generated:NAME -->` in a guide and is rendered from the
 * contract (and the SDK), so a guide cannot drift from the code it describes.
 */
export const sectionRenderers: Readonly<Record<string, () => string>> = {
  'error-classes': renderErrorClasses,
  'error-codes': renderErrorCodes,
  pagination: renderPagination,
  plans: renderPlans,
  'rate-limit-policy': renderRateLimitPolicy,
  operations: renderOperations,
  deprecations: renderDeprecations,
  'control-api': renderControlApi,
};

const marked = /(<!-- generated:([\w-]+) -->\n)([\s\S]*?)(<!-- \/generated:\2 -->)/g;

/** A guide's text with every generated section rendered afresh. */
export function renderGeneratedSections(markdown: string, file: string): string {
  return markdown.replace(marked, (_, open: string, name: string, _old: string, close: string) => {
    const render = sectionRenderers[name];
    if (!render) throw new Error(`${file}: unknown generated section "${name}"`);
    return `${open}${render().trimEnd()}\n${close}`;
  });
}

/** The generated section names a guide holds. */
export function generatedSectionNames(markdown: string): string[] {
  return [...markdown.matchAll(marked)].map((match) => match[2] as string);
}

/**
 * Brings the generated sections of the guides up to date (`write`) or lists the guides whose
 * sections are stale.
 */
export function syncGeneratedSections(files: readonly string[], write: boolean): string[] {
  const stale: string[] = [];
  for (const file of files) {
    const current = readFileSync(file, 'utf8');
    const fresh = renderGeneratedSections(current, file);
    if (fresh === current) continue;
    stale.push(file);
    if (write) writeFileSync(file, fresh);
  }
  return stale;
}
