import {
  type DocumentedOperation,
  IdempotencyKey,
  type OperationId,
  type OperationSpec,
  operationList,
} from '@petstore/contract';
import {
  check,
  clashingQueryFields,
  deprecationText,
  jsonSchemaOptions,
  pathParamNames,
} from '@petstore/contract/internal';
import type { PetStoreCore } from '@petstore/sdk/functions';
import * as functions from '@petstore/sdk/functions';
import * as z from 'zod/mini';
import { outputSchemaOf } from './output-schema';

/**
 * The name of a tool: the operation id of an operation that `@petstore/sdk/functions` has a
 * function for (every one but the OpenAPI document, which is a resource).
 */
export type ToolName = Extract<OperationId, keyof typeof functions>;

// Each function takes the client, the path parameters in the order of the path template, the
// body or the query when the operation has one, and the options (docs/design/0020-mcp-server-under-hostile-use.md).
type SdkFunction = (core: PetStoreCore, ...args: unknown[]) => PromiseLike<unknown>;
const sdkFunctions = functions satisfies Record<ToolName, (core: PetStoreCore, ...args: never[]) => unknown>;

/** Arguments the tool's input schema accepted. */
export type Checked = Readonly<Record<string, unknown>>;

/** One tool: an operation of the contract, its schemas and the SDK function behind it. */
export interface Tool {
  readonly name: ToolName;
  readonly title: string;
  readonly description: string;
  /** JSON Schema of the arguments, from the contract's zod schemas. */
  readonly inputSchema: { type: 'object' } & Record<string, unknown>;
  /** JSON Schema of `structuredContent`: the answer, or the error. */
  readonly outputSchema: { type: 'object' } & Record<string, unknown>;
  /** The schema of a successful answer's `structuredContent`, checked before it is returned. */
  readonly output: z.ZodMiniType;
  /** Whether the operation changes nothing (a GET): the tools `--read-only` keeps. */
  readonly readOnly: boolean;
  readonly annotations: {
    readonly title: string;
    readonly readOnlyHint: boolean;
    readonly destructiveHint: boolean;
    readonly idempotentHint: boolean;
    readonly openWorldHint: boolean;
  };
  readonly deprecated: { readonly sunset: string; readonly replacement: string } | undefined;
  /** Checks the arguments: the input for {@link Tool.call}, or a description of each bad field. */
  check(args: unknown): { input: Checked } | { issues: { path: string; message: string }[] };
  /** Sends the call; `signal` cancels it wherever it is (waiting at the gate, backing off, in flight). */
  call(client: PetStoreCore, input: Checked, signal: AbortSignal): Promise<unknown>;
}

function jsonSchema(
  schema: z.ZodMiniType,
  io: 'input' | 'output',
): { type: 'object' } & Record<string, unknown> {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, {
    ...jsonSchemaOptions,
    target: 'draft-2020-12',
    io,
  }) as Record<string, unknown>;
  return { type: 'object', ...rest };
}

/**
 * Every tool, one per operation that the SDK has a function for, named by its operation id: path
 * parameters and query fields at the top level of the arguments, the JSON body under `body`, the
 * header parameters under `headers`, all from the contract's rows. A new operation of the
 * contract is a tool once the SDK has its function.
 * @internal Exported for the test that runs it on the gallery of shapes (packages/contract/test/gallery).
 * @param operations - The contract's operations.
 * @param functions - The SDK's functions, by operation id.
 * @throws naming the operation, for a query field that has a path parameter's name: both are
 *   arguments at the top level, and one would be lost.
 */
export function buildTools(
  operations: readonly DocumentedOperation<OperationSpec>[],
  functions: Readonly<Record<string, unknown>>,
): Tool[] {
  return operations.flatMap((operation): Tool[] => {
    if (!Object.hasOwn(functions, operation.operationId)) return [];
    const name = operation.operationId as ToolName;
    const send = functions[name] as SdkFunction;
    const pathNames = pathParamNames(operation.path);
    const shared = clashingQueryFields(operation);
    if (shared.length > 0)
      throw new Error(
        `${operation.operationId}: the query's ${shared.join(', ')} would share an argument of its tool with a path parameter, the body or the headers`,
      );
    const schema = z.strictObject({
      ...operation.pathParams?.shape,
      ...operation.query?.shape,
      ...(operation.body && { body: operation.body }),
      ...(operation.headers && { headers: operation.headers }),
      // The key a repeat sends again to change nothing more (docs/ai-agents.md); without it, the
      // SDK sends a random one, kept across its own retries only.
      ...(operation.idempotent && { idempotencyKey: z.optional(IdempotencyKey) }),
    });
    const output = outputSchemaOf(operation);
    const { method, deprecated } = operation;
    const readOnly = method === 'get';
    const note = deprecated ? `\n\nDeprecated. ${deprecationText(deprecated)}` : '';
    return [
      {
        name,
        title: operation.summary,
        description: `${operation.summary}. ${operation.description}${note}`,
        inputSchema: jsonSchema(schema, 'input'),
        outputSchema: jsonSchema(output.schema, 'output'),
        output: output.success,
        readOnly,
        annotations: {
          title: operation.summary,
          readOnlyHint: readOnly,
          destructiveHint: method === 'delete',
          // A repeat with the same arguments changes nothing more: reads, and every operation that
          // honours an `Idempotency-Key` (the row's `idempotent`), which a repeat sends again as
          // the `idempotencyKey` argument: a creation included, whatever its method.
          idempotentHint: readOnly || operation.idempotent === true,
          openWorldHint: true,
        },
        deprecated: deprecated && { sunset: deprecated.sunset, replacement: deprecated.replacement },
        check(args) {
          const checked = check(schema, args ?? {}, 'arguments');
          return checked.ok ? { input: checked.value as Checked } : { issues: checked.issues };
        },
        async call(client, input, signal) {
          const { idempotencyKey, body, headers, ...fields } = input;
          // The SDK function's order: path parameters, the query, the body, the headers.
          const args: unknown[] = pathNames.map((param) => fields[param]);
          if (operation.query)
            args.push(
              Object.fromEntries(Object.entries(fields).filter(([field]) => !pathNames.includes(field))),
            );
          if (operation.body) args.push(body);
          if (operation.headers) args.push(headers);
          return await send(client, ...args, {
            signal,
            ...(idempotencyKey !== undefined && { idempotencyKey }),
          });
        },
      },
    ];
  });
}

/** Every tool, in the order of the contract's operations. */
export const tools: readonly Tool[] = buildTools(
  operationList as readonly DocumentedOperation<OperationSpec>[],
  sdkFunctions,
);
