// The options' defaults are written once (optionDefaults): the TSDoc `@default` of every option
// that has a fixed one says that value, and `reset()` says what the control API's reset says.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { optionDefaults } from '../src/internal/config/mock-config';
import { resetMeaning } from '../src/internal/control/control-routes';

const src = join(import.meta.dirname, '..', 'src');

/** The TSDoc of each member of each interface of a file: `Interface.member` → its comment and `@default`. */
function memberDocs(file: string): Map<string, { comment: string; default: string | undefined }> {
  const source = ts.createSourceFile(
    file,
    readFileSync(join(src, file), 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const docs = new Map<string, { comment: string; default: string | undefined }>();
  source.forEachChild((node) => {
    if (!ts.isInterfaceDeclaration(node)) return;
    for (const member of node.members) {
      const name = member.name?.getText(source);
      const doc = ts.getJSDocCommentsAndTags(member).find(ts.isJSDoc);
      if (!name || !doc) continue;
      const tag = doc.tags?.find((candidate) => candidate.tagName.text === 'default');
      docs.set(`${node.name.text}.${name}`, {
        comment: ts.getTextOfJSDocComment(doc.comment) ?? '',
        default: tag ? ts.getTextOfJSDocComment(tag.comment)?.replace(/\s+/g, ' ') : undefined,
      });
    }
  });
  return docs;
}

/** A default as TSDoc writes it: `'both'`, `42`, `[]`, `{ after429s: 10, seconds: 900 }`. */
function written(value: unknown): string {
  if (typeof value === 'string') return `'${value}'`;
  if (Array.isArray(value)) return `[${value.map(written).join(', ')}]`;
  if (value !== null && typeof value === 'object')
    return `{ ${Object.entries(value)
      .map(([name, inner]) => `${name}: ${written(inner)}`)
      .join(', ')} }`;
  return String(value);
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe('the defaults of the options', () => {
  const docs = new Map([
    ...memberDocs('api/options.ts'),
    ...memberDocs('internal/database/generate-fixture.ts'),
  ]);
  const { windows, ban } = optionDefaults;
  const cases: [string, unknown][] = [
    ['MockOptions.windows', windows],
    ['RateLimitWindows.minuteSeconds', windows.minuteSeconds],
    ['RateLimitWindows.daySeconds', windows.daySeconds],
    ['MockOptions.ban', ban],
    ['BanPolicy.after429s', ban.after429s],
    ['BanPolicy.seconds', ban.seconds],
    ['MockOptions.rateLimitHeaders', optionDefaults.rateLimitHeaders],
    ['MockOptions.seed', optionDefaults.seed],
    ['GenerateFixtureOptions.seed', optionDefaults.seed],
    ['StandaloneOptions.port', optionDefaults.port],
    ['StandaloneOptions.host', optionDefaults.host],
    ['StandaloneOptions.allowedHosts', optionDefaults.allowedHosts],
    ['StandaloneOptions.docs', optionDefaults.docs],
    ['StandaloneOptions.requestTimeoutMs', optionDefaults.requestTimeoutMs],
  ];

  it.each(cases)('%s: its @default is the one of optionDefaults', (member, value) => {
    expect(docs.get(member)?.default, member).toMatch(new RegExp(`^\`?${escaped(written(value))}\`?( |$)`));
  });

  it('MockOptions.baseUrl: its @default names the contract’s address', () => {
    expect(docs.get('MockOptions.baseUrl')?.default).toContain(`\`${optionDefaults.baseUrl}\``);
  });
});

it('MockControls.reset says what the control API’s reset says', () => {
  const reset = memberDocs('api/pet-store-mock.ts').get('MockControls.reset');
  expect(reset?.comment.replace(/\s+/g, ' ')).toContain(resetMeaning);
});
