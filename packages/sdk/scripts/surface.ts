/**
 * The SDK's surface as the contract determines it: for every operation, where it lives on the
 * client (`client.store.orders.create`), its function (`placeOrder`), its parameters in the order
 * they are passed, what it returns, and the words and examples its documentation shows. The
 * generators of the source (generate-surface.ts) and of `api.md` (api-md.ts) render this model;
 * docs/design/0019-one-surface-from-the-contract.md says why it is generated.
 */
import {
  type DocumentedOperation,
  errorCodes,
  type OperationSpec,
  operationList,
  type TagName,
  tags,
} from '@petstore/contract';
import { clashingQueryFields } from '@petstore/contract/internal';
import {
  definitionOf,
  type JsonSchema,
  jsonSchemaOf,
  namedSchemas,
  type Schema,
  typeOf,
} from '../../contract/scripts/named-schemas';
import { changesProblems } from '../../contract/scripts/operation-rules';
import { APIError } from '../src/errors/api-error';

/** An operation of the contract, with its texts. */
export type Operation = DocumentedOperation<OperationSpec>;

/**
 * The contract a surface is generated from: the repository's (packages/contract), or a test's
 * (the gallery of shapes, packages/contract/test/gallery), which the same generators render.
 */
export interface SurfaceContract {
  /** Its operations, in the order of its table. */
  readonly operations: readonly Operation[];
  /** The schemas users meet as named types, by their exported names. */
  readonly names: ReadonlyMap<Schema, string>;
  /** Each error code's status and when the service answers it. */
  readonly errorCodes: Readonly<Record<string, { readonly status: number; readonly when: string }>>;
  /** The folder of its operation modules, relative to the repository (`<tag>/<operation-id>.ts` in it). */
  readonly modulesFolder: string;
}

