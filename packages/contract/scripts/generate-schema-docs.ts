/**
 * The words of the contract's schemas, written from the comments on the schemas themselves
 * (`pnpm generate`; docs/design/0019-one-surface-from-the-contract.md). A schema's description is
 * the TSDoc comment on its `export const`; a field's is the comment on its line in the shape, with
 * `@example`, `@format` and `@default` tags where it has them, so a new field is one edit. A field
 * built by a primitive of src/schemas/primitives.ts (`resourceId()`) takes the `@format` and
 * `@example` of the primitive's own comment unless it gives its own. `{@link name.path}` in a
 * comment stands for that value of the code (`{@link pagination.defaultLimit}`), so a number the
 * code owns is not written twice.
 *
 * This generator reads the files with the TypeScript compiler, without loading the contract (which
 * refuses to load while a field has no words), and writes `src/docs/schema-docs.ts` (what
 * `schemaDocs`, the registry the OpenAPI document and the named types read, is built from: kept out
 * of the import graph of a bundle that never writes the document) and `src/service/field-defaults.ts`
 * (the `@default`s alone, which the mock applies to what a request leaves out).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { formatted, type GeneratedFiles } from '../../../scripts/generate/generated-files';
import { exportedConstants, operationModules } from './generate-tables';

const source = fileURLToPath(new URL('../src', import.meta.url));
const schemasFolder = join(source, 'schemas');
const docsFile = join(source, 'docs/schema-docs.ts');
const defaultsFile = join(source, 'service/field-defaults.ts');

/** A value in the generated code: a literal, or an expression of the code that `{@link}` named. */
interface Code {
  readonly text: string;
  /** The identifiers it uses, each with the module (absolute, without `.ts`) that exports it. */
  readonly uses: ReadonlyMap<string, string>;
}

/** What the comment of a schema or a field says, as code for the generated files. */
interface Words {
  readonly description: Code;
  readonly tags: ReadonlyMap<'example' | 'format' | 'default', Code>;
}

interface Field {
  readonly name: string;
  /** Absent when the field is a schema documented on its own (`status: z.optional(PetStatus)`). */
  readonly words?: Words;
}

interface SchemaEntry {
  readonly name: string;
  /** The module (absolute, without `.ts`). */
  readonly module: string;
  readonly words: Words;
  /** Absent for a schema that is not an object. */
  readonly fields?: readonly Field[];
}

const isSchemaName = (name: string) => /^[A-Z]/.test(name);
const where = (file: string) => relative(join(source, '..'), file);
const literal = (value: unknown): Code => ({ text: JSON.stringify(value), uses: new Map() });

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The module an identifier of a file is imported from or declared in (absolute, without `.ts`). */
function moduleOf(file: ts.SourceFile, name: string): string | undefined {
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const named = statement.importClause?.namedBindings;
    if (!named || !ts.isNamedImports(named)) continue;
    if (!named.elements.some((element) => element.name.text === name)) continue;
    const specifier = statement.moduleSpecifier.text;
    return specifier.startsWith('.') ? join(dirname(file.fileName), specifier) : undefined;
  }
  return undefined;
}

/** `{@link a.b}` as code: the expression, and the import of its first identifier. */
function linkCode(file: ts.SourceFile, link: ts.JSDocLink | ts.JSDocLinkCode | ts.JSDocLinkPlain): Code {
  const expression = link.name ? link.name.getText(file) : '';
  const root = expression.split('.')[0] ?? '';
  const module = moduleOf(file, root);
  if (!module)
    throw new Error(
      `${where(file.fileName)}: {@link ${expression}} names nothing the file imports from the contract`,
    );
  return { text: expression, uses: new Map([[root, module]]) };
}

