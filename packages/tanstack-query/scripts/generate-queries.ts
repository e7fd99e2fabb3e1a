/**
 * The TanStack Query surface, written from the contract (`pnpm generate`;
 * docs/design/0019-one-surface-from-the-contract.md, docs/design/0026-tanstack-query.md), from
 * the SDK's own model of its surface (packages/sdk/scripts/surface.ts): for every read its query
 * options (and infinite query options when it is paginated), for every write its mutation options
 * whose invalidation is the operation's `changes` in the contract; `src/operations/<tag>.ts`, their
 * barrel, and `src/pet-store-queries.ts`, the same options on the client's tree of resources.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFiles } from '../../../scripts/generate/generated-files';
import {
  argumentList,
  barrel,
  deprecationTag,
  exampleArguments,
  exampleObject,
  formattedFiles,
  generatedHeader,
  type InputPart,
  lowerFirst,
  parameterList,
  pascal,
  sentence,
  stability,
} from '../../../scripts/generate/surface-emitter';
import { comment } from '../../../scripts/generate/tsdoc';
import {
  type Resource,
  repositoryContract,
  resourceDescription,
  resourceTree,
  type SdkOperation,
  type SurfaceContract,
  sdkOperations,
  typesOf,
} from '../../sdk/scripts/surface';
import { petStoreKeyRoot } from '../src/api/options';

/** Where the generated files go and what they import: the package's sources, or a test's folder. */
export interface QueriesTarget {
  /** The folder of the package's sources the files are written into (`operations/`, …). */
  readonly source: string;
  /** The module of the contract's named types. */
  readonly typesModule: string;
  /** The module of the contract's rows, by operation id. */
  readonly rowsModule: string;
  /** The module of the SDK's functions. */
  readonly functionsModule: string;
}

const packageSource = fileURLToPath(new URL('../src', import.meta.url));

/** The package's own sources, from `@petstore/contract` and `@petstore/sdk/functions`. */
export const repositoryQueriesTarget: QueriesTarget = {
  source: packageSource,
  typesModule: '@petstore/contract',
  rowsModule: '@petstore/contract/internal',
  functionsModule: '@petstore/sdk/functions',
};

/** What a read's options take: its inputs but the body, which a read has none of. */
const readInputs: readonly InputPart[] = ['path', 'query', 'headers'];

const isRead = (call: SdkOperation) => call.operation.method === 'get';
/** The key's path after `'petstore'`: the call's place on the client, then its operation. */
const keyPath = (call: SdkOperation) => [...call.resource, call.functionName];
const tuple = (names: readonly string[]) => names.map((name) => `'${name}'`).join(', ');
const keyType = (call: SdkOperation, infinite = false) =>
  `readonly ['${petStoreKeyRoot}', ${tuple(keyPath(call))}, KeyInputs${call.query ? `<${call.query.type}>` : ''}${infinite ? ", 'infinite'" : ''}]`;
const pathObject = (call: SdkOperation) =>
  call.pathParams.length > 0 ? `{ ${call.pathParams.map((param) => param.name).join(', ')} }` : 'undefined';
/**
 * The inputs of a read's key: its path and query (`keyInputs`), and the header parameters it
 * declares beside them, which change its answer as its query does.
 */
const keyInputsCall = (call: SdkOperation) => {
  const inputs = `keyInputs(${pathObject(call)}${call.query ? ', query' : ''})`;
  return call.headers ? `{ ...${inputs}, headers }` : inputs;
};

/** What a read's query holds: TanStack Query refuses `undefined`, so an empty answer (204) is `null`. */
function dataType(call: SdkOperation): string {
  if (call.paginated) return `ListPage<${call.returns}, ${call.query?.type ?? 'never'}>`;
  return call.returns === 'void' && isRead(call) ? 'null' : call.returns;
}

const parameters = (call: SdkOperation) => parameterList(call, readInputs);

