// Rooms a reader can take in at once: no function of the SDK's source or of the mock's request path
// longer than 45 lines, no source file there longer than 250 (test files aside, and generated ones: see `longFile`). Functions are found
// with TypeScript's own parser, so that a method, an arrow function kept in a field or a getter
// counts as much as a `function`; each offender is named by file, line and name.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from './workspace';

const maxFunctionLines = 45;
const maxFileLines = 250;

/**
 * The folders held to the limits: the SDK's source, and the folders of the mock that answer a
 * request (those packages/mock/scripts/files-per-request.ts finds running).
 */
const folders = [
  'packages/sdk/src',
  ...['pipeline', 'server', 'worlds', 'rate-limit', 'database', 'control'].map(
    (folder) => `packages/mock/src/internal/${folder}`,
  ),
];

/** The TypeScript source files under `folder`, test files and declarations aside. */
function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.ts$/.test(entry.name) && !/\.(test|test-d|d)\.ts$/.test(entry.name),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** What a reader would call a function node: its own name, or the name it is stored under. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (node.name) return node.name.getText();
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) ||
      ts.isPropertyDeclaration(parent) ||
      ts.isPropertyAssignment(parent)) &&
    parent.name
  )
    return parent.name.getText();
  return '(anonymous)';
}

/** Every function of `file` longer than the limit, as `file:line: name (N lines)`. */
function longFunctions(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const offenders: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > maxFunctionLines)
        offenders.push(
          `${file}:${start + 1}: ${nameOf(node as ts.FunctionLikeDeclaration)} (${lines} lines)`,
        );
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offenders;
}

/**
 * `file` as `file: N lines` when it is longer than the limit. A generated file (its first line says
 * it is written by `pnpm generate`) is left out of this rule, not of the function rule: its length
 * grows with the contract's operations, and a maintainer adding an operation must not fail here.
 */
function longFile(file: string): string[] {
  const lines = readFileSync(join(root, file), 'utf8').trimEnd().split('\n');
  if (lines[0]?.includes('Written by `pnpm generate`')) return [];
  return lines.length > maxFileLines ? [`${file}: ${lines.length} lines`] : [];
}

const files = folders.flatMap(sourceFiles);

describe('module sizes', () => {
  it('finds the files it holds to the limits', () => {
    // A folder renamed away would pass every check below with nothing in it.
    for (const folder of folders)
      expect(
        files.some((file) => file.startsWith(`${folder}/`)),
        folder,
      ).toBe(true);
  });

  it(`keeps every function within ${maxFunctionLines} lines`, () => {
    expect(files.flatMap(longFunctions), `functions longer than ${maxFunctionLines} lines`).toEqual([]);
  });

  it(`keeps every source file within ${maxFileLines} lines`, () => {
    expect(files.flatMap(longFile), `files longer than ${maxFileLines} lines`).toEqual([]);
  });
});
