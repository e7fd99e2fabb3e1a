import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { markdownTable } from './markdown-table';

/** One field of an options interface as its TSDoc describes it. */
interface OptionDoc {
  readonly name: string;
  readonly summary: string;
  readonly defaultValue: string | undefined;
  readonly unit: string | undefined;
}

/** A comment's text on one line; a `{@link Name}` becomes `Name` in code, as Markdown has no links to symbols. */
const commentText = (text: string | ts.NodeArray<ts.JSDocComment> | undefined): string =>
  (typeof text === 'string' ? text : (ts.getTextOfJSDocComment(text) ?? ''))
    .replace(/\{@link(?:code|plain)? ([^}|\s]+)[^}]*\}/g, '`$1`')
    .replace(/\s+/g, ' ')
    .trim();

/** The fields of an interface declared in `file`, in their order, from their TSDoc. */
function optionDocs(file: URL, interfaceName: string): OptionDoc[] {
  const path = fileURLToPath(file);
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const declaration = source.statements.find(
    (statement): statement is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName,
  );
  if (!declaration) throw new Error(`${path} declares no interface ${interfaceName}`);
  return declaration.members.filter(ts.isPropertySignature).map((member) => {
    const docs = ts.getJSDocCommentsAndTags(member).filter(ts.isJSDoc);
    const tag = (name: string) =>
      docs.flatMap((doc) => doc.tags ?? []).find((candidate) => candidate.tagName.text === name);
    const defaultTag = tag('default');
    return {
      name: member.name.getText(source),
      summary: docs.map((doc) => commentText(doc.comment)).join(' '),
      defaultValue: defaultTag ? commentText(defaultTag.comment) : undefined,
      unit: tag('unit') ? commentText(tag('unit')?.comment) : undefined,
    };
  });
}

/** A default as the table shows it: a bare literal in code, a phrase as written, with its unit. */
function defaultCell({ defaultValue, unit }: OptionDoc): string {
  if (defaultValue === undefined) return '';
  const literal = /^(?:[\d_.]+|true|false|'[^']*'|\[\])$/.test(defaultValue);
  const value = literal ? `\`${defaultValue}\`` : defaultValue;
  return unit && literal ? `${value} ${unit}` : value;
}

/**
 * The table of an options interface: each field (or only those named, in that order), its
 * `@default` with its `@unit`, and its TSDoc summary. The code's own documentation is the one
 * source; the guides and READMEs show it through this table.
 */
export function renderOptions(file: URL, interfaceName: string, only: readonly string[] = []): string {
  const docs = optionDocs(file, interfaceName);
  const rows =
    only.length === 0
      ? docs
      : only.map((name) => {
          const doc = docs.find((candidate) => candidate.name === name);
          if (!doc) throw new Error(`${interfaceName} has no option ${name}`);
          return doc;
        });
  return markdownTable(
    ['option', 'default', 'what it does'],
    rows.map((doc) => [`\`${doc.name}\``, defaultCell(doc), doc.summary]),
  );
}