/** The parameters of infinite options: those of the first page, the query defaulting to `{}`. */
function infiniteParameters(call: SdkOperation): string[] {
  return [
    ...parameterList(call, ['path']),
    `query: ${call.query?.type} = {}`,
    ...parameterList(call, ['headers']),
  ];
}

const optionsName = (call: SdkOperation, kind: 'query' | 'infinite' | 'mutation') =>
  `${call.functionName}${{ query: 'QueryOptions', infinite: 'InfiniteQueryOptions', mutation: 'MutationOptions' }[kind]}`;
const variablesName = (call: SdkOperation) => `${pascal(call.functionName)}Variables`;

function returnType(call: SdkOperation, kind: 'query' | 'infinite' | 'mutation'): string {
  if (kind === 'query') return `PetStoreQueryOptions<${dataType(call)}, ${keyType(call)}>`;
  if (kind === 'infinite')
    return `PetStoreInfiniteQueryOptions<${call.returns}, ${call.query?.type}, ${keyType(call, true)}>`;
  return `PetStoreMutationOptions<${call.returns}, ${variablesName(call)}>`;
}

/** The example of an option, as a function of the package (`form: 'function'`) or on `queries`. */
function example(
  call: SdkOperation,
  kind: 'query' | 'infinite' | 'mutation',
  form: 'function' | 'tree',
): string {
  const member = { query: call.method, infinite: `${call.method}Infinite`, mutation: call.method }[kind];
  const args = kind === 'mutation' ? [] : exampleArguments(call, readInputs);
  const callee =
    form === 'function'
      ? `${optionsName(call, kind)}(${['client', ...args].join(', ')})`
      : `queries.${[...call.resource, member].join('.')}(${args.join(', ')})`;
  const lines =
    kind === 'query'
      ? [`const { data, error } = useQuery(${callee});`]
      : kind === 'infinite'
        ? [
            `const { data, fetchNextPage, hasNextPage } = useInfiniteQuery(${callee});`,
            'const items = data?.pages.flatMap((page) => page.items);',
          ]
        : [`const { mutate } = useMutation(${callee});`, `mutate(${exampleObject(call)});`];
  return ['```ts', ...lines, '```'].join('\n');
}

/**
 * The invalidations of a write: each changed read's key prefix, with the record's path for
 * `same-record`. The contract's checks hold `changes` to its rules before a generator runs
 * (packages/contract/scripts/operation-rules.ts).
 */
function invalidations(call: SdkOperation, reads: ReadonlyMap<string, SdkOperation>): string[] {
  return Object.entries(call.operation.changes ?? {}).map(([readId, scope]) => {
    const read = reads.get(readId) as SdkOperation;
    const prefix = `'${petStoreKeyRoot}', ${tuple(keyPath(read))}`;
    if (scope === 'all') return `[${prefix}]`;
    return `[${prefix}, { path: { ${argumentList(read, ['path'])
      .map((name) => `${name}: variables.${name}`)
      .join(', ')} } }]`;
  });
}

/** The paragraphs every option's documentation starts with. */
function summary(
  call: SdkOperation,
  kind: 'query' | 'infinite' | 'mutation',
  reads: ReadonlyMap<string, SdkOperation>,
) {
  const { operation } = call;
  // The operation's own words are the SDK function's documentation, written there once: an
  // option names the function, whose hover in an editor says what it does.
  const what = `\`${operation.method.toUpperCase()} ${operation.path}\`, sent by \`${call.functionName}\` of \`@petstore/sdk/functions\` (\`client.${[...call.resource, call.method].join('.')}\`)`;
  const lines = [
    {
      query: `Query options of ${what}.`,
      infinite: `Infinite query options of ${what}, one page after another as the service's \`Link rel="next"\` leads.`,
      mutation: `Mutation options of ${what}.`,
    }[kind],
  ];
  if (kind === 'mutation') {
    const changes = Object.entries(operation.changes ?? {}).map(([readId, scope]) => {
      const read = reads.get(readId) as SdkOperation;
      return scope === 'all'
        ? `every \`${readId}\` query`
        : `the \`${readId}\` query of the same ${read.pathParams.map((param) => `\`${param.name}\``).join(' and ')}`;
    });
    lines.push(
      `On success it invalidates what the write can change (its \`changes\` in the contract): ${changes.join(', ')}.`,
    );
  } else {
    lines.push(
      "The `signal` of TanStack Query reaches the SDK; errors are the SDK's typed errors, never retried on top of its own retries.",
    );
  }
  lines.push(...stability(call).summary);
  return lines;
}

