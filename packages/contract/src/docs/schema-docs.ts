// Written by `pnpm generate` from the comments of the schemas, src/schemas/*.ts (packages/contract/scripts/generate-schema-docs.ts); do not edit.

import { Categories, Category, NewCategory } from '../schemas/category';
import { ErrorBody, ErrorDetail } from '../schemas/error';
import { Inventory, InventoryItem, InventoryUpdate } from '../schemas/inventory';
import { Order, OrderCreate, Orders, OrderUpdate } from '../schemas/order';
import {
  CategoryListParams,
  CategoryPathParams,
  IdempotencyKey,
  InventoryListParams,
  OrderListParams,
  OrderPathParams,
  PetListParams,
  PetPathParams,
} from '../schemas/params';
import { NewPet, Pet, PetStatus, Pets, PetUpdate } from '../schemas/pet';
import { pagination } from '../service/service';
import type { SchemaDocs } from './schema-meta';

/**
 * The words of every named schema and of each of its fields, as their comments give them: what
 * `schemaDocs` (src/docs/schema-registry.ts) is built from. Returned by a function marked free of side effects, so that a
 * bundle that never writes the document (the one-file build of the package included) drops every
 * text.
 */
/* @__NO_SIDE_EFFECTS__ */
export function schemaDocList(): SchemaDocs[] {
  return [
    {
      schema: NewCategory,
      meta: { description: 'A category to create. Unknown fields are rejected.' },
      fields: {
        name: {
          description: 'Category name (a kind of animal); unique, compared case-insensitively',
          example: 'Dogs',
        },
        description: { description: 'Short description of the category', example: 'Loyal companions' },
      },
    },
    {
      schema: Category,
      meta: { description: 'A category of animals.' },
      fields: {
        id: { description: 'Unique identifier assigned on creation', format: 'int64', example: 1 },
        name: {
          description: 'Category name (a kind of animal); unique, compared case-insensitively',
          example: 'Dogs',
        },
        description: { description: 'Short description of the category', example: 'Loyal companions' },
      },
    },
    { schema: Categories, meta: { description: 'A list of categories.' } },
    {
      schema: ErrorDetail,
      meta: { description: 'One problem found while validating a request.' },
      fields: {
        path: {
          description: 'Where the problem is: `body.name`, `query.limit`, `path.petId`, `header.x-api-key`',
          example: 'body.name',
        },
        message: { description: 'What is wrong there', example: 'Required' },
      },
    },
    {
      schema: ErrorBody,
      meta: { description: 'The body of every error response.' },
      fields: {
        code: { description: 'Machine-readable error code', example: 'not_found' },
        message: { description: 'Human-readable description', example: 'Pet 42 does not exist' },
        status: { description: 'The HTTP status code', format: 'int32', example: 404 },
        details: { description: 'Validation problems, on `invalid_request` only' },
      },
    },
    {
      schema: InventoryItem,
      meta: {
        description:
          "The stock count of one pet; `status` is the pet's status (`available` when the pet has none).",
      },
      fields: {
        petId: { description: 'ID of the animal this entry tracks', format: 'int64', example: 1 },
        quantity: { description: 'Current stock count', format: 'int32', example: 1 },
      },
    },
    { schema: Inventory, meta: { description: 'A list of inventory entries.' } },
    {
      schema: InventoryUpdate,
      meta: { description: 'A new stock count. Unknown fields are rejected.' },
      fields: { quantity: { description: 'The new stock count', format: 'int32', example: 1 } },
    },
    {
      schema: Order,
      meta: { description: 'An order in the store.' },
      fields: {
        id: { description: 'Unique order identifier', format: 'int64', example: 1 },
        petId: { description: 'ID of the animal in this order', format: 'int64', example: 1 },
        quantity: { description: 'Number of units ordered', format: 'int32', example: 1 },
        shipDate: { description: 'Expected or actual ship date, ISO 8601', example: '2026-12-01T10:00:00Z' },
        complete: { description: 'Whether the order has been fulfilled' },
      },
    },
    { schema: Orders, meta: { description: 'A list of orders.' } },
    {
      schema: OrderCreate,
      meta: { description: 'An order to place. Unknown fields are rejected.' },
      fields: {
        petId: { description: 'ID of the animal to order', format: 'int64', example: 1 },
        quantity: { description: 'Number of units to order; taken from stock', format: 'int32', example: 1 },
        shipDate: { description: 'Expected ship date, ISO 8601', example: '2026-12-01T10:00:00Z' },
        complete: { description: 'Whether the order is already fulfilled', default: false },
      },
    },
    {
      schema: OrderUpdate,
      meta: {
        description:
          'Fields of an order to change; a complete order cannot change. Unknown fields are rejected.',
      },
      fields: {
        complete: { description: 'Mark the order fulfilled (or not)' },
        shipDate: { description: 'New expected ship date, ISO 8601', example: '2026-12-01T10:00:00Z' },
      },
    },
    {
      schema: PetListParams,
      meta: { description: 'Filters of `listPets` (by status, one or several, and category) and paging.' },
      fields: {
        status: { description: 'Only pets with one of these statuses (repeat the parameter for several)' },
        categoryId: { description: 'Only pets of this category', format: 'int64', example: 1 },
        limit: {
          description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}`,
          example: pagination.defaultLimit,
          default: pagination.defaultLimit,
        },
        offset: { description: 'How many records to skip', example: 0, default: 0 },
      },
    },
    {
      schema: CategoryListParams,
      meta: { description: 'Paging of `listCategories`.' },
      fields: {
        limit: {
          description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}`,
          example: pagination.defaultLimit,
          default: pagination.defaultLimit,
        },
        offset: { description: 'How many records to skip', example: 0, default: 0 },
      },
    },
    {
      schema: OrderListParams,
      meta: { description: 'Filters of `listOrders` (by completion and pet) and paging.' },
      fields: {
        complete: { description: 'Only complete (`true`) or open (`false`) orders' },
        petId: { description: 'Only orders of this pet', format: 'int64', example: 1 },
        limit: {
          description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}`,
          example: pagination.defaultLimit,
          default: pagination.defaultLimit,
        },
        offset: { description: 'How many records to skip', example: 0, default: 0 },
      },
    },
    {
      schema: InventoryListParams,
      meta: { description: "Filters of `listInventory` (by the pet's status, one or several) and paging." },
      fields: {
        status: {
          description: 'Only entries whose pet has one of these statuses (repeat the parameter for several)',
        },
        limit: {
          description: `Page size, ${pagination.minLimit}–${pagination.maxLimit}`,
          example: pagination.defaultLimit,
          default: pagination.defaultLimit,
        },
        offset: { description: 'How many records to skip', example: 0, default: 0 },
      },
    },
    {
      schema: PetPathParams,
      meta: { description: 'Path of the operations on one pet (and its inventory entry).' },
      fields: { petId: { description: 'ID of the pet', format: 'int64', example: 1 } },
    },
    {
      schema: CategoryPathParams,
      meta: { description: 'Path of the operations on one category.' },
      fields: { categoryId: { description: 'ID of the category', format: 'int64', example: 1 } },
    },
    {
      schema: OrderPathParams,
      meta: { description: 'Path of the operations on one order.' },
      fields: { orderId: { description: 'ID of the order', format: 'int64', example: 1 } },
    },
    {
      schema: IdempotencyKey,
      meta: {
        description:
          'Makes the request safe to retry: a repeat with the same key and body within 24 hours returns the first response and creates nothing; the same key with another body is refused with 422. Send the key as a Structured Field String (`"…"`, as draft-ietf-httpapi-idempotency-key-header-07 asks) or bare: both name the same key',
        example: '"3f0c9a52-7a51-4f5b-9d8a-1c1f4b0e9a11"',
      },
    },
    {
      schema: PetStatus,
      meta: { description: 'Availability of a pet: `available`, `pending` or `sold`.', example: 'available' },
    },
    {
      schema: NewPet,
      meta: { description: 'A pet to create. Unknown fields are rejected.' },
      fields: {
        name: { description: "The animal's name", example: 'Rex' },
        categoryId: { description: 'ID of the category the animal belongs to', format: 'int64', example: 1 },
        status: { description: 'One of the PetStatus values' },
      },
    },
    {
      schema: Pet,
      meta: { description: 'A pet of the store.' },
      fields: {
        id: { description: 'Unique identifier assigned on creation', format: 'int64', example: 1 },
        name: { description: "The animal's name", example: 'Rex' },
        categoryId: { description: 'ID of the category the animal belongs to', format: 'int64', example: 1 },
        status: { description: 'One of the PetStatus values' },
      },
    },
    { schema: Pets, meta: { description: 'A list of pets.' } },
    {
      schema: PetUpdate,
      meta: {
        description:
          'Fields of a pet to change; omitted fields stay as they are. Unknown fields are rejected.',
      },
      fields: {
        name: { description: "The animal's name", example: 'Rex' },
        categoryId: { description: 'ID of the category the animal belongs to', format: 'int64', example: 1 },
        status: { description: 'One of the PetStatus values' },
      },
    },
  ];
}
