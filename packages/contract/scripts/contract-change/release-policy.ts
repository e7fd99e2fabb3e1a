/**
 * The release a contract change needs (docs/design/0024-the-semver-of-a-contract-change.md): the
 * level of the whole change, the packages it releases, what keeps the pending changesets from
 * releasing it so, and the changeset `pnpm contract-diff --changeset` writes.
 */
import { type ContractDifference, type Level, rank } from './change';

/** The release level a whole change needs: the most severe of its differences, or none. */
export function levelOfChange(differences: readonly ContractDifference[]): Level | undefined {
  let level: Level | undefined;
  for (const { level: each } of differences) if (!level || rank[each] > rank[level]) level = each;
  return level;
}

/**
 * The packages whose public surface a change of the document changes (docs/design/0024): each has
 * a function, method, tool, answer or TanStack Query option per operation.
 */
export const packagesOfTheContract = [
  '@petstore/contract',
  '@petstore/sdk',
  '@petstore/mock',
  '@petstore/mcp',
  '@petstore/tanstack-query',
] as const;

/** A pending changeset as the release check reads it. */
export interface PendingChangeset {
  /** Its file name without `.md`. */
  readonly id: string;
  /** Its text below the front matter. */
  readonly summary: string;
  /** The release level it asks of each package. */
  readonly releases: ReadonlyArray<{ readonly name: string; readonly type: string }>;
}

/**
 * What keeps the pending changesets from releasing a change of the contract: each package of the
 * contract released at less than the change needs, and each difference that must be named that no
 * changeset of that level quotes.
 * @param differences - From classifyContractChange.
 * @param changesets - The pending changesets (`.changeset/*.md`).
 * @returns One sentence per problem; empty when the changesets release the change as it needs.
 */
export function releaseProblems(
  differences: readonly ContractDifference[],
  changesets: readonly PendingChangeset[],
): string[] {
  const needed = levelOfChange(differences);
  if (!needed || needed === 'patch') return [];
  const problems: string[] = [];
  for (const name of packagesOfTheContract) {
    const most = levelIn(changesets, name);
    if (!most || rank[most] < rank[needed])
      problems.push(`${name} needs a ${needed} changeset (it has ${most ?? 'none'}): the contract changed`);
  }
  const naming = changesets.filter((changeset) =>
    changeset.releases.some((release) => rank[release.type as Level] >= rank[needed]),
  );
  for (const difference of differences)
    if (difference.mustBeNamed && !naming.some((changeset) => changeset.summary.includes(difference.line)))
      problems.push(`no ${needed} changeset names "${difference.line}"`);
  return problems;
}

function levelIn(changesets: readonly Pick<PendingChangeset, 'releases'>[], name: string): Level | undefined {
  const given = changesets.flatMap((changeset) =>
    changeset.releases.filter((release) => release.name === name).map((release) => release.type as Level),
  );
  return given.reduce<Level | undefined>((a, b) => (!a || rank[b] > rank[a] ? b : a), undefined);
}

/** The marks around the lines `pnpm contract-diff --changeset` owns in its changeset. */
export const changesetMarks = {
  start:
    '<!-- pnpm contract-diff --changeset writes the lines from here to the end mark; your words go outside them -->',
  end: '<!-- end of the lines of pnpm contract-diff -->',
} as const;

/**
 * The changeset that releases `differences` at the level they need, naming each one. From an
 * existing one it keeps the maintainer's words (all but the lines between {@link changesetMarks})
 * and the packages it names outside the contract's; a package of the contract keeps a level
 * above what the change needs.
 * @param differences - From classifyContractChange.
 * @param existing - The changeset's text as it is now, if it exists.
 * @returns Its text, front matter included; empty when nothing is left to release and no words are left.
 */
export function changesetFor(differences: readonly ContractDifference[], existing = ''): string {
  const level = levelOfChange(differences);
  const front = /^---\n([\s\S]*?)\n?---\n?/.exec(existing);
  const releases = releasesIn(front?.[1] ?? '');
  for (const name of packagesOfTheContract) {
    const kept = releases.get(name) as Level | undefined;
    if (level && (!kept || !(kept in rank) || rank[kept] < rank[level])) releases.set(name, level);
  }
  const { before, after } = maintainersWords(front ? existing.slice(front[0].length) : existing);
  const lines = level
    ? [
        changesetMarks.start,
        `The contract changed (${level}):`,
        '',
        ...differences.map((difference) => `- ${difference.line}`),
        changesetMarks.end,
      ].join('\n')
    : '';
  const body = [before, lines, after].filter((part) => part !== '').join('\n\n');
  if (!level && body === '') return '';
  const matter = [...releases].map(([name, type]) => `'${name}': ${type}`).join('\n');
  return `---\n${matter}\n---\n\n${body}\n`;
}

/** The release level a changeset's front matter gives each package. */
function releasesIn(frontMatter: string): Map<string, string> {
  const releases = new Map<string, string>();
  for (const line of frontMatter.split('\n')) {
    const match = /^\s*['"]?([^'":]+)['"]?\s*:\s*(\w+)\s*$/.exec(line);
    if (match) releases.set(match[1] as string, match[2] as string);
  }
  return releases;
}

/** The words of a changeset's body before and after the marked lines, without those lines. */
function maintainersWords(body: string): { before: string; after: string } {
  const words = body.split(changesetMarks.start);
  // Without marks, the lines of a changeset written before them are ours too.
  const legacyLines = /^The contract changed \((?:major|minor|patch)\):\n\n(?:- .*(?:\n|$))*/m;
  const head = words[0] ?? '';
  const before = (words.length === 1 ? head.replace(legacyLines, '') : head).trim();
  const after = words.length > 1 ? (words[1]?.split(changesetMarks.end)[1] ?? '').trim() : '';
  return { before, after };
}
