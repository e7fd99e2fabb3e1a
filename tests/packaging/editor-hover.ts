/**
 * What an editor shows on hover over each field a user writes or reads in a call: a probe module
 * that calls every function of `@petstore/sdk/functions` with each field of its body or query
 * written out and reads each field of what it returns, and the TypeScript language service's
 * documentation of each of those fields. The expected text is the OpenAPI document's description
 * of the field, so that a hover says what the reference says. Used on the workspace's sources
 * (tests/packaging, as the examples resolve them) and on the installed packages (tests/consumers).
 */
import { buildOpenApiDocument, type JsonSchema, operationList } from '@petstore/contract';
import * as functions from '@petstore/sdk/functions';
import ts from 'typescript';

/** One field of a call, where the probe names it, and what its hover should say. */
export interface ProbedField {
  /** `createPet body.name`, `listPets query.limit`, `getOrder Order.shipDate`. */
  readonly where: string;
  readonly offset: number;
  readonly expected: string;
}

const document = buildOpenApiDocument();
const components = document.components.schemas;

function componentOf(schema: JsonSchema | undefined): { name: string; schema: JsonSchema } {
  const ref = String((schema?.items as JsonSchema | undefined)?.$ref ?? schema?.$ref ?? '');
  const name = ref.split('/').at(-1) ?? '';
  const component = components[name];
  if (!component) throw new Error(`No component for ${JSON.stringify(schema)}`);
  return { name, schema: component };
}

/** A property's own description, or that of the component it refers to (`status: PetStatus`). */
function describe(property: JsonSchema): string {
  const allOf = property.allOf as JsonSchema[] | undefined;
  const ref = property.$ref ?? allOf?.[0]?.$ref;
  return String(property.description ?? (ref ? componentOf({ $ref: ref }).schema.description : undefined));
}

function fieldsOf(schema: JsonSchema): [string, string][] {
  return Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).map(([name, property]) => [
    name,
    describe(property),
  ]);
}

/** The operations the SDK sends: every one with a function of `@petstore/sdk/functions`. */
export const sdkOperations = operationList.filter(
  (operation) => typeof (functions as Record<string, unknown>)[operation.operationId] === 'function',
);

/** The probe module's text and the fields it names. */
export function hoverProbe(): { text: string; fields: ProbedField[] } {
  const fields: ProbedField[] = [];
  let text =
    "import * as sdk from '@petstore/sdk/functions';\n\ndeclare const core: sdk.PetStoreCore;\ndeclare const value: never;\n\nexport async function probe(): Promise<void> {\n";
  const name = (where: string, field: string, expected: string) => {
    fields.push({ where: `${where}.${field}`, offset: text.length, expected });
    text += field;
  };
  for (const [index, operation] of sdkOperations.entries()) {
    const id = operation.operationId;
    const inDocument = document.paths[operation.path]?.[operation.method] as JsonSchema;
    const pathArguments = (operation.path.match(/\{\w+\}/g) ?? []).map(() => 'value, ');
    const parameters = ((inDocument.parameters ?? []) as JsonSchema[]).filter(
      (param) => param.in === 'query',
    );
    const requestBody = inDocument.requestBody as JsonSchema | undefined;
    const bodySchema = (requestBody?.content as Record<string, JsonSchema> | undefined)?.['application/json']
      ?.schema as JsonSchema | undefined;
    const written: [string, [string, string][]][] = [
      ...(parameters.length > 0
        ? [
            ['query', parameters.map((param) => [String(param.name), String(param.description)])] as [
              string,
              [string, string][],
            ],
          ]
        : []),
      ...(bodySchema
        ? [['body', fieldsOf(componentOf(bodySchema).schema)] as [string, [string, string][]]]
        : []),
    ];
    for (const [part, partFields] of written) {
      text += `  sdk.${id}(core, ${pathArguments.join('')}{ `;
      for (const [field, description] of partFields) {
        name(`${id} ${part}`, field, description);
        text += ': value, ';
      }
      text += '});\n';
    }
    const success = (inDocument.responses as Record<string, JsonSchema>)[operation.response.status];
    const answer = (success?.content as Record<string, JsonSchema> | undefined)?.['application/json']
      ?.schema as JsonSchema | undefined;
    if (!answer) continue;
    const record = componentOf(answer);
    const call = `sdk.${id}(core, ${pathArguments.join('')}value)`;
    text += operation.paginated
      ? `  for await (const item${index} of ${call}) {\n`
      : `  {\n    const item${index} = await ${call};\n`;
    for (const [field, description] of fieldsOf(record.schema)) {
      text += `    item${index}.`;
      name(`${id} ${record.name}`, field, description);
      text += ';\n';
    }
    text += '  }\n';
  }
  return { text: `${text}}\n`, fields };
}

/**
 * The documentation a language service shows at each offset of `text`, its words' spacing folded:
 * the probe is `file` (not written to disk) in `directory`, compiled with `options`. Throws when the
 * probe does not compile (it names something the package does not have, or cannot resolve it).
 */
export function hoverAt(
  file: string,
  text: string,
  directory: string,
  options: ts.CompilerOptions,
  offsets: readonly number[],
): string[] {
  const service = ts.createLanguageService({
    getScriptFileNames: () => [file],
    getScriptVersion: () => '1',
    getScriptSnapshot: (name) => {
      if (name === file) return ts.ScriptSnapshot.fromString(text);
      return ts.sys.fileExists(name) ? ts.ScriptSnapshot.fromString(ts.sys.readFile(name) ?? '') : undefined;
    },
    getCurrentDirectory: () => directory,
    getCompilationSettings: () => options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: (name) => name === file || ts.sys.fileExists(name),
    readFile: (name) => (name === file ? text : ts.sys.readFile(name)),
    readDirectory: ts.sys.readDirectory,
    directoryExists: ts.sys.directoryExists,
    getDirectories: ts.sys.getDirectories,
    realpath: ts.sys.realpath,
  });
  const problems = service.getSemanticDiagnostics(file).map((diagnostic) => diagnostic.messageText);
  if (problems.length > 0) throw new Error(`The probe does not compile: ${JSON.stringify(problems)}`);
  return offsets.map((offset) =>
    ts.displayPartsToString(service.getQuickInfoAtPosition(file, offset)?.documentation).replace(/\s+/g, ' '),
  );
}

/**
 * The documentation a language service shows for each probed field, with its words' spacing
 * folded: the probe is `file` (not written to disk) in `directory`, compiled with `options`.
 */
export function hoverEveryField(
  file: string,
  directory: string,
  options: ts.CompilerOptions,
): (ProbedField & { shown: string })[] {
  const { text, fields } = hoverProbe();
  // `value` is `never`, so every argument type-checks: a probe that does not compile names a field
  // the package does not have.
  const shown = hoverAt(
    file,
    text,
    directory,
    options,
    fields.map((field) => field.offset),
  );
  return fields.map((field, index) => ({
    ...field,
    expected: field.expected.replace(/\s+/g, ' '),
    shown: shown[index] ?? '',
  }));
}
