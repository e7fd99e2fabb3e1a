import type { OperationDocs, OperationSpec } from '../operations/operation';
import { type OperationId, operationSpecs } from '../operations/specs';

/** What the OpenAPI document and the docs say about each operation of {@link operationSpecs}. */
export const operationDocs: { readonly [Id in OperationId]: OperationDocs } = {
  listPets: {
    tag: 'pets',
    summary: 'List pets',
    description: 'Returns a page of pets, oldest first, filtered by status (one or several) and category.',
    response: 'A page of pets',
  },
  createPet: {
    tag: 'pets',
    summary: 'Create a pet',
    description: 'Creates a pet in an existing category, and its inventory entry with a stock of 0.',
    response: 'The pet created; `Location` names it',
  },
  getPetById: {
    tag: 'pets',
    summary: 'Get a pet by ID',
    description:
      'Returns one pet. Deprecated: responses carry `Deprecation`, `Sunset` and a `Link` to the migration guide; after the sunset date the operation answers 410 `endpoint_sunset`.',
    response: 'The pet',
  },
  updatePet: {
    tag: 'pets',
    summary: 'Update a pet',
    description: "Changes the given fields of a pet. The only way a pet's status changes.",
    response: 'The pet as changed',
  },
  deletePet: {
    tag: 'pets',
    summary: 'Delete a pet',
    description: 'Removes a pet and its inventory entry. Refused while an incomplete order names the pet.',
    response: 'The pet is gone',
  },
  listCategories: {
    tag: 'categories',
    summary: 'List categories',
    description: 'Returns a page of categories, oldest first.',
    response: 'A page of categories',
  },
  createCategory: {
    tag: 'categories',
    summary: 'Create a category',
    description: 'Creates a category. Names are unique, compared case-insensitively.',
    response: 'The category created; `Location` names it',
  },
  getCategory: {
    tag: 'categories',
    summary: 'Get a category',
    description: 'Returns one category.',
    response: 'The category',
  },
  placeOrder: {
    tag: 'orders',
    summary: 'Place an order',
    description:
      'Places an order for a pet and takes its quantity from stock. `complete` defaults to false. Honours `Idempotency-Key`: a repeat with the same key and body within 24 hours returns the first response and creates nothing.',
    response: 'The order placed; `Location` names it',
  },
  listOrders: {
    tag: 'orders',
    summary: 'List orders',
    description: 'Returns a page of orders, oldest first, filtered by completion and pet.',
    response: 'A page of orders',
  },
  getOrder: {
    tag: 'orders',
    summary: 'Get an order',
    description: 'Returns one order.',
    response: 'The order',
  },
  updateOrder: {
    tag: 'orders',
    summary: 'Update an order',
    description: 'Marks an order complete or changes its ship date. A complete order cannot change.',
    response: 'The order as changed',
  },
  cancelOrder: {
    tag: 'orders',
    summary: 'Cancel an order',
    description:
      'Cancels an open order and returns its quantity to stock. A complete order cannot be cancelled.',
    response: 'The order is cancelled',
  },
  listInventory: {
    tag: 'inventory',
    summary: 'List inventory',
    description: "Returns a page of stock entries, one per pet, filtered by the pet's status.",
    response: 'A page of inventory entries',
  },
  getInventoryItem: {
    tag: 'inventory',
    summary: 'Get the stock of a pet',
    description: 'Returns the stock entry of one pet.',
    response: 'The inventory entry',
  },
  updateInventory: {
    tag: 'inventory',
    summary: 'Set the stock of a pet',
    description: 'Sets the stock count of one pet (0 or more).',
    response: 'The inventory entry as changed',
  },
  getOpenApiDocument: {
    tag: 'service',
    summary: 'Get the OpenAPI document',
    description:
      'Returns the OpenAPI 3.0.3 document of the service. Public: it needs no API key and reads none ' +
      '(a missing, unknown or banned key changes nothing), ignores any query string, is counted ' +
      'against no rate limit and never faulted, so it always answers 200 with the document, ' +
      "`X-Request-Id` and the caller's rate-limit state as it stands.",
    response: 'The OpenAPI document',
  },
};

/**
 * An operation's spec with its documentation: the literal types of the spec, the texts as strings.
 * Fields the spec leaves out read as `undefined`, as they would on the spec's own object literal,
 * so that `operationList.filter((op) => op.paginated)` type-checks.
 */
export type DocumentedOperation<Spec extends OperationSpec> = Omit<Spec, 'response'> & {
  readonly [Field in Exclude<keyof OperationSpec, keyof Spec>]?: undefined;
} & Omit<OperationDocs, 'response'> & {
    /** The successful answer, with what it means. */
    readonly response: Spec['response'] & {
      /** What the response means. */
      readonly description: string;
    };
  };

function documented(spec: OperationSpec, docs: OperationDocs) {
  const { response, ...text } = docs;
  return { ...spec, ...text, response: { ...spec.response, description: response } };
}

function joinDocs() {
  return Object.fromEntries(
    Object.entries(operationSpecs).map(([id, spec]) => [
      id,
      documented(spec, operationDocs[id as OperationId]),
    ]),
  ) as { readonly [Id in OperationId]: DocumentedOperation<(typeof operationSpecs)[Id]> };
}

/**
 * Every operation of the service with its documentation, by operationId (docs/design/0002-operations-and-error-codes.md): the table the
 * mock, the OpenAPI document and the docs read. Code bound for browsers reads {@link operationSpecs}.
 */
// A pure call without arguments: a bundler drops it, and the texts, wherever nothing reads the table
// (in the one-file build too, where the package's `sideEffects: false` cannot help).
export const operations = /* @__PURE__ */ joinDocs();

/** The operations as a list, in the order of {@link operations}. */
export const operationList = /* @__PURE__ */ Object.values(operations);