/** The text of a comment (or of a tag's), in one line, as parts of text and linked values. */
function parts(
  file: ts.SourceFile,
  comment: string | ts.NodeArray<ts.JSDocComment> | undefined,
): (string | Code)[] {
  if (comment === undefined) return [];
  if (typeof comment === 'string') return [comment];
  return comment.map((part) =>
    part.kind === ts.SyntaxKind.JSDocText ? part.text : linkCode(file, part as ts.JSDocLink),
  );
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/** A description: a string literal, or a template literal when it names values of the code. */
function descriptionCode(pieces: readonly (string | Code)[]): Code {
  if (pieces.every((piece) => typeof piece === 'string')) return literal(oneLine(pieces.join('')));
  const uses = new Map<string, string>();
  const escaped = (text: string) =>
    text.replaceAll('\\', '\\\\').replaceAll('`', '\\`').replaceAll('${', '\\${');
  const text = pieces
    .map((piece) => {
      if (typeof piece === 'string') return escaped(piece);
      for (const [name, module] of piece.uses) uses.set(name, module);
      return `\${${piece.text}}`;
    })
    .join('');
  return { text: `\`${oneLine(text)}\``, uses };
}

/**
 * A tag's value: a value of the code when it is one `{@link}`; otherwise its text, read as JSON
 * when that gives a number, a boolean, null, a list or an object (`@default false`, `@example 1`),
 * and as the text itself when not (`@example Rex`, `@example "a quoted key"`).
 */
function tagCode(pieces: readonly (string | Code)[], what: string): Code {
  const links = pieces.filter((piece) => typeof piece !== 'string');
  const text = oneLine(pieces.filter((piece) => typeof piece === 'string').join(''));
  if (links.length === 1 && text === '') return links[0] as Code;
  if (links.length > 0) throw new Error(`${what}: a tag's value is either one {@link} or text`);
  if (text === '') throw new Error(`${what}: a tag without a value`);
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'string') return literal(value);
  } catch {}
  return literal(text);
}

const tagNames = ['example', 'format', 'default'] as const;

/** The last TSDoc comment of a node, as {@link Words}; undefined when it has none or no text. */
function wordsOf(file: ts.SourceFile, node: ts.Node, what: string): Words | undefined {
  const docs = ts.getJSDocCommentsAndTags(node).filter((doc): doc is ts.JSDoc => ts.isJSDoc(doc));
  const doc = docs.at(-1);
  if (!doc) return undefined;
  const description = parts(file, doc.comment);
  if (
    description.length === 0 ||
    oneLine(description.map((p) => (typeof p === 'string' ? p : 'x')).join('')) === ''
  )
    return undefined;
  const tags = new Map<'example' | 'format' | 'default', Code>();
  for (const tag of doc.tags ?? []) {
    const name = tag.tagName.text as (typeof tagNames)[number];
    if (!tagNames.includes(name)) continue;
    tags.set(name, tagCode(parts(file, tag.comment), `${where(file.fileName)}: ${what} @${name}`));
  }
  return { description: descriptionCode(description), tags };
}

/** The `@format` and `@example` of the primitive a field is built by (`resourceId()`), if any. */
function primitiveTags(file: ts.SourceFile, value: ts.Expression): Map<'example' | 'format', Code> {
  const tags = new Map<'example' | 'format', Code>();
  if (!ts.isCallExpression(value) || !ts.isIdentifier(value.expression)) return tags;
  const name = value.expression.text;
  const module = moduleOf(file, name);
  const declaringFile = module ? parse(`${module}.ts`) : file;
  const declared = declaringFile.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  const words = declared && wordsOf(declaringFile, declared, name);
  for (const tag of ['format', 'example'] as const) {
    const code = words?.tags.get(tag);
    if (code) tags.set(tag, code);
  }
  return tags;
}

/** `z.optional(x)`, `z.optional(z.optional(x))` → x. */
function unwrapOptional(value: ts.Expression): ts.Expression {
  let inner = value;
  while (
    ts.isCallExpression(inner) &&
    inner.expression.getText() === 'z.optional' &&
    inner.arguments.length === 1
  )
    inner = inner.arguments[0] as ts.Expression;
  return inner;
}