function tags(call: SdkOperation, withClient: boolean): string[] {
  return [
    ...deprecationTag(call),
    ...stability(call).tags,
    ...(withClient ? ['@param client - The client: a `PetStore` or a `PetStoreCore`.'] : []),
  ];
}

function inputTags(call: SdkOperation, kind: 'query' | 'infinite' | 'mutation'): string[] {
  if (kind === 'mutation') return [];
  return [
    ...call.pathParams.map((param) => `@param ${param.name} - ${sentence(param.description)}`),
    ...(call.query
      ? [
          `@param query - \`${call.query.type}\`: ${sentence(lowerFirst(call.query.description))}${kind === 'infinite' ? " The first page; the next pages follow the service's links." : ''}`,
        ]
      : []),
    ...(call.headers
      ? [`@param headers - \`${call.headers.type}\`: ${sentence(lowerFirst(call.headers.description))}`]
      : []),
  ];
}

function documentation(
  call: SdkOperation,
  kind: 'query' | 'infinite' | 'mutation',
  form: 'function' | 'tree',
  reads: ReadonlyMap<string, SdkOperation>,
): string {
  return comment([
    ...summary(call, kind, reads),
    '',
    ...tags(call, form === 'function'),
    ...inputTags(call, kind),
    `@returns Options for ${{ query: '`useQuery`, `useSuspenseQuery`, `useQueries`, `fetchQuery`, `prefetchQuery` and `ensureQueryData`', infinite: '`useInfiniteQuery` and `fetchInfiniteQuery`', mutation: '`useMutation`' }[kind]}.`,
    `@example\n${example(call, kind, form)}`,
  ]);
}

/** The call of one page: the path parameters and headers of the first, the query of this one. */
function sendPage(call: SdkOperation, query: string) {
  const args = [...argumentList(call, ['path']), query, ...argumentList(call, ['headers'])];
  return `listPageOf<${call.returns}, ${call.query?.type}>(${call.functionName}(client, ${args.join(', ')}, { signal }), ${call.functionName}Operation)`;
}

function renderRead(call: SdkOperation, reads: ReadonlyMap<string, SdkOperation>): string {
  const key = `['${petStoreKeyRoot}', ${tuple(keyPath(call))}, ${keyInputsCall(call)}]`;
  const args = argumentList(call, readInputs);
  const sent = `${call.functionName}(client, ${[...args, '{ signal }'].join(', ')})`;
  const send = call.paginated
    ? sendPage(call, 'query')
    : call.returns === 'void'
      ? `${sent}.then(() => null)`
      : sent;
  const query = `${documentation(call, 'query', 'function', reads)}
export function ${optionsName(call, 'query')}(${['client: PetStoreCore', ...parameters(call)].join(', ')}): ${returnType(call, 'query')} {
  return queryOptionsOf(client, ${key} as const, (signal) => ${send});
}`;
  if (!call.paginated) return query;
  const infiniteKey = `['${petStoreKeyRoot}', ${tuple(keyPath(call))}, ${keyInputsCall(call)}, 'infinite']`;
  return `${query}

${documentation(call, 'infinite', 'function', reads)}
export function ${optionsName(call, 'infinite')}(${['client: PetStoreCore', ...infiniteParameters(call)].join(', ')}): ${returnType(call, 'infinite')} {
  return infiniteQueryOptionsOf(client, ${infiniteKey} as const, query, (page, signal) => ${sendPage(call, 'page')});
}`;
}

