import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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

/** Each exported class's TSDoc summary (its first sentence) and its own public fields, read from the sources. */
function documentation(): Map<string, { summary: string; fields: string[] }> {
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

/**
 * The SDK's error classes as a tree (each with the statuses it stands for) and a table of when each
 * is thrown and the fields it adds, from the classes the SDK exports and their TSDoc.
 */
export function renderErrorClasses(): string {
  const classes = errorClasses();
  const statuses = statusesByClass();
  const docs = documentation();
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
  const lines: [string, string][] = [];
  const order: string[] = [];
  const walk = (name: string, prefix: string, branch: string) => {
    order.push(name);
    const type = classes.get(name) as ErrorClass;
    lines.push([`${prefix}${branch}${name}`, name === APIError.name ? '' : (statuses.get(name) ?? '')]);
    const children = childrenOf(type);
    const inner = prefix + (branch === '' ? '' : branch === '└── ' ? '    ' : '│   ');
    for (const [index, child] of children.entries())
      walk(child, inner, index === children.length - 1 ? '└── ' : '├── ');
  };
  walk(PetStoreError.name, '', '');
  const width = Math.max(...lines.map(([name]) => [...name].length)) + 2;
  const tree = lines.map(([name, notes]) =>
    `${name.padEnd(width + name.length - [...name].length)}${notes}`.trimEnd(),
  );
  const rows = order.map((name) => {
    const { summary = '', fields = [] } = docs.get(name) ?? {};
    return [`\`${name}\``, summary, fields.map((field) => `\`${field}\``).join(', ')];
  });
  return ['```text', ...tree, '```', '', markdownTable(['class', 'thrown when', 'adds'], rows)].join('\n');
}