/** The object literal a function of the file returns (`function newPetShape() { return {…}; }`). */
function returnedObject(file: ts.SourceFile, name: string): ts.ObjectLiteralExpression | undefined {
  const declared = file.statements.find(
    (statement): statement is ts.FunctionDeclaration =>
      ts.isFunctionDeclaration(statement) && statement.name?.text === name,
  );
  const returned = declared?.body?.statements.find(ts.isReturnStatement)?.expression;
  return returned && ts.isObjectLiteralExpression(returned) ? returned : undefined;
}

/**
 * The properties of the shape an expression builds: an object literal, its spreads of a local
 * shape function, and the argument of a call that wraps a shape (`z.strictObject(…)`,
 * `optionalFields(…)`). Undefined when the expression builds no object.
 */
function shapeProperties(
  file: ts.SourceFile,
  expression: ts.Expression,
): ts.PropertyAssignment[] | undefined {
  if (ts.isObjectLiteralExpression(expression)) {
    return expression.properties.flatMap((property) => {
      if (ts.isPropertyAssignment(property)) return [property];
      if (ts.isSpreadAssignment(property)) return shapeProperties(file, property.expression) ?? [];
      throw new Error(
        `${where(file.fileName)}: write each field of a shape as \`name: schema\`, with its comment (${property.getText(file)})`,
      );
    });
  }
  if (!ts.isCallExpression(expression)) return undefined;
  const callee = expression.expression;
  if (ts.isIdentifier(callee) && expression.arguments.length === 0) {
    const returned = returnedObject(file, callee.text);
    return returned && shapeProperties(file, returned);
  }
  const [first] = expression.arguments;
  const wraps =
    (ts.isPropertyAccessExpression(callee) && ['object', 'strictObject'].includes(callee.name.text)) ||
    (ts.isIdentifier(callee) && callee.text === 'optionalFields');
  return wraps && first ? shapeProperties(file, first) : undefined;
}

/**
 * The named schemas of one module and their words.
 * @throws naming the file, the schema and the field, when one has no comment.
 */
export function schemaWordsOf(path: string): SchemaEntry[] {
  const file = parse(path);
  const module = path.slice(0, -'.ts'.length);
  const entries: SchemaEntry[] = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declared of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declared.name) || !isSchemaName(declared.name.text) || !declared.initializer)
        continue;
      const name = declared.name.text;
      const words = wordsOf(file, declared, name);
      if (!words)
        throw new Error(
          `${where(path)}: the schema \`${name}\` has no description: write it as the TSDoc comment of its \`export const\``,
        );
      const properties = shapeProperties(file, declared.initializer);
      const fields = properties?.map((property): Field => {
        const field = property.name.getText(file);
        const fieldWords = wordsOf(file, property, `${name}.${field}`);
        const value = unwrapOptional(property.initializer);
        if (!fieldWords) {
          // A named schema (`PetStatus`) carries its own words, which the field shows.
          if (ts.isIdentifier(value) && isSchemaName(value.text)) return { name: field };
          throw new Error(
            `${where(path)}: the field \`${field}\` of \`${name}\` has no description: write a TSDoc comment on its line (\`/** What it is. */ ${field}: …\`)`,
          );
        }
        const tags = new Map([...primitiveTags(file, value), ...fieldWords.tags]);
        return { name: field, words: { description: fieldWords.description, tags } };
      });
      entries.push({ name, module, words, ...(fields ? { fields } : {}) });
    }
  }
  return entries;
}

