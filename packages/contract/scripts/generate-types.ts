/**
 * The named type of every record, request body, query and list of the contract, written beside
 * its zod schema (`pnpm generate`; docs/design/0019-one-surface-from-the-contract.md). The schema
 * stays the runtime truth; the type is what an editor and the API reference show: an interface
 * whose every field carries the description, constraints and default that the contract's
 * documentation gives it (the comments on the schemas, src/docs/schema-docs.ts), as the OpenAPI
 * document does. Each type sits in a
 * marked region after its schema, `// generated:Name` … `// /generated:Name`, with a line that
 * fails to compile when the type and the schema differ.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { formatted, type GeneratedFiles } from '../../../scripts/generate/generated-files';
import { comment } from '../../../scripts/generate/tsdoc';
import * as contract from '../src/index';
import {
  definitionOf,
  type JsonSchema,
  jsonSchemaOf,
  namedSchemas,
  type Schema,
  typeOf,
  unwrapOptional,
} from './named-schemas';

const source = fileURLToPath(new URL('../src', import.meta.url));
const schemaFolder = join(source, 'schemas');

/**
 * The constraints of a field as TSDoc tags: what the schema enforces, and what the service
 * assumes. A list's items' own limits follow its own, each marked `(each item)`, as the OpenAPI
 * document has them under `items`.
 * @param property - The field's JSON schema.
 * @returns One tag per constraint.
 */
export function constraintTags(property: JsonSchema): string[] {
  const parts = [property, ...((property.anyOf ?? property.allOf ?? []) as JsonSchema[])];
  const items = parts.map((part) => part.items as JsonSchema | undefined).find((each) => each !== undefined);
  const itemTags =
    items && typeof items === 'object' && !Array.isArray(items)
      ? constraintTags(items)
          .filter((tag) => !tag.startsWith('@defaultValue'))
          .map((tag) => `${tag} (each item)`)
      : [];
  return [...ownConstraintTags(parts), ...itemTags];
}

function ownConstraintTags(parts: readonly JsonSchema[]): string[] {
  const first = (key: string) => parts.map((part) => part[key]).find((value) => value !== undefined);
  const tags: string[] = [];
  const minimum = first('minimum') as number | undefined;
  if (minimum !== undefined)
    tags.push(`@minimum ${first('exclusiveMinimum') === true ? minimum + 1 : minimum}`);
  const maximum = first('maximum') as number | undefined;
  // Every integer of the contract is a safe integer; only a lower bound says something.
  if (maximum !== undefined && maximum < Number.MAX_SAFE_INTEGER) tags.push(`@maximum ${maximum}`);
  for (const key of ['minLength', 'maxLength', 'maxItems', 'format']) {
    const value = first(key);
    if (value !== undefined) tags.push(`@${key} ${value}`);
  }
  const fallback = first('default');
  if (fallback !== undefined) tags.push(`@defaultValue ${JSON.stringify(fallback)}`);
  return tags;
}

function described(json: JsonSchema, what: string): string {
  if (typeof json.description !== 'string')
    throw new Error(`${what} has no description in packages/contract/src/docs`);
  return json.description;
}

/** Each field of an object schema, declared with its documentation. */
function fieldDeclarations(
  name: string,
  schema: Schema,
  names: ReadonlyMap<Schema, string>,
): Map<string, string> {
  const properties = (jsonSchemaOf(schema).properties ?? {}) as Record<string, JsonSchema>;
  const fields = new Map<string, string>();
  for (const [field, fieldSchema] of Object.entries(definitionOf(schema).shape ?? {})) {
    const property = properties[field] ?? {};
    const { schema: value, optional } = unwrapOptional(fieldSchema);
    const type = typeOf(value, names);
    const docs = comment([described(property, `${name}.${field}`), ...constraintTags(property)]);
    fields.set(field, `${docs}\n${field}${optional ? `?: ${type} | undefined` : `: ${type}`};`);
  }
  return fields;
}

/**
 * The request body whose every field the given fields declare word for word, the largest if
 * several do: a record that has all of a body's fields plus its own (`Pet` has all the fields of
 * `NewPet` plus `id`, as the service's description puts it) extends it.
 */
function baseOf(
  fields: ReadonlyMap<string, string>,
  bodies: ReadonlyMap<string, ReadonlyMap<string, string>>,
): string | undefined {
  let base: string | undefined;
  for (const [other, otherFields] of bodies) {
    const contained = [...otherFields].every(([field, text]) => fields.get(field) === text);
    if (contained && otherFields.size < fields.size && otherFields.size > (bodies.get(base ?? '')?.size ?? 0))
      base = other;
  }
  return base;
}