/** The contract of the repository. */
export function repositoryContract(): SurfaceContract {
  return {
    operations: operationList as readonly Operation[],
    names: namedSchemas(),
    errorCodes,
    modulesFolder: 'packages/contract/src/operations',
  };
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Where an operation's row and texts are written, for the messages that ask for an edit. */
export function moduleOf(
  operation: Pick<Operation, 'operationId' | 'tag'>,
  contract: SurfaceContract,
): string {
  return `${contract.modulesFolder}/${operation.tag}/${kebab(operation.operationId)}.ts`;
}

/**
 * Where each tag's operations live on the client. A tag without a place has no SDK method: the
 * `service` tag's one operation is the OpenAPI document itself. A new tag fails to compile here
 * until it has a place (and `client.ts` a property for a new top-level resource).
 */
const resourcePaths: Readonly<Record<TagName, readonly string[] | undefined>> = {
  pets: ['pets'],
  categories: ['categories'],
  orders: ['store', 'orders'],
  inventory: ['store', 'inventory'],
  service: undefined,
};

/**
 * The method of a resource, by the verb its operation id starts with: the verbs of the SDK are
 * openai-node's (`list`, `create`, `retrieve`, `update`, `delete`, `cancel`). The order of the
 * methods here is their order in a resource's class and in `api.md`: a new verb goes where its
 * method should stand.
 */
const methodOfVerb: Readonly<Record<string, string>> = {
  list: 'list',
  create: 'create',
  place: 'create',
  get: 'retrieve',
  update: 'update',
  delete: 'delete',
  cancel: 'cancel',
};

/** The order of a resource's methods, in its class and in `api.md`: that of {@link methodOfVerb}. */
const methodOrder: readonly string[] = [...new Set(Object.values(methodOfVerb))];

/** Compares two operations of one resource by their methods' order. */
export function byMethod(a: SdkOperation, b: SdkOperation): number {
  return rankOf(a.method) - rankOf(b.method);
}

/** A method's place in {@link methodOrder}; a name a module chose comes after those. */
const rankOf = (method: string) =>
  methodOrder.includes(method) ? methodOrder.indexOf(method) : methodOrder.length;

/** A path parameter: its name, type and description. */
export interface PathParameter {
  readonly name: string;
  readonly type: string;
  readonly description: string;
  readonly example: unknown;
}

/** The query or the body an operation takes: the contract's named type. */
export interface NamedInput {
  readonly type: string;
  readonly description: string;
  /** Whether the argument may be left out (a query whose every field is optional). */
  readonly optional: boolean;
  /** The argument of the example call, as TypeScript. */
  readonly example: string;
}

/** One operation as the SDK offers it. */
export interface SdkOperation {
  readonly operation: Operation;
  /** Its module, relative to the repository: where the messages that ask for an edit point. */
  readonly module: string;
  /** The function of `@petstore/sdk/functions`: the operation id. */
  readonly functionName: string;
  /** The resource's place on the client, `['store', 'orders']`. */
  readonly resource: readonly string[];
  /** The method's name on its resource. */
  readonly method: string;
  readonly pathParams: readonly PathParameter[];
  readonly query: NamedInput | undefined;
  readonly body: NamedInput | undefined;
  /** The header parameters it declares, passed after the query and the body. */
  readonly headers: NamedInput | undefined;
  /** The named type of what it resolves to (of each item, for a page); `void` for 204. */
  readonly returns: string;
  readonly paginated: boolean;
  /** The SDK's error class of each status the operation's own error codes come with. */
  readonly errors: readonly { code: string; errorClass: string; when: string }[];
}

/** A value as a TypeScript literal. */
function literal(value: unknown): string {
  if (typeof value === 'string') return `'${value.replaceAll("'", "\\'")}'`;
  if (Array.isArray(value)) return `[${value.map(literal).join(', ')}]`;
  return String(value);
}

/** A field's example: its own, or that of the schema it is one of (`status` takes a PetStatus). */
function exampleOf(property: JsonSchema): unknown {
  const options = (property.anyOf ?? property.allOf ?? []) as JsonSchema[];
  return property.example ?? options.map((option) => option.example).find((value) => value !== undefined);
}

/**
 * An object of example values: the required fields, or, when none is required, the first field
 * that has an example (a filter of a list, a field of an update).
 */
function exampleObject(schema: Schema): string {
  const json = jsonSchemaOf(schema);
  const properties = Object.entries((json.properties ?? {}) as Record<string, JsonSchema>);
  const required = new Set((json.required ?? []) as string[]);
  const chosen =
    required.size > 0
      ? properties.filter(([name]) => required.has(name))
      : properties.filter(([, property]) => exampleOf(property) !== undefined).slice(0, 1);
  return `{ ${chosen.map(([name, property]) => `${name}: ${literal(exampleOf(property))}`).join(', ')} }`;
}

function pathParametersOf(operation: Operation, names: ReadonlyMap<Schema, string>): PathParameter[] {
  if (!operation.pathParams) return [];
  const shape = definitionOf(operation.pathParams).shape ?? {};
  const properties = (jsonSchemaOf(operation.pathParams).properties ?? {}) as Record<string, JsonSchema>;
  // In the order of the path template: the order a caller passes them in.
  const order = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  return order.map((name) => ({
    name,
    type: typeOf(shape[name] as Schema, names),
    description: String(properties[name]?.description ?? ''),
    example: properties[name]?.example,
  }));
}

function namedInput(schema: Schema, names: ReadonlyMap<Schema, string>): NamedInput {
  const json = jsonSchemaOf(schema);
  return {
    type: typeOf(schema, names),
    description: String(json.description ?? ''),
    optional: ((json.required ?? []) as string[]).length === 0 && json.type === 'object',
    example: exampleObject(schema),
  };
}

function returnsOf(operation: Operation, names: ReadonlyMap<Schema, string>): string {
  const schema = operation.response.schema;
  if (!schema) return 'void';
  const item = operation.paginated ? definitionOf(schema).element : schema;
  return typeOf(item as Schema, names);
}

/** The error class the SDK throws for a status (`APIError.generate` picks it). */
function errorClassOf(status: number): string {
  return APIError.generate(status, undefined, new Headers()).constructor.name;
}

/** The verb an operation id starts with: `place` of `placeOrder`. */
const verbOf = (operationId: string): string => /^[a-z]+/.exec(operationId)?.[0] ?? '';

/** The method of an operation whose module chooses none: the one of its id's verb, if the SDK has one. */
function methodOfOperation(operation: Pick<Operation, 'operationId' | 'sdk'>): string | undefined {
  const verb = verbOf(operation.operationId);
  return operation.sdk?.method ?? (Object.hasOwn(methodOfVerb, verb) ? methodOfVerb[verb] : undefined);
}

/** The resource of an operation: the one its module chooses, or its tag's; `undefined` for none. */
function resourceOfOperation(operation: Pick<Operation, 'tag' | 'sdk'>): readonly string[] | undefined {
  if (operation.sdk?.resource) return operation.sdk.resource;
  return Object.hasOwn(resourcePaths, operation.tag) ? resourcePaths[operation.tag] : undefined;
}

/**
 * Where an operation's method lives on the client (`client.store.orders.create`), from its module's
 * choice or its id's verb and its tag: what `pnpm contract-diff` names beside an operationId.
 * @param operationId - The operation's id.
 * @param tag - Its tag.
 * @returns The method's path on the client; `undefined` for an operation the SDK does not send or
 * whose verb has no method.
 */
export function sdkMethodOf(operationId: string, tag: string | undefined): string | undefined {
  const known = (operationList as readonly Operation[]).find(
    (operation) => operation.operationId === operationId,
  );
  const operation = known ?? { operationId, tag: tag as TagName, sdk: undefined };
  const resource = resourceOfOperation(operation);
  const method = methodOfOperation(operation);
  return resource && method ? `client.${[...resource, method].join('.')}` : undefined;
}

/** The names a function's parameters already have: a path parameter of one of them would shadow it. */
const reservedParameters = new Set([
  'core',
  'query',
  'body',
  'headers',
  'options',
  'client',
  'variables',
  'signal',
]);
/** What a generated method may not be called: the resource's own members and TanStack's. */
const reservedMethods = new Set(['core', 'key', 'constructor']);
const identifier = /^[A-Za-z_$][\w$]*$/;

/**
 * The shapes the generators cannot serve, refused before anything is written, each naming the
 * module and the rule (docs/design/0029-operation-shapes.md): an input that would be dropped, a
 * name that would not compile or would shadow another.
 */
function refusals(operation: Operation, module: string, method: string): string[] {
  const problems: string[] = [];
  const templateNames = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
  const declared = Object.keys(operation.pathParams ? (definitionOf(operation.pathParams).shape ?? {}) : {});
  const undeclared = templateNames.filter((name) => !declared.includes(name));
  const unused = declared.filter((name) => !templateNames.includes(name));
  if (undeclared.length > 0)
    problems.push(
      `its path names ${undeclared.map((name) => `{${name}}`).join(', ')}, which \`pathParams\` does not declare`,
    );
  if (unused.length > 0)
    problems.push(
      `\`pathParams\` declares ${unused.join(', ')}, which its path ${operation.path} does not name: the value would never be sent`,
    );
  for (const name of templateNames.filter((name) => reservedParameters.has(name) || !identifier.test(name)))
    problems.push(
      `the path parameter \`${name}\` would shadow a parameter of the generated function (${[...reservedParameters].join(', ')}) or is no identifier: rename it`,
    );
  for (const name of clashingQueryFields(operation))
    problems.push(
      `the query field \`${name}\` has the name of a path parameter, \`body\` or \`headers\`: a tool's arguments hold them all at the top level`,
    );
  if (operation.method === 'get' && operation.body)
    problems.push(
      'a GET takes no body (fetch refuses to send one): make it a query, or the operation a POST',
    );
  if (operation.paginated) {
    if (operation.method !== 'get')
      problems.push('only a GET is paginated (a page is fetched again by its link)');
    const schema = operation.response.schema;
    if (!schema || definitionOf(schema as Schema).type !== 'array')
      problems.push('a paginated operation answers an array (the items of its page)');
    if (operation.body)
      problems.push('a paginated operation takes no body: the next page sends only its query');
    if (!operation.query)
      problems.push(
        'a paginated operation declares its query (`limit` and `offset` at least): the next page is asked for by it',
      );
  }
  if (operation.headers) {
    const headerSchema = jsonSchemaOf(operation.headers);
    for (const [name, property] of Object.entries(
      (headerSchema.properties ?? {}) as Record<string, JsonSchema>,
    )) {
      if (!/^[a-z0-9-]+$/.test(name))
        problems.push(`the header parameter \`${name}\` is not a header name in lower case`);
      if (!['string', 'number', 'integer', 'boolean'].includes(String(property.type)))
        problems.push(
          `the header parameter \`${name}\` is no string, number or boolean: a header carries one value`,
        );
    }
  }
  if (reservedMethods.has(method) || !identifier.test(method) || method.endsWith('Infinite'))
    problems.push(
      `the method name \`${method}\` is taken by the resource (${[...reservedMethods].join(', ')}), ends in \`Infinite\` (TanStack's infinite options) or is no identifier: choose another in \`sdk.method\``,
    );
  return problems.map((problem) => `${operation.operationId} (${module}): ${problem}`);
}

function sdkOperation(
  operation: Operation,
  resource: readonly string[],
  contract: SurfaceContract,
): SdkOperation {
  const { names } = contract;
  const module = moduleOf(operation, contract);
  const method = methodOfOperation(operation);
  if (!method)
    throw new Error(
      `${operation.operationId} (${module}): no SDK method for the verb "${verbOf(operation.operationId)}": choose one in its module, \`sdk: { method: '…' }\` in ${operation.operationId}Docs, or add the verb to methodOfVerb in packages/sdk/scripts/surface.ts`,
    );
  const problems = refusals(operation, module, method);
  if (problems.length > 0) throw new Error(`The SDK cannot serve this shape:\n${problems.join('\n')}`);
  const codes = [
    ...(operation.errors ?? []),
    ...(operation.idempotent ? (['idempotency_conflict'] as const) : []),
  ];
  const inputs = {
    query: operation.query && namedInput(operation.query, names),
    // A body is always passed, even one whose every field is optional (`{}`).
    body: operation.body && { ...namedInput(operation.body, names), optional: false },
    headers: operation.headers && namedInput(operation.headers, names),
  };
  // Only the last inputs may be left out: `query?` before a body would not compile.
  const order = (['query', 'body', 'headers'] as const).filter((part) => inputs[part]);
  let trailing = true;
  for (const part of order.reverse()) {
    const input = inputs[part] as NamedInput;
    if (!(trailing && input.optional)) {
      trailing = false;
      if (input.optional) inputs[part] = { ...input, optional: false };
    }
  }
  return {
    operation,
    module,
    functionName: operation.operationId,
    resource,
    method,
    pathParams: pathParametersOf(operation, names),
    ...inputs,
    returns: returnsOf(operation, names),
    paginated: Boolean(operation.paginated),
    errors: codes.map((code) => {
      const { status, when } = contract.errorCodes[code] as { status: number; when: string };
      return { code, errorClass: errorClassOf(status), when };
    }),
  };
}

/**
 * Every operation the SDK sends, in the order of the contract's table.
 * @throws naming the operation and its module, when the contract breaks a rule of its own
 *   (packages/contract/scripts/operation-rules.ts).
 * @throws naming both operations and their modules, when two get one method, or a method and a
 *   resource one name; naming the module and the rule, for a shape the generators cannot serve.
 */
export function sdkOperations(contract: SurfaceContract = repositoryContract()): SdkOperation[] {
  const calls = contract.operations.flatMap((operation) => {
    const resource = resourceOfOperation(operation);
    return resource ? [sdkOperation(operation, resource, contract)] : [];
  });
  const byPlace = new Map<string, SdkOperation>();
  const resources = new Set(
    calls.flatMap((call) => call.resource.map((_, index) => call.resource.slice(0, index + 1).join('.'))),
  );
  for (const call of calls) {
    const place = [...call.resource, call.method].join('.');
    const other = byPlace.get(place);
    if (other)
      throw new Error(
        `${other.functionName} (${other.module}) and ${call.functionName} (${call.module}) would both be \`client.${place}\`: choose another method or resource for one of them in its module, \`sdk: { method: '…' }\` or \`sdk: { resource: [...] }\` in its texts (${call.functionName}Docs)`,
      );
    if (resources.has(place))
      throw new Error(
        `${call.functionName} (${call.module}) would be \`client.${place}\`, which is a resource: choose another method in its module, \`sdk: { method: '…' }\` in ${call.functionName}Docs`,
      );
    byPlace.set(place, call);
  }
  // After the shapes: a write's `changes` may name a read whose shape is the problem to report.
  const broken = changesProblems(contract.operations, (operation) => moduleOf(operation, contract));
  if (broken.length > 0) throw new Error(`The contract breaks its own rules:\n${broken.join('\n')}`);
  return calls;
}

/** The operations the SDK does not send (the OpenAPI document). */
export function notSent(contract: SurfaceContract = repositoryContract()): Operation[] {
  return contract.operations.filter((operation) => !resourceOfOperation(operation));
}

/** What a resource is, in the words of its tag; a resource that only groups others names them. */
export function resourceDescription(path: readonly string[], children: readonly string[]): string {
  const tag = (Object.keys(resourcePaths) as TagName[]).find(
    (name) => resourcePaths[name]?.join('.') === path.join('.'),
  );
  if (tag) return tags[tag];
  // A place no tag has (`client.pets.orders`, chosen in an operation's module).
  const under = path.length > 1 ? ` of \`client.${path.slice(0, -1).join('.')}\`` : '';
  const held =
    children.length > 0
      ? `: ${children.map((child) => `\`client.${[...path, child].join('.')}\``).join(' and ')}`
      : '';
  return `The ${path.at(-1)}${under}${held}.`;
}

/** The contract's types a set of operations names in its signatures (the TanStack Query generator's too). */
export function typesOf(calls: readonly SdkOperation[]): string[] {
  const names = calls.flatMap((call) => [
    ...(call.query ? [call.query.type] : []),
    ...(call.body ? [call.body.type] : []),
    ...(call.headers ? [call.headers.type] : []),
    ...(call.returns === 'void' ? [] : [call.returns]),
  ]);
  return [...new Set(names)].sort();
}

/** A resource: its place on the client, its operations and the resources it holds. */
export interface Resource {
  readonly path: readonly string[];
  /**
   * Its class's name: its place's last name (`Orders`), or its whole place (`PetsOrders`) where
   * two resources share the last name (`client.store.orders`, `client.pets.orders`).
   */
  name: string;
  readonly calls: SdkOperation[];
  readonly children: string[];
}

/** The resources of the client by their place (`store.orders`), each with its operations in method order. */
export function resourceTree(calls: readonly SdkOperation[]): Map<string, Resource> {
  const resources = new Map<string, Resource>();
  const resourceAt = (path: readonly string[]): Resource => {
    const key = path.join('.');
    let resource = resources.get(key);
    if (!resource) {
      resource = { path, name: '', calls: [], children: [] };
      resources.set(key, resource);
      if (path.length > 1) resourceAt(path.slice(0, -1)).children.push(path.at(-1) as string);
    }
    return resource;
  };
  for (const call of calls) resourceAt(call.resource).calls.push(call);
  const lastNames = [...resources.values()].map((resource) => resource.path.at(-1));
  for (const resource of resources.values()) {
    resource.calls.sort(byMethod);
    const shared = lastNames.filter((name) => name === resource.path.at(-1)).length > 1;
    resource.name = (shared ? resource.path : resource.path.slice(-1))
      .map((name) => name.charAt(0).toUpperCase() + name.slice(1))
      .join('');
  }
  return resources;
}
