/**
 * The SDK's operation surface, written from the contract (`pnpm generate`;
 * docs/design/0019-one-surface-from-the-contract.md): for each resource of the client one module
 * of `src/resources/**` that holds the function of each of its operations and the class whose
 * methods call them, the barrels that export them (`src/functions/index.ts` the functions alone), `src/contract-types.ts`, the contract's types the surface takes and returns, and
 * `api.md` (api-md.ts).
 * Each function and method carries its documentation: the contract's description, `@param`,
 * `@returns`, `@throws` from the operation's error codes, `@deprecated`, `@beta` /
 * `@experimental`, and an `@example` built from the documented examples of its fields.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFiles } from '../../../scripts/generate/generated-files';
import {
  argumentList,
  deprecationTag,
  exampleArguments,
  formattedFiles,
  generatedHeader,
  lowerFirst,
  parameterList,
  sentence,
  stability,
} from '../../../scripts/generate/surface-emitter';
import { comment } from '../../../scripts/generate/tsdoc';
import { definitionOf, type Schema, typeOf, unwrapOptional } from '../../contract/scripts/named-schemas';
import { renderApiMd } from './api-md';
import {
  type Resource,
  repositoryContract,
  resourceDescription,
  resourceTree,
  type SdkOperation,
  type SurfaceContract,
  sdkOperations,
  typesOf,
} from './surface';

/**
 * Where the generated files go and what they import the contract from: the SDK's sources and
 * `@petstore/contract` for the repository's contract; a folder of a test for the gallery's.
 */
export interface SurfaceTarget {
  /** The folder of the SDK's sources the files are written into (`functions/`, `resources/`, …). */
  readonly source: string;
  /** Where `api.md` goes. */
  readonly apiMd: string;
  /** The module of the contract's named types. */
  readonly typesModule: string;
  /** The module of the contract's rows, by operation id. */
  readonly rowsModule: string;
}

const sdkSource = fileURLToPath(new URL('../src', import.meta.url));

/** The SDK's own sources, from `@petstore/contract`. */
export const repositoryTarget: SurfaceTarget = {
  source: sdkSource,
  apiMd: join(sdkSource, '..', 'api.md'),
  typesModule: '@petstore/contract',
  rowsModule: '@petstore/contract/internal',
};

/** The parameters after the client, as declared. */
const parameters = (call: SdkOperation) => [...parameterList(call), 'options?: RequestOptions'];

function returnType(call: SdkOperation): string {
  return call.paginated ? `PagePromise<${call.returns}>` : `APIPromise<${call.returns}>`;
}

/** The example call: the function's, or the method's on `client`. */
function example(call: SdkOperation, form: 'function' | 'method'): string {
  const args = exampleArguments(call);
  const callee =
    form === 'function'
      ? `${call.functionName}(${['core', ...args].join(', ')})`
      : `client.${[...call.resource, call.method].join('.')}(${args.join(', ')})`;
  // `pet`, `order`, `item` (an InventoryItem).
  const item = lowerFirst(/[A-Z][a-z]*$/.exec(call.returns)?.[0] ?? call.returns);
  const code = call.paginated
    ? `for await (const ${item} of ${callee}) console.log(${item});`
    : call.returns === 'void'
      ? `await ${callee};`
      : `const ${item} = await ${callee};`;
  return ['```ts', code, '```'].join('\n');
}

/** The documentation of the function (`form: 'function'`) or of the method. */
function documentation(call: SdkOperation, form: 'function' | 'method'): string {
  const { operation } = call;
  const summary = [sentence(operation.description)];
  if (call.paginated)
    summary.push('Await it for one page, or iterate it with `for await` for every item of every page.');
  if (operation.idempotent)
    summary.push(
      'Sends an `Idempotency-Key` (`options.idempotencyKey`, or a random one) and keeps it across retries, so that a retry never repeats the change.',
    );
  const marked = stability(call);
  summary.push(...marked.summary);
  const tags = [...deprecationTag(call), ...marked.tags];
  if (form === 'function') tags.push('@param core - The client: a {@link PetStoreCore}, or a `PetStore`.');
  for (const param of call.pathParams) tags.push(`@param ${param.name} - ${sentence(param.description)}`);
  for (const [name, input] of [
    ['query', call.query],
    ['body', call.body],
    ['headers', call.headers],
  ] as const) {
    if (input)
      tags.push(`@param ${name} - {@link ${input.type}}: ${sentence(lowerFirst(input.description))}`);
  }
  tags.push('@param options - Per-call options ({@link RequestOptions}).');
  tags.push(`@returns ${sentence(operation.response.description)}`);
  const inputs = argumentList(call).map((name) => `\`${name}\``);
  if (inputs.length > 0)
    tags.push(
      `@throws {@link ValidationError} when ${inputs.join(' or ')} breaks the contract; nothing is sent.`,
    );
  for (const { code, errorClass, when } of call.errors)
    tags.push(`@throws {@link ${errorClass}} \`${code}\`: ${sentence(lowerFirst(when))}`);
  tags.push(
    '@throws {@link RateLimitError}, {@link AuthenticationError}, {@link APIConnectionError} and the other errors of every call.',
  );
  return comment([...summary, '', ...tags, `@example\n${example(call, form)}`]);
}