/** The declaration of one named type, and the line that holds it to its schema. */
function declaration(
  name: string,
  schema: Schema,
  names: ReadonlyMap<Schema, string>,
  objects: ReadonlyMap<string, ReadonlyMap<string, string>>,
  inputs: ReadonlySet<Schema>,
): string {
  const docs = comment([described(jsonSchemaOf(schema), name)]);
  const proof = `type _${name}MatchesItsSchema = Proof<MatchesSchema<${name}, typeof ${name}>>;`;
  const fields = objects.get(name);
  if (!fields) {
    const others = new Map([...names].filter(([other]) => other !== schema));
    return `${docs}\nexport type ${name} = ${typeOf(schema, others)};\n${proof}`;
  }
  const bodies = new Map(
    contract.operationList.flatMap((operation) => {
      const body = 'body' in operation ? operation.body : undefined;
      const bodyName = body && names.get(body);
      return bodyName ? [[bodyName, objects.get(bodyName) ?? new Map<string, string>()] as const] : [];
    }),
  );
  const base = inputs.has(schema) ? undefined : baseOf(fields, bodies);
  const inherited = base ? (objects.get(base) as ReadonlyMap<string, string>) : new Map();
  const own = [...fields].filter(([field]) => !inherited.has(field)).map(([, text]) => text);
  return `${docs}\nexport interface ${name}${base ? ` extends ${base}` : ''} {\n${own.join('\n')}\n}\n${proof}`;
}

const region = (name: string, body: string) =>
  `// generated:${name} (written by \`pnpm generate\` from the contract and src/docs; do not edit)\n${body}\n// /generated:${name}\n`;
const regionPattern = /\/\/ generated:(\w+)[^\n]*\n[\s\S]*?\/\/ \/generated:\1\n/g;

/** Where the statement `export const name = …` ends in a file. */
function endOfConstant(file: string, text: string, name: string): number | undefined {
  const parsed = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const statement = parsed.statements.find(
    (node) =>
      ts.isVariableStatement(node) &&
      node.declarationList.declarations.some(
        (declared) => ts.isIdentifier(declared.name) && declared.name.text === name,
      ),
  );
  return statement?.getEnd();
}

interface Declaration {
  /** The constant the region follows when it is new. */
  readonly after: string;
  readonly text: string;
}

/** A file's text with its regions rendered afresh: stale ones dropped, new ones put after their constant. */
function withRegions(file: string, text: string, declarations: ReadonlyMap<string, Declaration>): string {
  const seen = new Set<string>();
  let result = text.replace(regionPattern, (_region, name: string) => {
    const declared = declarations.get(name);
    if (!declared) return '';
    seen.add(name);
    return region(name, declared.text);
  });
  for (const [name, { after, text: body }] of declarations) {
    if (seen.has(name)) continue;
    const end = endOfConstant(file, result, after);
    if (end === undefined)
      throw new Error(`${file}: no \`export const ${after}\` to put the type ${name} after`);
    result = `${result.slice(0, end)}\n\n${region(name, body)}${result.slice(end)}`;
  }
  return result;
}

/** The files of src/ that hold generated types, as they should read. */
export function renderTypes(): GeneratedFiles {
  const names = namedSchemas();
  const files = readdirSync(schemaFolder)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => join(schemaFolder, file));
  const byFile = new Map<string, Map<string, Declaration>>();
  // What a request sends (bodies, queries, header parameters) extends nothing: it is what records build on.
  const inputs = new Set(
    (contract.operationList as readonly contract.OperationSpec[]).flatMap((operation) => [
      ...(operation.body ? [operation.body] : []),
      ...(operation.query ? [operation.query] : []),
      ...(operation.headers ? [operation.headers] : []),
    ]),
  );
  const objects = new Map(
    [...names]
      .filter(([schema]) => definitionOf(schema).type === 'object')
      .map(([schema, name]) => [name, fieldDeclarations(name, schema, names)]),
  );
  for (const [schema, name] of names) {
    const file = files.find((path) => endOfConstant(path, readFileSync(path, 'utf8'), name) !== undefined);
    if (!file) throw new Error(`No file of src/schemas declares \`export const ${name}\``);
    const declarations = byFile.get(file) ?? new Map<string, Declaration>();
    declarations.set(name, { after: name, text: declaration(name, schema, names, objects, inputs) });
    byFile.set(file, declarations);
  }
  return new Map(
    [...byFile].map(([file, declarations]) => [
      file,
      formatted(file, withRegions(file, readFileSync(file, 'utf8'), declarations)),
    ]),
  );
}
