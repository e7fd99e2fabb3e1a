// The decision records stay current: the files they cite exist, and 0015 names every export of
// the contract's internal entry point.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '@petstore/contract';
import * as internal from '@petstore/contract/internal';
import { describe, expect, it } from 'vitest';
import { root } from './workspace';

const records = readdirSync(join(root, 'docs/design')).filter((name) => /^\d{4}-.*\.md$/.test(name));
const read = (name: string) => readFileSync(join(root, 'docs/design', name), 'utf8');

describe.each(records)('docs/design/%s', (name) => {
  it('cites only source files that exist', () => {
    const cited = [
      ...read(name).matchAll(/`((?:packages|tests|bench|scripts|examples)\/[\w./-]+\.\w+)`/g),
    ].map((match) => match[1] as string);
    expect(cited.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});

it('0015 names every export of @petstore/contract/internal', () => {
  const text = read('0015-public-surface.md');
  // The operation rows as one kind: each is named by its operation id, as 0015 says.
  expect(text).toContain('each\n  named by its operation id');
  const named = Object.keys(internal).filter((name) => !(name in operations));
  expect(named.filter((name) => !text.includes(`\`${name}\``))).toEqual([]);
});
