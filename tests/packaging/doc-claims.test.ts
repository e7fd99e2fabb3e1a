// What the READMEs and guides say about error codes, held to the contract and the SDK. The tables
// that restate the code are generated (scripts/docs/generated-sections.ts; the docs test keeps them
// fresh); these are the sentences and hand-written tables around them.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ErrorCode, errorCodes } from '../../packages/contract/src/index';
import { errorCodeList } from '../../packages/contract/src/internal';
import * as sdk from '../../packages/sdk/src/index';
import { documentFiles } from '../../scripts/docs/generated-sections';
import { root } from './workspace';

const documents = documentFiles(root);
const read = (file: string) => readFileSync(join(root, file), 'utf8');
const isCode = (word: string): word is ErrorCode => (errorCodeList as readonly string[]).includes(word);

/** The SDK class an answer with this code becomes, asked of the SDK itself. */
const classOf = (code: ErrorCode) =>
  sdk.APIError.generate(errorCodes[code].status, undefined, new Headers()).name;

/** The SDK's classes of answers of the service (`APIError` and below). */
const answerClasses = new Set(
  Object.entries(sdk)
    .filter(
      ([, value]) =>
        value === sdk.APIError || (typeof value === 'function' && value.prototype instanceof sdk.APIError),
    )
    .map(([name]) => name),
);

/** Every `NNN `code`` of a text, and each further code listed after it (`401 `a` / `b``, `409 `a`, `b` or `c``). */
function statusClaims(text: string): { status: number; code: ErrorCode; quote: string }[] {
  const claims: { status: number; code: ErrorCode; quote: string }[] = [];
  for (const match of text.matchAll(/\b([1-5]\d\d):? ((?:`[a-z_]+`(?:,? (?:\/|or|and) |, | \/ )?)+)/g)) {
    for (const [, code] of (match[2] as string).matchAll(/`([a-z_]+)`/g))
      if (code && isCode(code)) claims.push({ status: Number(match[1]), code, quote: match[0] });
  }
  return claims;
}

describe('the READMEs and guides', () => {
  it('find claims to check: the checks below read the documents they mean to', () => {
    expect(documents).toEqual(
      expect.arrayContaining(['README.md', 'docs/errors.md', 'packages/mock/README.md']),
    );
    expect(statusClaims(read('docs/idempotency.md')).map(({ code }) => code)).toContain(
      'idempotency_conflict',
    );
  });

  it.each(documents)('%s gives each error code the status of the contract', (file) => {
    const wrong = statusClaims(read(file))
      .filter(({ status, code }) => errorCodes[code].status !== status)
      .map(
        ({ quote, code }) =>
          `"${quote.trim()}": the contract answers ${code} with ${errorCodes[code].status}`,
      );
    expect(wrong).toEqual([]);
  });

  it.each(documents)(
    '%s files each error code under the SDK class it becomes, in every table row that names both',
    (file) => {
      const wrong: string[] = [];
      for (const row of read(file)
        .split('\n')
        .filter((line) => line.startsWith('|'))) {
        const named = [...row.matchAll(/`(\w+)`/g)].map((match) => match[1] as string);
        const classes = named.filter((name) => answerClasses.has(name));
        if (classes.length === 0) continue;
        for (const code of named.filter(isCode))
          if (!classes.includes(classOf(code)))
            wrong.push(`${code} is a ${classOf(code)}, not ${classes.join(' or ')}: ${row}`);
      }
      expect(wrong).toEqual([]);
    },
  );

  it.each(documents)('%s names no code with a class of its own as arriving as a plain APIError', (file) => {
    const sentences = read(file)
      .replace(/\s+/g, ' ')
      .split(/(?<=[.:;]) /)
      .filter((sentence) => sentence.includes('plain `APIError`'));
    const wrong = sentences.flatMap((sentence) =>
      [...sentence.matchAll(/`([a-z_]+)`/g)]
        .map((match) => match[1] as string)
        .filter(isCode)
        .filter((code) => classOf(code) !== sdk.APIError.name)
        .map((code) => `${code} is a ${classOf(code)}: "${sentence}"`),
    );
    expect(wrong).toEqual([]);
  });
});