/** Every named schema of the contract, with its words: src/schemas/*.ts, then the operation modules'. */
function schemaEntries(): SchemaEntry[] {
  const schemaFiles = readdirSync(schemasFolder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .sort()
    .map((name) => join(schemasFolder, name));
  const operationFiles = operationModules()
    .map(({ module }) => join(source, `${module}.ts`))
    .filter((path) => exportedConstants(path).some(isSchemaName));
  return [...schemaFiles, ...operationFiles].flatMap(schemaWordsOf);
}

function importsOf(from: string, entries: readonly Code[], schemas: readonly SchemaEntry[] = []): string {
  const byModule = new Map<string, Set<string>>();
  const add = (module: string, name: string) =>
    byModule.set(module, (byModule.get(module) ?? new Set()).add(name));
  for (const { name, module } of schemas) add(module, name);
  for (const code of entries) for (const [name, module] of code.uses) add(module, name);
  return [...byModule]
    .map(([module, names]) => {
      const path = relative(dirname(from), module);
      return `import { ${[...names].join(', ')} } from '${path.startsWith('.') ? path : `./${path}`}';`;
    })
    .join('\n');
}

function metaCode({ description, tags }: Words): string {
  return `{ description: ${description.text}${[...tags].map(([tag, code]) => `, ${tag}: ${code.text}`).join('')} }`;
}

const codesOf = (words: Words | undefined): Code[] =>
  words ? [words.description, ...words.tags.values()] : [];

function schemaDocsFile(entries: readonly SchemaEntry[]): string {
  const codes = entries.flatMap((entry) => [
    ...codesOf(entry.words),
    ...(entry.fields ?? []).flatMap((field) => codesOf(field.words)),
  ]);
  const list = entries.map((entry) => {
    const documented = (entry.fields ?? []).filter((field) => field.words);
    const fields = entry.fields
      ? `, fields: { ${documented.map((field) => `${field.name}: ${metaCode(field.words as Words)}`).join(', ')} }`
      : '';
    return `    { schema: ${entry.name}, meta: ${metaCode(entry.words)}${fields} },`;
  });
  return `// Written by \`pnpm generate\` from the comments of the schemas, src/schemas/*.ts (packages/contract/scripts/generate-schema-docs.ts); do not edit.
import type { SchemaDocs } from './schema-meta';
${importsOf(docsFile, codes, entries)}

/**
 * The words of every named schema and of each of its fields, as their comments give them: what
 * \`schemaDocs\` (src/docs/schema-registry.ts) is built from. Returned by a function marked free of side effects, so that a
 * bundle that never writes the document (the one-file build of the package included) drops every
 * text.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schemaDocList(): SchemaDocs[] {
  return [
${list.join('\n')}
  ];
}
`;
}

function fieldDefaultsFile(entries: readonly SchemaEntry[]): string {
  const withDefaults = entries.flatMap((entry) => {
    const defaults = (entry.fields ?? []).flatMap((field) => {
      const code = field.words?.tags.get('default');
      return code ? [[field.name, code] as const] : [];
    });
    return defaults.length > 0 ? [[entry.name, defaults] as const] : [];
  });
  const codes = withDefaults.flatMap(([, defaults]) => defaults.map(([, code]) => code));
  return `// Written by \`pnpm generate\` from the \`@default\` tags of src/schemas/*.ts (packages/contract/scripts/generate-schema-docs.ts); do not edit.
${importsOf(defaultsFile, codes)}

/**
 * The value the service assumes for each field a request may leave out, by schema and field: the
 * \`@default\` of the field's comment, which the OpenAPI document shows as its \`default\`.
 * \`withDefaults\` (src/service/with-defaults.ts) applies them to a parsed request.
 */
// A pure call rather than an object literal, which a bundler keeps for the values it reads from
// other objects: a bundle that never applies a default (the SDK's) drops the table.
export const fieldDefaults = /* @__PURE__ */ defaults();

/* @__NO_SIDE_EFFECTS__ */
function defaults() {
  return {
${withDefaults
  .map(
    ([name, defaults]) =>
      `    ${name}: { ${defaults.map(([field, code]) => `${field}: ${code.text}`).join(', ')} },`,
  )
  .join('\n')}
  } as const;
}
`;
}

/**
 * `src/docs/schema-docs.ts` and `src/service/field-defaults.ts`, as they should read.
 * @throws naming the file and the schema or field, when one has no description.
 */
export function renderSchemaDocs(): GeneratedFiles {
  const entries = schemaEntries();
  return new Map([
    [docsFile, formatted(docsFile, schemaDocsFile(entries))],
    [defaultsFile, formatted(defaultsFile, fieldDefaultsFile(entries))],
  ]);
}