function renderFunction(call: SdkOperation): string {
  const operationRow = `${call.functionName}Operation`;
  const path =
    call.pathParams.length > 0 ? [`path: { ${call.pathParams.map((param) => param.name).join(', ')} }`] : [];
  const headers = call.headers ? ['headers'] : [];
  // A page keeps its path and headers for the next page (requestPage's `input`).
  const pageInput = [...path, ...headers];
  const body = call.paginated
    ? `requestPage(core, ${operationRow}, ${call.query ? 'query' : 'undefined'}, options${pageInput.length > 0 ? `, { ${pageInput.join(', ')} }` : ''})`
    : `request(core, ${operationRow}, { ${[
        ...path,
        ...(call.query ? ['query'] : []),
        ...(call.body ? ['body'] : []),
        ...headers,
      ].join(', ')} }, options)`;
  return `${documentation(call, 'function')}
export function ${call.functionName}(core: PetStoreCore, ${parameters(call).join(', ')}): ${returnType(call)} {
  return ${body};
}`;
}

/** `resources/pets.ts`; a resource that holds others is `resources/store/store.ts`, beside them. */
function resourceFile(resource: Resource): string {
  const folders = resource.children.length > 0 ? resource.path : resource.path.slice(0, -1);
  return join('resources', ...folders, `${resource.path.at(-1)}.ts`);
}

/** A marker every operation of a resource carries (`beta`), which the resource carries too. */
function sharedStability(calls: readonly SdkOperation[]): string | undefined {
  const [first] = calls;
  const stability = first?.operation.stability;
  return stability && calls.every((call) => call.operation.stability === stability) ? stability : undefined;
}

function renderMethod(call: SdkOperation): string {
  return `${documentation(call, 'method')}
${call.method}(${parameters(call).join(', ')}): ${returnType(call)} {
  return ${call.functionName}(this.core, ${[...argumentList(call), 'options'].join(', ')});
}`;
}

function resourceSource(
  resource: Resource,
  tree: ReadonlyMap<string, Resource>,
  target: SurfaceTarget,
  header: string,
): string {
  const file = resourceFile(resource);
  const up = '../'.repeat(file.split('/').length - 1);
  const stability = sharedStability(resource.calls);
  const childResources = resource.children.map(
    (child) => tree.get([...resource.path, child].join('.')) as Resource,
  );
  const imports = [
    `import { APIResource } from '${up}core/api-resource';`,
    // A child that holds resources of its own lives in its folder (resourceFile).
    ...childResources.map(
      (child) =>
        `import { ${child.name} } from './${child.children.length > 0 ? `${child.path.at(-1)}/` : ''}${child.path.at(-1)}';`,
    ),
  ];
  if (resource.calls.length > 0) {
    const paged = resource.calls.some((call) => call.paginated);
    const single = resource.calls.some((call) => !call.paginated);
    imports.push(
      `import type { ${typesOf(resource.calls).join(', ')} } from '${target.typesModule}';`,
      `import { ${resource.calls.map((call) => `${call.functionName} as ${call.functionName}Operation`).join(', ')} } from '${target.rowsModule}';`,
      `import type { RequestOptions } from '${up}api/client-options';`,
      ...(single ? [`import type { APIPromise } from '${up}core/pagination';`] : []),
      ...(paged ? [`import type { PagePromise } from '${up}core/pagination';`] : []),
      `import { type PetStoreCore, ${[single && 'request', paged && 'requestPage'].filter(Boolean).join(', ')} } from '${up}core/petstore-core';`,
    );
  }
  const properties = childResources.map((child) => {
    const childStability = sharedStability(child.calls);
    const docs = comment([
      resourceDescription(child.path, child.children),
      ...(childStability ? [`@${childStability}`] : []),
    ]);
    return `${docs}\nreadonly ${child.path.at(-1)}: ${child.name} = new ${child.name}(this.core);`;
  });
  const described = resourceDescription(resource.path, resource.children);
  const place = `\`client.${resource.path.join('.')}\``;
  const docs = comment([
    resource.calls.length > 0 ? `${described.replace(/\.$/, '')} (${place}).` : described,
    ...(stability ? [`@${stability}`] : []),
  ]);
  // The functions of its operations beside the class that calls them: a call runs one generated
  // module, and an app that imports only a function leaves the class out (it has no side effects).
  const functions = resource.calls.map(renderFunction).join('\n\n');
  return `${header}${imports.join('\n')}

${functions}${functions ? '\n\n' : ''}${docs}
export class ${resource.name} extends APIResource {
${[...properties, ...resource.calls.map(renderMethod)].join('\n\n')}
}
`;
}

