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

/** A guide's title as TypeDoc gives it: the `title` of its front matter, else its file name. */
export function guideTitle(file: string): string {
  const frontMatter = /^---\n[\s\S]*?^title: (.+)$[\s\S]*?^---$/m.exec(
    readFileSync(join(root, file), 'utf8'),
  );
  return frontMatter?.[1] ?? file.replace(/^.*\/|\.md$/g, '');
}

/** One entry of TypeDoc's navigation tree. */
export interface NavigationNode {
  text: string;
  path?: string;
  children?: NavigationNode[];
}

/** TypeDoc's navigation tree, as the site's sidebar shows it (docs/api/assets/navigation.js). */
export function readNavigation(): NavigationNode[] {
  const script = readFileSync(join(root, 'docs/api/assets/navigation.js'), 'utf8');
  const data = /navigationData = "([A-Za-z0-9+/=]+)"/.exec(script)?.[1];
  if (!data) throw new Error('navigation.js holds no navigation data');
  return JSON.parse(inflateSync(Buffer.from(data, 'base64')).toString('utf8')) as NavigationNode[];
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
