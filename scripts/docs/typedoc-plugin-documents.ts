import { rmSync } from 'node:fs';
import { dirname, relative, sep } from 'node:path';
import {
  type Application,
  type Context,
  Converter,
  type DocumentReflection,
  PageEvent,
  type ProjectReflection,
  Renderer,
  type RendererEvent,
} from 'typedoc';

/** The sidebar group of the decision records (docs/design/*.md). */
const designRecords = 'Design records';

/**
 * A document's title when its front matter gives none: its first `#` heading, as a reader of the
 * Markdown sees it (`# Benchmarks`, `# 0004 Idempotency`), code spans without their backticks.
 */
function firstHeading(document: DocumentReflection): string | undefined {
  const text = document.content.map((part) => part.text).join('');
  return /^# (.+)$/m.exec(text)?.[1]?.replaceAll('`', '').trim();
}

/** The part of a markdown-it token and parser this plugin touches. */
interface MarkdownToken {
  type: string;
  content: string;
  children: MarkdownToken[] | null;
}
interface MarkdownParser {
  core: {
    ruler: {
      push(
        name: string,
        rule: (state: {
          tokens: MarkdownToken[];
          Token: new (type: string, tag: string, nesting: number) => MarkdownToken;
        }) => void,
      ): void;
    };
  };
}

/**
 * Inline code of a heading as text between `<code>` tags: TypeDoc names a heading (its anchor and
 * its line in the page's outline) by its text tokens only, so `## \`client.pets\`` was `#_` with
 * no name. It still shows as code.
 */
function codeInHeadingsAsText(parser: MarkdownParser): void {
  parser.core.ruler.push('petstore_heading_code', ({ tokens, Token }) => {
    const token = (type: string, content: string) => Object.assign(new Token(type, '', 0), { content });
    for (const [index, open] of tokens.entries()) {
      const inline = tokens[index + 1];
      if (open.type !== 'heading_open' || !inline?.children) continue;
      inline.children = inline.children.flatMap((child) =>
        child.type === 'code_inline'
          ? [token('html_inline', '<code>'), token('text', child.content), token('html_inline', '</code>')]
          : [child],
      );
    }
  });
}

/**
 * The linked files that are pages of their own beside the site (the OpenAPI references), by media
 * name. TypeDoc names a linked file when it first renders a link to it.
 */
function pagesBeside(project: ProjectReflection): Map<string, string> {
  return new Map(
    [...project.files.getNameToAbsoluteMap()].filter(([, absolute]) => absolute.endsWith('.html')),
  );
}

/**
 * TypeDoc plugin for the guides and records rendered as the site's documents:
 * - a document without a `title` in its front matter is named by its first heading, not by its
 *   file name (docs/benchmarks.md, which `pnpm bench` writes, and the decision records);
 * - the decision records (docs/design) are grouped under "Design records" in the sidebar;
 * - an HTML page a guide links to (the OpenAPI references `pnpm run docs` builds into
 *   docs/reference) is linked where it is instead of being copied into `media/`: the site would
 *   otherwise carry each of those large pages twice;
 * - a heading with inline code keeps that code in its anchor and in the page's outline.
 */
export function load(app: Application): void {
  // Before TypeDoc's Markdown renderer sets its parser up, on the options the render reads (with
  // `entryPointStrategy: packages` they are not those the plugin was loaded with).
  app.renderer.on(
    Renderer.EVENT_BEGIN,
    () => {
      const loader = app.options.getValue('markdownItLoader');
      app.options.setValue('markdownItLoader', (parser: MarkdownParser) => {
        loader(parser);
        codeInHeadingsAsText(parser);
      });
    },
    100,
  );

  // Project documents are created with no context: the document itself knows its project.
  app.converter.on(
    Converter.EVENT_CREATE_DOCUMENT,
    (_context: Context | undefined, document: DocumentReflection) => {
      const file = document.project.files.getReflectionPath(document);
      // TypeDoc names it by its path when it has no title (`benchmarks`, `design/0004-idempotency`).
      if (file?.replace(/\.[^.]+$/, '').endsWith(document.name)) {
        document.name = firstHeading(document) ?? document.name;
      }
      if (file?.split('/').includes('design')) document.frontmatter.group = designRecords;
    },
  );

  app.renderer.on(PageEvent.END, (page: PageEvent) => {
    if (!page.contents) return;
    for (const [name, absolute] of pagesBeside(page.project)) {
      const target = relative(dirname(page.filename), absolute).split(sep).join('/');
      page.contents = page.contents.replace(
        new RegExp(`(href=")(?:\\.\\./)*media/${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=["#])`, 'g'),
        `$1${target}`,
      );
    }
  });
  // After TypeDoc's own END listener has copied what the guides link to into media/.
  app.renderer.on(
    Renderer.EVENT_END,
    (event: RendererEvent) => {
      for (const name of pagesBeside(event.project).keys())
        rmSync(`${event.outputDirectory}/media/${name}`, { force: true });
    },
    -100,
  );
}