/** The contract's types that the surface names, and those their fields name, for both entry points to export. */
function contractTypesSource(
  calls: readonly SdkOperation[],
  names: ReadonlyMap<Schema, string>,
  target: SurfaceTarget,
  header: string,
): string {
  const byName = new Map([...names].map(([schema, name]) => [name, schema]));
  const found = new Set<string>();
  const visit = (schema: Schema) => {
    const { schema: inner } = unwrapOptional(schema);
    const type = typeOf(inner, names);
    // A name (`PetStatus`, `ErrorCode`), not `string` or `Pet[]`.
    if (/^[A-Z]\w*$/.test(type)) {
      if (found.has(type)) return;
      found.add(type);
    }
    const definition = definitionOf(inner);
    const children = [
      ...Object.values(definition.shape ?? {}),
      ...(definition.element ? [definition.element] : []),
      ...(definition.options ?? []),
    ];
    for (const child of children) visit(child);
  };
  for (const name of [...typesOf(calls), 'ErrorBody']) visit(byName.get(name) as Schema);
  return `${header}// The contract's named types that the functions and methods take and return, and those their fields
// name: both entry points export them (shared-surface.ts).
export type { ${[...found].sort().join(', ')} } from '${target.typesModule}';
`;
}

/**
 * Every generated file of the SDK (its sources and `api.md`), by absolute path.
 * @param contract - The contract to render: the repository's, or a test's.
 * @param target - Where the files go and what they import.
 * @throws naming the operation's module and the rule, for a shape the generators cannot serve or a
 *   name two operations share (surface.ts); nothing is written then.
 */
export function renderSurface(
  contract: SurfaceContract = repositoryContract(),
  target: SurfaceTarget = repositoryTarget,
): GeneratedFiles {
  const calls = sdkOperations(contract);
  const header = generatedHeader('packages/sdk/scripts/generate-surface.ts', contract.modulesFolder);
  const files = new Map<string, string>();
  const tree = resourceTree(calls);
  for (const resource of tree.values())
    files.set(resourceFile(resource), resourceSource(resource, tree, target, header));
  // The functions alone, in the contract's order: the classes stay out of `@petstore/sdk/functions`.
  const modules = [...tree.values()].filter((resource) => resource.calls.length > 0);
  files.set(
    join('functions', 'index.ts'),
    `${header}${modules
      .map(
        (resource) =>
          `export { ${resource.calls.map((call) => call.functionName).join(', ')} } from '../${resourceFile(resource).slice(0, -3)}';`,
      )
      .join('\n')}\n`,
  );
  files.set(
    join('resources', 'index.ts'),
    `${header}${[...tree.values()]
      .map(
        (resource) =>
          `export { ${resource.name} } from './${resourceFile(resource).slice('resources/'.length, -3)}';`,
      )
      .join('\n')}\n`,
  );
  files.set('contract-types.ts', contractTypesSource(calls, contract.names, target, header));
  return new Map([...formattedFiles(files, target.source, sdkSource), [target.apiMd, renderApiMd(contract)]]);
}
