/**
 * The contract's lists, written from its modules (`pnpm generate`;
 * docs/design/0019-one-surface-from-the-contract.md): each operation is one module,
 * `src/operations/<tag>/<operation-id>.ts`, that exports its row (`export const getCategory = {…}
 * as const satisfies OperationSpec`) and its texts (`export const getCategoryDocs = {…}`). This
 * generator finds them on disk, so it runs while the lists it writes are stale or absent, and
 * writes `src/table/specs.ts` (`operationSpecs`: the rows only, what a browser bundle reads),
 * `src/docs/operation-docs.ts` (`operationDocs`: the texts, with the tag the folder names) and
 * `src/table/rows.ts` (each row by name, which `@petstore/contract/internal` exports);
 * `src/service/errors.ts` from the error codes' entries of `src/docs/error-codes.ts`; and the lists
 * of the named schemas: `src/openapi/component-schemas.ts` (`componentSchemas`, the document's
 * components) and the schema exports of `src/index.ts`, from the schema modules on disk.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { formatted, type GeneratedFiles } from '../../../scripts/generate/generated-files';
import { comment } from '../../../scripts/generate/tsdoc';
import { errorCodeDefinitions } from '../src/docs/error-codes';
import type { ErrorCodeDefinition } from '../src/operations/operation';
import { tags } from '../src/operations/tags';

const source = fileURLToPath(new URL('../src', import.meta.url));
const schemasFolder = join(source, 'schemas');
const operationsFolder = join(source, 'operations');

/** An operation module as the generator reads it. */
export interface OperationModule {
  /** The operation id: the module's file name in camelCase. */
  readonly operationId: string;
  /** The tag: the name of the module's folder. */
  readonly tag: string;
  /** The module's path relative to src/, without `.ts`. */
  readonly module: string;
}