function renderVariables(call: SdkOperation): string {
  const fields = [
    ...call.pathParams.map(
      (param) => `${comment([sentence(param.description)])}\nreadonly ${param.name}: ${param.type};`,
    ),
    ...(['query', 'body', 'headers'] as const).flatMap((part) => {
      const input = call[part];
      return input
        ? [
            `${comment([`\`${input.type}\`: ${sentence(lowerFirst(input.description))}`])}\nreadonly ${part}${input.optional ? '?' : ''}: ${input.type};`,
          ]
        : [];
    }),
  ];
  const parts = [
    ...(call.pathParams.length > 0 ? ['its path parameters'] : []),
    ...(call.query ? ['its query'] : []),
    ...(call.body ? ['its body'] : []),
    ...(call.headers ? ['its headers'] : []),
  ];
  return `${comment([
    `What a mutation of \`${call.functionName}\` takes: ${parts.length > 0 ? parts.join(', ').replace(/, ([^,]*)$/, ' and $1') : 'nothing'}, by name.`,
    '',
    `@example\n${['```ts', `const variables: ${variablesName(call)} = ${exampleObject(call)};`, '```'].join('\n')}`,
  ])}
export interface ${variablesName(call)} {
${fields.join('\n')}
}`;
}

function renderWrite(call: SdkOperation, reads: ReadonlyMap<string, SdkOperation>): string {
  const changed = invalidations(call, reads);
  const usesVariables = changed.some((line) => line.includes('variables.'));
  const args = argumentList(call, undefined, 'variables.');
  return `${renderVariables(call)}

${documentation(call, 'mutation', 'function', reads)}
export function ${optionsName(call, 'mutation')}(client: PetStoreCore): ${returnType(call, 'mutation')} {
  return mutationOptionsOf(
    client,
    ['${petStoreKeyRoot}', ${tuple(keyPath(call))}],
    (variables: ${variablesName(call)}) => ${call.functionName}(${['client', ...args].join(', ')}),
    (${usesVariables ? 'variables' : ''}) => [${changed.join(', ')}],
  );
}`;
}

function operationsFile(
  calls: readonly SdkOperation[],
  reads: ReadonlyMap<string, SdkOperation>,
  target: QueriesTarget,
  header: string,
): string {
  const paged = calls.filter((call) => call.paginated);
  const hasReads = calls.some(isRead);
  const hasWrites = calls.some((call) => !isRead(call));
  const helpers = [
    ...(hasReads ? ['keyInputs', 'queryOptionsOf'] : []),
    ...(paged.length > 0 ? ['infiniteQueryOptionsOf', 'listPageOf'] : []),
    ...(hasWrites ? ['mutationOptionsOf'] : []),
  ];
  const optionTypes = [
    ...(hasReads ? ['KeyInputs', 'PetStoreQueryOptions'] : []),
    ...(paged.length > 0 ? ['ListPage', 'PetStoreInfiniteQueryOptions'] : []),
    ...(hasWrites ? ['PetStoreMutationOptions'] : []),
  ];
  const types = typesOf(calls);
  return `${header}${types.length > 0 ? `import type { ${types.join(', ')} } from '${target.typesModule}';\n` : ''}${
    paged.length > 0
      ? `import { ${paged.map((call) => `${call.functionName} as ${call.functionName}Operation`).join(', ')} } from '${target.rowsModule}';\n`
      : ''
  }import { ${calls.map((call) => call.functionName).join(', ')}, type PetStoreCore } from '${target.functionsModule}';
import { ${helpers.join(', ')} } from '../internal/build-options';
import type { ${optionTypes.join(', ')} } from '../api/options';

${calls.map((call) => (isRead(call) ? renderRead(call, reads) : renderWrite(call, reads))).join('\n\n')}
`;
}

type Group = Resource;

/** The client's resources (the SDK generator's tree), with the client itself at the root (path `[]`). */
function groupTree(calls: readonly SdkOperation[]): Map<string, Group> {
  const resources = resourceTree(calls);
  const topLevel = [...resources.values()].filter((resource) => resource.path.length === 1);
  return new Map([
    [
      '',
      {
        path: [],
        name: 'PetStore',
        calls: [],
        children: topLevel.map((resource) => resource.path[0] as string),
      },
    ],
    ...resources,
  ]);
}

/** The interface of a group: its resource's class name and `Queries` (`PetStoreQueries` at the root). */
const interfaceName = (group: Group) => `${group.name}Queries`;

/** Each member of a group's interface: its signature and its implementation, for each option of each call. */
function members(call: SdkOperation, reads: ReadonlyMap<string, SdkOperation>) {
  const kinds: ('query' | 'infinite' | 'mutation')[] = isRead(call)
    ? call.paginated
      ? ['query', 'infinite']
      : ['query']
    : ['mutation'];
  return kinds.map((kind) => {
    const name = kind === 'infinite' ? `${call.method}Infinite` : call.method;
    const params =
      kind === 'mutation'
        ? []
        : kind === 'infinite'
          ? [
              ...parameterList(call, ['path']),
              `query?: ${call.query?.type}`,
              ...parameterList(call, ['headers']),
            ]
          : parameters(call);
    const args = kind === 'mutation' ? [] : argumentList(call, readInputs);
    return {
      signature: `${documentation(call, kind, 'tree', reads)}\n${name}(${params.join(', ')}): ${returnType(call, kind)};`,
      implementation: `${name}: (${params.join(', ')}) => ${optionsName(call, kind)}(${['client', ...args].join(', ')}),`,
    };
  });
}

function treeFile(
  calls: readonly SdkOperation[],
  reads: ReadonlyMap<string, SdkOperation>,
  target: QueriesTarget,
  header: string,
): string {
  const tree = groupTree(calls);
  const interfaces = [...tree.values()].map((group) => {
    const place =
      group.path.length === 0
        ? 'The Pet Store'
        : resourceDescription(group.path, group.children).replace(/\.$/, '');
    const keyDoc = comment([
      `The key prefix of every query of ${group.path.length === 0 ? 'the package' : `\`${['queries', ...group.path].join('.')}\``}: \`queryClient.invalidateQueries({ queryKey: ${['queries', ...group.path].join('.')}.key })\`.`,
    ]);
    const children = group.children.map((child) => {
      const childPath = [...group.path, child];
      const childGroup = tree.get(childPath.join('.')) as Group;
      return `${comment([sentence(resourceDescription(childPath, childGroup.children))])}\nreadonly ${child}: ${interfaceName(childGroup)};`;
    });
    const ownMembers = group.calls.flatMap((call) => members(call, reads).map((member) => member.signature));
    const member = group.calls[0]
      ? `${['queries', ...group.path, group.calls[0].method].join('.')}`
      : undefined;
    return `${comment([
      `${place}: query, infinite query and mutation options of ${group.path.length === 0 ? 'every operation' : `\`client.${group.path.join('.')}\``}, by the client's method names.`,
      '',
      `@example\n${['```ts', "const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));", member ? `const options = ${member}${isRead(group.calls[0] as SdkOperation) ? `(${exampleArguments(group.calls[0] as SdkOperation, readInputs).join(', ')})` : '()'};` : `const key = ${['queries', ...group.path].join('.')}.key;`, '```'].join('\n')}`,
    ])}
