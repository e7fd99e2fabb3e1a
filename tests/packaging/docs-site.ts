import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { root } from './workspace';

/** The guides: every Markdown file of docs/ except the landing page, which is the site's readme. */
export function guideFiles(): string[] {
  return readdirSync(join(root, 'docs'))
    .filter((file) => file.endsWith('.md') && file !== 'index.md')
    .map((file) => `docs/${file}`)
    .sort();
}

/**
 * A document's title as the site gives it: the `title` of its front matter, else its first `#`
 * heading (scripts/docs/typedoc-plugin-documents.ts), else its file name.
 */
export function guideTitle(file: string): string {
  const text = readFileSync(join(root, file), 'utf8');
  const frontMatter = /^---\n[\s\S]*?^title: (.+)$[\s\S]*?^---$/m.exec(text);
  const heading = /^# (.+)$/m.exec(text)?.[1]?.replaceAll('`', '').trim();
  return frontMatter?.[1] ?? heading ?? file.replace(/^.*\/|\.md$/g, '');
}

/** One entry of TypeDoc's navigation tree. */
export interface NavigationNode {
  text: string;
  path?: string;
  children?: NavigationNode[];
}

/** The data a script of the site carries, deflated and in base64 (`window.navigationData = "…"`). */
function siteData(file: string, name: string): unknown {
  const script = readFileSync(join(root, 'docs/api/assets', file), 'utf8');
  const data = new RegExp(`${name} = "([A-Za-z0-9+/=]+)"`).exec(script)?.[1];
  if (!data) throw new Error(`${file} holds no ${name}`);
  return JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8'));
}

/** TypeDoc's navigation tree, as the site's sidebar shows it (docs/api/assets/navigation.js). */
export function readNavigation(): NavigationNode[] {
  return siteData('navigation.js', 'navigationData') as NavigationNode[];
}

/** What the site's search finds: each reflection's name and the one it belongs to. */
export function readSearchIndex(): { name: string; parent?: string; url: string }[] {
  return (siteData('search.js', 'searchData') as { rows: { name: string; parent?: string; url: string }[] })
    .rows;
}

/** A page's text as a reader sees it: no tags, entities decoded, spacing folded. */
export function pageText(html: string): string {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Every node of the tree, depth first. */
export function flatten(nodes: readonly NavigationNode[]): NavigationNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** The fenced code blocks of one language in a Markdown text, in order. */
export function codeBlocks(markdown: string, language: string): string[] {
  const fence = new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm');
  return [...markdown.matchAll(fence)].map((match) => match[1] as string);
}
