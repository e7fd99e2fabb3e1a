import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A shell command as a document shows it. */
export interface DocCommand {
  /** The document, relative to the repository's root. */
  readonly file: string;
  /** The line its first line is on, from 1. */
  readonly line: number;
  /** Which shell block of the document holds it, from 0. */
  readonly block: number;
  /** The command as a shell runs it: continued lines joined, its comment left out. */
  readonly text: string;
  /**
   * What speaks of it: the paragraph that leads into its block, the comment line above it in the
   * block, and its own comment.
   */
  readonly note: string;
  /**
   * It needs the published package, so it cannot run from a clone: its comments say so, or the
   * paragraph before its block does and its comments do not speak of the clone.
   */
  readonly published: boolean;
}

/** The fence languages of shell sessions; `console` shows commands after `$ `, output otherwise. */
const shellLanguages = new Set(['sh', 'bash', 'shell', 'zsh', 'console', 'shellsession']);

/**
 * How a note marks a command that needs the published package: `# with the published package`,
 * `# once published`, `once the packages are published to the registry`.
 */
const publishedMark = /\bpublished (?:packages?\b|to the registry)|\bonce (?:[\w@/-]+ ){0,3}published\b/i;

/** How a note marks a command for a clone of the repository: `# from the clone`, `# in this repository`. */
const cloneMark = /\bclone\b|\bthis repository\b/i;

/**
 * Where a shell comment starts in a line: a `#` at the start or after a blank, outside quotes.
 * The line's length when there is none.
 */
function commentStart(line: string): number {
  let quote: string | undefined;
  for (let index = 0; index < line.length; index++) {
    const char = line[index];
    if (quote) {
      if (char === '\\' && quote === '"') index++;
      else if (char === quote) quote = undefined;
    } else if (char === '\\') index++;
    else if (char === "'" || char === '"') quote = char;
    else if (char === '#' && (index === 0 || /\s/.test(line[index - 1] as string))) return index;
  }
  return line.length;
}

interface ShellBlock {
  readonly lines: string[];
  /** The line its body starts on, from 1. */
  readonly start: number;
  /** A `console` block: commands after `$ `, their output on the other lines. */
  readonly session: boolean;
  /** The paragraph just before the block, on one line. */
  readonly lead: string;
}

/** The paragraph that ends just before line `index` (a blank line between them allowed). */
function leadBefore(lines: readonly string[], index: number): string {
  let end = index;
  if (end > 0 && (lines[end - 1] as string).trim() === '') end--;
  let start = end;
  while (
    start > 0 &&
    (lines[start - 1] as string).trim() !== '' &&
    !/^\s*(`{3}|~{3})/.test(lines[start - 1] as string)
  )
    start--;
  return lines.slice(start, end).join(' ').replace(/\s+/g, ' ').trim();
}

/** The shell blocks of a Markdown text. */
function shellBlocks(markdown: string): ShellBlock[] {
  const blocks: ShellBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index++) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)/.exec(lines[index] as string);
    if (!open) continue;
    const fence = open[1] as string;
    const body: string[] = [];
    let end = index + 1;
    while (end < lines.length && !(lines[end] as string).trim().startsWith(fence))
      body.push(lines[end++] as string);
    const language = (open[2] as string).toLowerCase();
    if (shellLanguages.has(language))
      blocks.push({
        lines: body,
        start: index + 2,
        session: language === 'console' || language === 'shellsession',
        lead: leadBefore(lines, index),
      });
    index = end;
  }
  return blocks;
}

/** The commands of one shell block, with the comments that speak of each. */
function blockCommands(file: string, blockIndex: number, block: ShellBlock): DocCommand[] {
  const commands: DocCommand[] = [];
  let heading = '';
  for (let index = 0; index < block.lines.length; index++) {
    const first = index;
    let raw = block.lines[index] as string;
    if (block.session) {
      if (!raw.startsWith('$ ')) continue;
      raw = raw.slice(2);
    }
    const cut = commentStart(raw);
    let text = raw.slice(0, cut).trimEnd();
    let own = raw.slice(cut).replace(/^#\s*/, '');
    if (text.trim() === '') {
      // A comment line speaks of the commands under it, up to the next comment line.
      if (own !== '') heading = own;
      continue;
    }
    while (text.endsWith('\\') && index + 1 < block.lines.length) {
      const next = block.lines[++index] as string;
      const nextCut = commentStart(next);
      text = `${text.slice(0, -1).trimEnd()} ${next.slice(0, nextCut).trim()}`;
      own = [own, next.slice(nextCut).replace(/^#\s*/, '')].filter(Boolean).join(' ');
    }
    const comments = [heading, own].filter(Boolean).join(' / ');
    commands.push({
      file,
      line: block.start + first,
      block: blockIndex,
      text: text.trim(),
      note: [block.lead, comments].filter(Boolean).join(' / '),
      published:
        publishedMark.test(comments) || (!cloneMark.test(comments) && publishedMark.test(block.lead)),
    });
  }
  return commands;
}

/** Every command of the shell blocks of `files` (relative to `root`), in the order they appear. */
export function docCommands(root: string, files: readonly string[]): DocCommand[] {
  return files.flatMap((file) =>
    shellBlocks(readFileSync(join(root, file), 'utf8')).flatMap((block, index) =>
      blockCommands(file, index, block),
    ),
  );
}

/**
 * The commands a reader can run from a clone instead of `command`, which needs the published
 * package: those of its own block and of the shell blocks just before and after it in its
 * document that are not marked as needing the published package.
 */
export function cloneEquivalents(command: DocCommand, all: readonly DocCommand[]): DocCommand[] {
  return all.filter(
    (other) => other.file === command.file && Math.abs(other.block - command.block) <= 1 && !other.published,
  );
}

/**
 * A command that installs packages into the folder it runs in with another package manager than
 * the workspace's, or adds one from the registry: in a clone it rewrites the workspace's
 * `node_modules` or manifest, so it is refused unless marked as needing the published package.
 */
export function installsFromRegistry(text: string): boolean {
  return /(?:^|[;&|]\s*)(?:npm (?:install|i|add|ci)|yarn(?: add)?|pnpm add|bun (?:add|install))\b/.test(text);
}