export interface ${interfaceName(group)} {
${keyDoc}
readonly key: readonly [${tuple([petStoreKeyRoot, ...group.path])}];
${[...children, ...ownMembers].join('\n\n')}
}`;
  });
  const implementation = (group: Group): string => {
    const children = group.children.map(
      (child) => `${child}: ${implementation(tree.get([...group.path, child].join('.')) as Group)},`,
    );
    const own = group.calls.flatMap((call) => members(call, reads).map((member) => member.implementation));
    return `{\nkey: [${tuple([petStoreKeyRoot, ...group.path])}],\n${[...children, ...own].join('\n')}\n}`;
  };
  const optionNames = calls.flatMap((call) =>
    isRead(call)
      ? [optionsName(call, 'query'), ...(call.paginated ? [optionsName(call, 'infinite')] : [])]
      : [optionsName(call, 'mutation')],
  );
  const usesList = calls.some((call) => call.paginated);
  const usesQuery = calls.some(isRead);
  const usesMutation = calls.some((call) => !isRead(call));
  const named = calls.flatMap((call) => [
    ...(isRead(call) && call.query ? [call.query.type] : []),
    ...(isRead(call) && call.headers ? [call.headers.type] : []),
    ...(call.returns === 'void' ? [] : [call.returns]),
  ]);
  return `${header}import type { ${[...new Set(named)].sort().join(', ')} } from '${target.typesModule}';
