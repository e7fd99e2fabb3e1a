import { type OperationId, operationList } from '@petstore/contract';
import { check, jsonSchemaOptions } from '@petstore/contract/internal';
import type { PetStore } from '@petstore/sdk';
import * as z from 'zod/mini';

/** The operations that are tools: every one the SDK sends (the OpenAPI document is a resource). */
export type ToolName = Exclude<OperationId, 'getOpenApiDocument'>;

// Arguments the tool's schema accepted. Every field `never`: assignable to the SDK parameter it
// goes to, which takes the same schema.
export interface Checked {
  readonly [field: string]: never;
  readonly body: never;
  readonly petId: never;
  readonly categoryId: never;
  readonly orderId: never;
  readonly offset: never;
}

// The SDK method behind each tool; a new operation fails to compile until it has one.
const calls: Record<ToolName, (client: PetStore, input: Checked) => Promise<unknown>> = {
  listPets: (client, query) => client.pets.list(query),
  createPet: (client, { body }) => client.pets.create(body),
  getPetById: (client, { petId }) => client.pets.retrieve(petId),
  updatePet: (client, { petId, body }) => client.pets.update(petId, body),
  deletePet: (client, { petId }) => client.pets.delete(petId),
  listCategories: (client, query) => client.categories.list(query),
  createCategory: (client, { body }) => client.categories.create(body),
  getCategory: (client, { categoryId }) => client.categories.retrieve(categoryId),
  placeOrder: (client, { body }) => client.store.orders.create(body),
  listOrders: (client, query) => client.store.orders.list(query),
  getOrder: (client, { orderId }) => client.store.orders.retrieve(orderId),
  updateOrder: (client, { orderId, body }) => client.store.orders.update(orderId, body),
  cancelOrder: (client, { orderId }) => client.store.orders.cancel(orderId),
  listInventory: (client, query) => client.store.inventory.list(query),
  getInventoryItem: (client, { petId }) => client.store.inventory.retrieve(petId),
  updateInventory: (client, { petId, body }) => client.store.inventory.update(petId, body),
};

/** One tool: an operation of the contract, its input schema and the SDK call behind it. */
export interface Tool {
  readonly name: ToolName;
  readonly title: string;
  readonly description: string;
  /** JSON Schema of the arguments, from the contract's zod schemas. */
  readonly inputSchema: { type: 'object' } & Record<string, unknown>;
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
  call(client: PetStore, input: Checked): Promise<unknown>;
}

/**
 * The tools, one per operation, each named by its operation id: path parameters and query fields
 * at the top level of the arguments, the JSON body under `body`, all from the contract's schemas.
 */
export function buildTools(): Tool[] {
  return operationList.flatMap((operation): Tool[] => {
    if (operation.operationId === 'getOpenApiDocument') return [];
    const name = operation.operationId as ToolName;
    const schema = z.strictObject({
      ...operation.pathParams?.shape,
      ...operation.query?.shape,
      ...(operation.body && { body: operation.body }),
    });
    const { $schema: _, ...inputSchema } = z.toJSONSchema(schema, {
      ...jsonSchemaOptions,
      target: 'draft-2020-12',
    }) as Record<string, unknown>;
    const { method, deprecated } = operation;
    const note = deprecated
      ? `\n\nDeprecated since ${deprecated.since}; stops working after ${deprecated.sunset}. ${deprecated.replacement}`
      : '';
    return [
      {
        name,
        title: operation.summary,
        description: `${operation.summary}. ${operation.description}${note}`,
        inputSchema: { ...inputSchema, type: 'object' },
        annotations: {
          title: operation.summary,
          readOnlyHint: method === 'get',
          destructiveHint: method === 'delete',
          // A repeat with the same arguments changes nothing more: reads, replacements, updates
          // that set fields, deletions. A creation makes a new record each time.
          idempotentHint: method !== 'post',
          openWorldHint: true,
        },
        deprecated: deprecated && { sunset: deprecated.sunset, replacement: deprecated.replacement },
        check(args) {
          const checked = check(schema, args ?? {}, 'arguments');
          return checked.ok ? { input: checked.value as Checked } : { issues: checked.issues };
        },
        call: (client, input) => calls[name](client, input),
      },
    ];
  });
}