const camelCase = (kebab: string) =>
  kebab.replace(/-([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/** The names a module exports with `export const`. */
export function exportedConstants(file: string): string[] {
  const parsed = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return parsed.statements.flatMap((statement) =>
    ts.isVariableStatement(statement) &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      ? statement.declarationList.declarations.flatMap((declared) =>
          ts.isIdentifier(declared.name) ? [declared.name.text] : [],
        )
      : [],
  );
}

// The order of the table within a tag, and so of the document, the SDK's methods and the guides
// (an order is placed before orders are listed, as the table always had it):
// the verb of the operation id, read as a user meets it. A verb not listed (`shipOrder`) comes
// after those, by name: a new operation needs no edit here, and lands in one place everywhere.
const verbOrder = ['place', 'list', 'create', 'get', 'update', 'set', 'delete', 'cancel'];
const rank = (operationId: string) => {
  const index = verbOrder.findIndex((verb) => new RegExp(`^${verb}[A-Z]`).test(operationId));
  return index === -1 ? verbOrder.length : index;
};

/**
 * Every operation module, in the table's order: by tag as `tags` lists them, then by verb.
 * @throws naming the file, when a module lacks its row or its texts, or a folder is not a tag.
 */
export function operationModules(): OperationModule[] {
  const tagNames = Object.keys(tags);
  const modules: OperationModule[] = [];
  for (const folder of readdirSync(operationsFolder)) {
    const path = join(operationsFolder, folder);
    if (!statSync(path).isDirectory()) continue;
    if (!tagNames.includes(folder))
      throw new Error(
        `packages/contract/src/operations/${folder}/ is not a tag: add it to \`tags\` (packages/contract/src/operations/tags.ts) and \`TagName\` (packages/contract/src/operations/operation.ts)`,
      );
    for (const file of readdirSync(path).filter(
      (name) => name.endsWith('.ts') && !name.endsWith('.test.ts'),
    )) {
      const operationId = camelCase(file.slice(0, -'.ts'.length));
      const exported = exportedConstants(join(path, file));
      const where = relative(join(source, '..'), join(path, file));
      for (const name of [operationId, `${operationId}Docs`]) {
        if (!exported.includes(name))
          throw new Error(
            `${where} exports no \`${name}\`: an operation module exports its row, named by its file, and its texts, \`${operationId}Docs\` (CONTRIBUTING.md, "Adding an operation")`,
          );
      }
      modules.push({
        operationId,
        tag: folder,
        module: `operations/${folder}/${file.slice(0, -'.ts'.length)}`,
      });
    }
  }
  return modules.sort(
    (a, b) =>
      tagNames.indexOf(a.tag) - tagNames.indexOf(b.tag) ||
      rank(a.operationId) - rank(b.operationId) ||
      a.operationId.localeCompare(b.operationId),
  );
}

const schemaHeader =
  '// Written by `pnpm generate` from the schema modules, src/schemas/*.ts and the operation modules (packages/contract/scripts/generate-tables.ts); do not edit.\n';

const header = (what: string) =>
  `// Written by \`pnpm generate\` from the operation modules, src/operations/<tag>/*.ts (${what}); do not edit.\n`;

function specsFile(modules: readonly OperationModule[]): string {
  return `${header('packages/contract/scripts/generate-tables.ts')}${modules
    .map(({ operationId, module }) => `import { ${operationId} } from '../${module}';`)
    .join('\n')}

/**
 * Every operation of the service as code needs it at run time, by operationId
 * (docs/design/0002-operations-and-error-codes.md): method, path, schemas, error codes and flags,
 * without the texts of the document. The SDK sends from this table so that a browser bundle
 * carries no documentation; {@link operations} adds the texts.
 */
export const operationSpecs = {
${modules.map(({ operationId }) => `  ${operationId},`).join('\n')}
} as const;

/** The operationId of an operation of the service. */
export type OperationId = keyof typeof operationSpecs;
`;
}

function docsFile(modules: readonly OperationModule[]): string {
  return `${header('packages/contract/scripts/generate-tables.ts')}import type { OperationDocs } from '../operations/operation';
import type { OperationId } from '../table/specs';
${modules.map(({ operationId, module }) => `import { ${operationId}Docs } from '../${module}';`).join('\n')}

/** What the OpenAPI document and the docs say about each operation of {@link operationSpecs}: its module's texts, and its tag, the module's folder. */
// A pure call without arguments, rather than an object of spreads (which a bundler keeps): a
// bundle that never reads the texts drops them, in the one-file build too.
export const operationDocs = /* @__PURE__ */ joinTexts();

/* @__NO_SIDE_EFFECTS__ */
function joinTexts(): { readonly [Id in OperationId]: OperationDocs } {
  return {
${modules.map(({ operationId, tag }) => `    ${operationId}: { tag: '${tag}', ...${operationId}Docs },`).join('\n')}
  };
}
`;
}

const quote = (value: string) => `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/**
 * `src/service/errors.ts`: the error codes of src/docs/error-codes.ts as the union `ErrorCode`
 * (each member with its status and when the service answers it), their statuses, which code
 * that runs reads without the texts, and their list.
 */
function errorsFile(entries: readonly (readonly [string, ErrorCodeDefinition])[]): string {
  const members = entries.map(
    ([code, { status, when }]) => `${comment([`${status}: ${when}`])}\n| ${quote(code)}`,
  );
  return `// Written by \`pnpm generate\` from src/docs/error-codes.ts and the error codes the operation modules declare (packages/contract/scripts/generate-tables.ts); do not edit.

/**
 * Every error code the service answers, with its HTTP status: the runtime table behind the Error
 * schema, the mock's responses and the SDK's error classes. What each code means is documentation
 * ({@link errorCodes} adds it), kept apart so that a browser bundle of the SDK does not carry it.
 */
export const errorStatuses = {
${entries.map(([code, { status }]) => `  ${code}: ${status},`).join('\n')}
} as const;

${comment([
  'A machine-readable error code of the service: the `code` of every error response, each sent with the HTTP status given here.',
])}
export type ErrorCode =
${members.join('\n')};

/** The list of every error code, in the order of {@link errorStatuses}. */
export const errorCodeList = /* @__PURE__ */ Object.keys(errorStatuses) as [ErrorCode, ...ErrorCode[]];
`;
}

/** The named schemas of one module: what it exports as PascalCase constants, in its order. */
interface SchemaModule {
  /** The module's path relative to src/, without `.ts`. */
  readonly module: string;
  /** The schemas the index exports. */
  readonly exports: readonly string[];
  /** Those that are components of the document (bodies, answers and what they name). */
  readonly components: readonly string[];
}

const isSchemaName = (name: string) => /^[A-Z]/.test(name);

// A schema whose name in the document would shadow a global of JavaScript (`Error`) is named in
// code with the suffix `Body`; the component drops it.
const componentName = (name: string) =>
  name.endsWith('Body') && name.slice(0, -'Body'.length) in globalThis ? name.slice(0, -'Body'.length) : name;

/**
 * The modules that declare named schemas, each with its schemas: every file of `src/schemas/`
 * (its PascalCase constants are components, but for `params.ts`, whose are parameters), then each
 * operation module that declares a schema of its own (a component, but for a query or path
 * parameters of its row, which the index still exports).
 */
async function schemaModules(operations: readonly OperationModule[]): Promise<SchemaModule[]> {
  const files = readdirSync(schemasFolder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => name.slice(0, -'.ts'.length));
  // The order of the document's components: by resource as the tags list them, then the error.
  const resourceOrder = ['pet', 'category', 'order', 'inventory', 'error'];
  files.sort((a, b) => {
    const rankOf = (name: string) =>
      resourceOrder.includes(name) ? resourceOrder.indexOf(name) : resourceOrder.length;
    return rankOf(a) - rankOf(b) || a.localeCompare(b);
  });
  const fromSchemas = files.flatMap((name): SchemaModule[] => {
    const schemas = exportedConstants(join(schemasFolder, `${name}.ts`)).filter(isSchemaName);
    if (schemas.length === 0) return [];
    return [{ module: `schemas/${name}`, exports: schemas, components: name === 'params' ? [] : schemas }];
  });
  const fromOperations: SchemaModule[] = [];
  for (const { operationId, module } of operations) {
    const schemas = exportedConstants(join(source, `${module}.ts`)).filter(isSchemaName);
    if (schemas.length === 0) continue;
    const loaded = (await import(join(source, `${module}.ts`))) as Record<string, unknown>;
    const row = loaded[operationId] as { query?: unknown; pathParams?: unknown };
    const parameters = new Set([row.query, row.pathParams]);
    fromOperations.push({
      module,
      exports: schemas,
      components: schemas.filter((name) => !parameters.has(loaded[name])),
    });
  }
  return [...fromSchemas, ...fromOperations];
}

function componentsFile(modules: readonly SchemaModule[]): string {
  const withComponents = modules.filter((entry) => entry.components.length > 0);
  return `${schemaHeader}${withComponents
    .map(({ module, components }) => `import { ${components.join(', ')} } from '../${module}';`)
    .join('\n')}

/**
 * The named schemas of the document, by component name: every schema of src/schemas/ but the
 * parameters, and those an operation module declares for its body or its answer.
 */
export const componentSchemas = {
${withComponents
  .flatMap(({ components }) => components)
  .map((name) => (componentName(name) === name ? `  ${name},` : `  ${componentName(name)}: ${name},`))
  .join('\n')}
} as const;
`;
}

/**
 * `src/schema-exports.ts`, which the index re-exports: every named schema but the path
 * parameters, which the SDK's methods take as arguments and only `@petstore/contract/internal`
 * exports.
 */
function exportsFile(modules: readonly SchemaModule[]): string {
  return `${header('packages/contract/scripts/generate-tables.ts')}${modules
    .map(
      ({ module, exports: names }) => [module, names.filter((name) => !name.endsWith('PathParams'))] as const,
    )
    .filter(([, names]) => names.length > 0)
    .map(([module, names]) => `export { ${names.join(', ')} } from './${module}';`)
    .join('\n')}
`;
}

/** An operation module that declares error codes of its own, `export const <operationId>Errors`. */
interface DeclaredErrors {
  readonly operationId: string;
  readonly module: string;
  readonly entries: Readonly<Record<string, ErrorCodeDefinition>>;
}

async function declaredErrors(operations: readonly OperationModule[]): Promise<DeclaredErrors[]> {
  const declared: DeclaredErrors[] = [];
  for (const { operationId, module } of operations) {
    const name = `${operationId}Errors`;
    if (!exportedConstants(join(source, `${module}.ts`)).includes(name)) continue;
    const loaded = (await import(join(source, `${module}.ts`))) as Record<string, unknown>;
    declared.push({ operationId, module, entries: loaded[name] as Record<string, ErrorCodeDefinition> });
  }
  return declared;
}

/**
 * Every error code with its entry: those of src/docs/error-codes.ts, which several operations
 * answer, and those an operation module declares, by status (stably: the order of each list).
 * @throws naming both places, when a code is declared twice.
 */
function errorEntries(declared: readonly DeclaredErrors[]): [string, ErrorCodeDefinition][] {
  const where = new Map<string, string>(
    Object.keys(errorCodeDefinitions).map((code) => [code, 'src/docs/error-codes.ts']),
  );
  const entries: [string, ErrorCodeDefinition][] = Object.entries(errorCodeDefinitions);
  for (const { module, entries: own } of declared) {
    for (const [code, entry] of Object.entries(own)) {
      const first = where.get(code);
      if (first)
        throw new Error(
          `error code ${code} is declared twice: in ${first} and in src/${module}.ts; keep one entry`,
        );
      where.set(code, `src/${module}.ts`);
      entries.push([code, entry]);
    }
  }
  return entries.sort((a, b) => a[1].status - b[1].status);
}

function operationErrorsFile(declared: readonly DeclaredErrors[]): string {
  return `${header('packages/contract/scripts/generate-tables.ts')}${declared
    .map(({ operationId, module }) => `import { ${operationId}Errors } from '../${module}';`)
    .join('\n')}

/**
 * The error codes the operation modules declare, each beside the operation that answers it
 * (\`export const <operationId>Errors\`); src/docs/error-codes.ts has those several operations share.
 */
// A pure call without arguments, rather than an object of spreads (which a bundler keeps): a
// bundle that never reads the texts drops them, in the one-file build too.
export const operationErrorDefinitions = /* @__PURE__ */ joinErrors();

/* @__NO_SIDE_EFFECTS__ */
function joinErrors() {
  return {
${declared.map(({ operationId }) => `    ...${operationId}Errors,`).join('\n')}
  } as const;
}
`;
}

/** The files that list the operations and the error codes, as they should read. */
export async function renderTables(): Promise<GeneratedFiles> {
  const modules = operationModules();
  const schemas = await schemaModules(modules);
  const declared = await declaredErrors(modules);
  // By tag, alphabetically, as the internal subpath exported the rows before each was a module:
  // the order of the modules in a bundle, which its compressed size feels.
  const byFolder = [...modules].sort((a, b) => a.tag.localeCompare(b.tag));
  const rows = `${header('packages/contract/scripts/generate-tables.ts')}${byFolder
    .map(({ operationId, module }) => `export { ${operationId} } from '../${module}';\n`)
    .join('')}`;
  return new Map([
    [join(source, 'table/specs.ts'), formatted(join(source, 'table/specs.ts'), specsFile(modules))],
    [
      join(source, 'docs/operation-docs.ts'),
      formatted(join(source, 'docs/operation-docs.ts'), docsFile(modules)),
    ],
    [join(source, 'table/rows.ts'), formatted(join(source, 'table/rows.ts'), rows)],
    [
      join(source, 'service/errors.ts'),
      formatted(join(source, 'service/errors.ts'), errorsFile(errorEntries(declared))),
    ],
    [
      join(source, 'docs/operation-errors.ts'),
      formatted(join(source, 'docs/operation-errors.ts'), operationErrorsFile(declared)),
    ],
    [
      join(source, 'openapi/component-schemas.ts'),
      formatted(join(source, 'openapi/component-schemas.ts'), componentsFile(schemas)),
    ],
    [join(source, 'schema-exports.ts'), formatted(join(source, 'schema-exports.ts'), exportsFile(schemas))],
  ]);
}