import type { PetStoreCore } from '${target.functionsModule}';
import { ${optionNames.join(', ')} } from './operations/index';
import type { ${[
    ...(usesQuery ? ['KeyInputs', 'PetStoreQueryOptions'] : []),
    ...(usesList ? ['ListPage', 'PetStoreInfiniteQueryOptions'] : []),
    ...(usesMutation ? ['PetStoreMutationOptions'] : []),
  ].join(', ')} } from './api/options';
import type { ${calls
    .filter((call) => !isRead(call))
    .map(variablesName)
    .join(', ')} } from './operations/index';

${interfaces.join('\n\n')}

${comment([
  "The options of every operation of the Pet Store on the client's tree of resources: `queries.pets.list(query)` for `useQuery`, `queries.pets.listInfinite(query)` for `useInfiniteQuery`, `queries.pets.create()` for `useMutation`. Each is the function of the package of the same operation (`listPetsQueryOptions(client, query)`, …), which a bundle can import alone.",
  '',
  '@param client - The client every option sends through: a `PetStore` or a `PetStoreCore`. Its rate-limit gate, retries and deprecation notices hold for every query.',
  '@returns The options, by resource.',
  `@example\n${[
    '```ts',
    "import { PetStore } from '@petstore/sdk';",
    "import { petStoreQueries } from '@petstore/tanstack-query';",
    '',
    "const queries = petStoreQueries(new PetStore({ apiKey: 'demo-free' }));",
    "const { data } = useQuery(queries.pets.list({ status: 'available' }));",
    'queryClient.invalidateQueries({ queryKey: queries.pets.key });',
    '```',
  ].join('\n')}`,
])}
export function petStoreQueries(client: PetStoreCore): PetStoreQueries {
  return ${implementation(tree.get('') as Group)};
}
`;
}

/**
 * Every generated file of the package, by absolute path.
 * @param contract - The contract to render: the repository's, or a test's.
 * @param target - Where the files go and what they import.
 * @throws naming the operation's module and the rule, for a shape it cannot serve; nothing is written then.
 */
export function renderQueries(
  contract: SurfaceContract = repositoryContract(),
  target: QueriesTarget = repositoryQueriesTarget,
): GeneratedFiles {
  const calls = sdkOperations(contract);
  const header = generatedHeader(
    'packages/tanstack-query/scripts/generate-queries.ts',
    contract.modulesFolder,
  );
  const reads = new Map(calls.filter(isRead).map((call) => [call.functionName, call]));
  const files = new Map<string, string>();
  const tags = [...new Set(calls.map((call) => call.operation.tag))];
  for (const tag of tags)
    files.set(
      join('operations', `${tag}.ts`),
      operationsFile(
        calls.filter((call) => call.operation.tag === tag),
        reads,
        target,
        header,
      ),
    );
  files.set(join('operations', 'index.ts'), barrel(header, tags));
  files.set('pet-store-queries.ts', treeFile(calls, reads, target, header));
  return formattedFiles(files, target.source, packageSource);
}
