import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { errorCodes } from '../../../packages/contract/src/index';
import { errorCodeList } from '../../../packages/contract/src/internal';
import * as sdk from '../../../packages/sdk/src/index';
import { markdownTable } from './markdown-table';

type ErrorClass = abstract new (...args: never[]) => Error;

const { APIError, PetStoreError } = sdk;
const sdkEntry = fileURLToPath(new URL('../../../packages/sdk/src/index.ts', import.meta.url));
const errorStatuses = Array.from({ length: 200 }, (_, index) => 400 + index);

/** The error classes the SDK exports, asked of the SDK itself. */
function errorClasses(): Map<string, ErrorClass> {
  const classes = new Map<string, ErrorClass>();
  for (const [name, value] of Object.entries(sdk)) {
    if (value === PetStoreError || (typeof value === 'function' && value.prototype instanceof PetStoreError))
      classes.set(name, value as ErrorClass);
  }
  return classes;
}

/** The statuses `APIError.generate` turns into each class: `5xx` when a class takes them all. */
function statusesByClass(): Map<string, string> {
  const statuses = new Map<string, number[]>();
  for (const status of errorStatuses) {
    const name = APIError.generate(status, undefined, new Headers()).constructor.name;
    statuses.set(name, [...(statuses.get(name) ?? []), status]);
  }
  const written = new Map<string, string>();
  for (const [name, list] of statuses) {
    const family = list.length === 100 && list.every((status) => Math.floor(status / 100) === 5);
    if (name === APIError.name) written.set(name, 'any other status');
    else written.set(name, family ? '5xx' : list.join(', '));
  }
  return written;
}

let documented: Map<string, { summary: string; fields: string[] }> | undefined;

/** Each exported class's TSDoc summary (its first sentence) and its own public fields, read from the sources once. */
function documentation(): Map<string, { summary: string; fields: string[] }> {
  documented ??= readDocumentation();
  return documented;
}

function readDocumentation(): Map<string, { summary: string; fields: string[] }> {
  const program = ts.createProgram([sdkEntry], { allowJs: false, noEmit: true });
  const checker = program.getTypeChecker();
  const entry = program.getSourceFile(sdkEntry);
  const module = entry && checker.getSymbolAtLocation(entry);
  const docs = new Map<string, { summary: string; fields: string[] }>();
  for (const exported of module ? checker.getExportsOfModule(module) : []) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    const declaration = symbol.declarations?.find(ts.isClassDeclaration);
    if (!declaration) continue;
    const text = ts.displayPartsToString(symbol.getDocumentationComment(checker)).replace(/\s+/g, ' ');
    const summary = /^.*?\.(?=\s|$)/.exec(text)?.[0] ?? text;
    const fields = declaration.members
      .filter(ts.isPropertyDeclaration)
      .filter(isPublicField)
      .map((member) => member.name.getText())
      .filter((field) => field !== 'name');
    docs.set(exported.name, { summary: summary.replace(/\.$/, ''), fields });
  }
  return docs;
}

function isPublicField(member: ts.PropertyDeclaration): boolean {
  const flags = ts.getCombinedModifierFlags(member);
  return (flags & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected | ts.ModifierFlags.Static)) === 0;
}

/** The exported error classes depth first from `PetStoreError`, each with its line of the tree. */
function classTree(classes: Map<string, ErrorClass>, statuses: Map<string, string>) {
  const parentOf = (type: ErrorClass) => Object.getPrototypeOf(type) as ErrorClass;
  const statusOrder = (name: string) => {
    const written = statuses.get(name) ?? '';
    return written === '5xx' ? 500 : Number.parseInt(written, 10) || 1000;
  };
  const childrenOf = (parent: ErrorClass) =>
    [...classes]
      .filter(([, type]) => type !== parent && parentOf(type) === parent)
      .map(([name]) => name)
      .sort((a, b) => statusOrder(a) - statusOrder(b) || a.localeCompare(b));
  const tree: { name: string; line: string }[] = [];
  const walk = (name: string, prefix: string, branch: string) => {
    tree.push({ name, line: `${prefix}${branch}${name}` });
    const children = childrenOf(classes.get(name) as ErrorClass);
    const inner = prefix + (branch === '' ? '' : branch === '└── ' ? '    ' : '│   ');
    for (const [index, child] of children.entries())
      walk(child, inner, index === children.length - 1 ? '└── ' : '├── ');
  };
  walk(PetStoreError.name, '', '');
  return tree;
}

/**
 * The SDK's error classes as a tree (each with the statuses it stands for) and a table of when each
 * is thrown and the fields it adds, from the classes the SDK exports and their TSDoc.
 */
export function renderErrorClasses(): string {
  const statuses = statusesByClass();
  const docs = documentation();
  const tree = classTree(errorClasses(), statuses);
  const width = Math.max(...tree.map(({ line }) => [...line].length)) + 2;
  const lines = tree.map(({ name, line }) => {
    const notes = name === APIError.name ? '' : (statuses.get(name) ?? '');
    return `${line.padEnd(width + line.length - [...line].length)}${notes}`.trimEnd();
  });
  const rows = tree.map(({ name }) => {
    const { summary = '', fields = [] } = docs.get(name) ?? {};
    return [`\`${name}\``, summary, fields.map((field) => `\`${field}\``).join(', ')];
  });
  return ['```text', ...lines, '```', '', markdownTable(['class', 'thrown when', 'adds'], rows)].join('\n');
}

/**
 * One line per error class, for a README: the status and the contract's error codes a class of the
 * service's answers stands for, or the TSDoc summary of a class the SDK throws itself, with the
 * fields the class adds.
 */
export function renderErrorClassSummary(): string {
  const statuses = statusesByClass();
  const docs = documentation();
  const codesOf = (written: string) =>
    errorCodeList.filter((code) => {
      const status = errorCodes[code].status;
      return written === '5xx' ? status >= 500 : written.split(', ').includes(String(status));
    });
  const rows = classTree(errorClasses(), statuses)
    .filter(({ name }) => name !== PetStoreError.name)
    .map(({ name }) => {
      const { summary = '', fields = [] } = docs.get(name) ?? {};
      const written = name === APIError.name ? undefined : statuses.get(name);
      const codes = written ? codesOf(written).map((code) => `\`${code}\``) : [];
      const when = written
        ? [written, codes.join(', ')].filter(Boolean).join(' ')
        : name === APIError.name
          ? `${summary}: any status below, and ${statuses.get(name)}`
          : summary;
      const adds = name === APIError.name ? [] : fields;
      return [
        `\`${name}\``,
        adds.length > 0 ? `${when}; adds ${adds.map((field) => `\`${field}\``).join(', ')}` : when,
      ];
    });
  return markdownTable(['class', 'when'], rows);
}
