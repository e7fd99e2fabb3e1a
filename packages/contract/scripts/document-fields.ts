/**
 * Gives the fields of the records in the built declarations (`dist/*.d.ts`, `*.d.cts`) the
 * contract's description as TSDoc, so that an editor hover on `pet.categoryId` says what it is.
 * The fields are declared inside zod schemas, where the description is schema metadata kept out of
 * the runtime bundle (src/docs); `z.infer` types point back at these property declarations, so a
 * comment on them is what a hover shows. The text comes from the one description, as the OpenAPI
 * document has it; nothing is written twice by hand.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { componentSchemas } from '../src/index';
import { buildComponentSchemas } from '../src/internal';

interface JsonSchema {
  description?: string;
  $ref?: string;
  items?: JsonSchema;
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
}

const jsonSchemas = buildComponentSchemas() as Record<string, JsonSchema>;
const componentOfRef = (schema: JsonSchema | undefined) =>
  schema?.$ref ? jsonSchemas[schema.$ref.split('/').at(-1) ?? ''] : undefined;

/** The component a declaration's name stands for: its own name, or the export `Error` is known by. */
const componentNames = new Map<string, string>(
  Object.keys(componentSchemas).map((name) => [name === 'Error' ? 'ErrorBody' : name, name]),
);
for (const name of Object.keys(componentSchemas)) componentNames.set(name, name);

function describeField(schema: JsonSchema): string | undefined {
  return (
    schema.description ??
    componentOfRef(schema)?.description ??
    componentOfRef(schema.allOf?.[0])?.description
  );
}

/** Insertions (offset, comment) for the fields of one declared schema type. */
function fieldComments(type: ts.TypeNode | undefined, schema: JsonSchema | undefined, source: ts.SourceFile) {
  if (!type || !schema || !ts.isTypeReferenceNode(type)) return [];
  const [inner] = type.typeArguments ?? [];
  if (/ZodMiniArray$/.test(type.typeName.getText(source)))
    return fieldComments(inner, componentOfRef(schema.items) ?? schema.items, source);
  if (
    !/ZodMini(Strict)?Object$/.test(type.typeName.getText(source)) ||
    !inner ||
    !ts.isTypeLiteralNode(inner)
  )
    return [];
  return inner.members.flatMap((member) => {
    const name = member.name?.getText(source) ?? '';
    const field = schema.properties?.[name];
    const description = field && describeField(field);
    if (!description || ts.getJSDocCommentsAndTags(member).length > 0) return [];
    const indent = /[ \t]*$/.exec(source.text.slice(0, member.getStart(source)))?.[0] ?? '';
    return [
      { at: member.getStart(source), text: `/** ${description.replaceAll('*/', '*\\/')} */\n${indent}` },
    ];
  });
}

/** The declarations of one file, with every field of a component schema documented. */
export function documentFields(fileName: string, text: string): string {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const insertions: { at: number; text: string }[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isVariableDeclaration(node) || ts.isPropertySignature(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      const component = componentNames.get(node.name.text);
      if (component) insertions.push(...fieldComments(node.type, jsonSchemas[component], source));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return insertions
    .sort((a, b) => b.at - a.at)
    .reduce((result, { at, text: comment }) => result.slice(0, at) + comment + result.slice(at), text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = fileURLToPath(new URL('../dist', import.meta.url));
  for (const file of readdirSync(dist).filter((name) => /\.d\.c?ts$/.test(name))) {
    const path = join(dist, file);
    const before = readFileSync(path, 'utf8');
    const after = documentFields(path, before);
    if (after !== before) writeFileSync(path, after);
  }
}
