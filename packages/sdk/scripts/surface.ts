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
import {
  definitionOf,
  type JsonSchema,
  jsonSchemaOf,
  namedSchemas,
  type Schema,
  typeOf,
} from '../../contract/scripts/named-schemas';
import { APIError } from '../src/errors/api-error';

/** An operation of the contract, with its texts. */
export type Operation = DocumentedOperation<OperationSpec>;

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
  return methodOrder.indexOf(a.method) - methodOrder.indexOf(b.method);
}

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
  /** The function of `@petstore/sdk/functions`: the operation id. */
  readonly functionName: string;
  /** The resource's place on the client, `['store', 'orders']`. */
  readonly resource: readonly string[];
  /** The method's name on its resource. */
  readonly method: string;
  readonly pathParams: readonly PathParameter[];
  readonly query: NamedInput | undefined;
  readonly body: NamedInput | undefined;
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

/**
 * Where an operation's method lives on the client (`client.store.orders.create`), from its id's
 * verb and its tag: what `pnpm contract-diff` names beside an operationId.
 * @param operationId - The operation's id.
 * @param tag - Its tag.
 * @returns The method's path on the client; `undefined` for an operation the SDK does not send or
 * whose verb has no method.
 */
export function sdkMethodOf(operationId: string, tag: string | undefined): string | undefined {
  const resource = Object.hasOwn(resourcePaths, tag ?? '') ? resourcePaths[tag as TagName] : undefined;
  const method = Object.hasOwn(methodOfVerb, verbOf(operationId))
    ? methodOfVerb[verbOf(operationId)]
    : undefined;
  return resource && method ? `client.${[...resource, method].join('.')}` : undefined;
}

function sdkOperation(operation: Operation, resource: readonly string[], names: ReadonlyMap<Schema, string>) {
  const verb = verbOf(operation.operationId);
  const method = methodOfVerb[verb];
  if (!method)
    throw new Error(
      `${operation.operationId}: no SDK method for the verb "${verb}": add it to methodOfVerb in packages/sdk/scripts/surface.ts`,
    );
  const codes = [
    ...(operation.errors ?? []),
    ...(operation.idempotent ? (['idempotency_conflict'] as const) : []),
  ];
  return {
    operation,
    functionName: operation.operationId,
    resource,
    method,
    pathParams: pathParametersOf(operation, names),
    query: operation.query && namedInput(operation.query, names),
    body: operation.body && namedInput(operation.body, names),
    returns: returnsOf(operation, names),
    paginated: Boolean(operation.paginated),
    errors: codes.map((code) => {
      const { status, when } = errorCodes[code];
      return { code, errorClass: errorClassOf(status), when };
    }),
  } satisfies SdkOperation;
}

/** Every operation the SDK sends, in the order of the contract's table. */
export function sdkOperations(): SdkOperation[] {
  const names = namedSchemas();
  return (operationList as readonly Operation[]).flatMap((operation) => {
    const resource = resourcePaths[operation.tag];
    return resource ? [sdkOperation(operation, resource, names)] : [];
  });
}

/** The operations the SDK does not send (the OpenAPI document). */
export function notSent(): Operation[] {
  return (operationList as readonly Operation[]).filter((operation) => !resourcePaths[operation.tag]);
}

/** What a resource is, in the words of its tag; a resource that only groups others names them. */
export function resourceDescription(path: readonly string[], children: readonly string[]): string {
  const tag = (Object.keys(resourcePaths) as TagName[]).find(
    (name) => resourcePaths[name]?.join('.') === path.join('.'),
  );
  if (tag) return tags[tag];
  return `The ${path.at(-1)}: ${children.map((child) => `\`client.${[...path, child].join('.')}\``).join(' and ')}.`;
}
