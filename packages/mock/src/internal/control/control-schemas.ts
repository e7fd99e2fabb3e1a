// The shapes of the control API's queries and answers: what its routes check and its OpenAPI
// document states, beside the route table (`control-routes.ts`) that uses them.
import { Category, InventoryItem, Order, Pet } from '@petstore/contract';
import * as z from 'zod/mini';
import { operationIds } from '../pipeline/router';
import { ClockSeconds, ClockTime } from '../pipeline/state';

const status = z.int().check(z.minimum(0), z.maximum(599));

/** `GET /__admin/journal` query: which entries to list. */
export const JournalQuery = z.strictObject({
  operationId: z.optional(z.enum(operationIds)),
  status: z.optional(status),
});

/** One journal entry, as the in-process `mock.journal.entries` holds it. */
export const JournalEntrySchema = z.object({
  requestId: z.string(),
  method: z.string(),
  path: z.string(),
  query: z.string(),
  operationId: z.optional(z.enum(operationIds)),
  status,
  time: z.int(),
  apiKey: z.optional(z.string()),
  traceparent: z.optional(z.string()),
});

/** `GET`/`PUT /__admin/clock`: the mock's time. */
export const ClockState = z.strictObject({ now: ClockTime });

/** `POST /__admin/clock/advance`: how far to move the clock on. */
export const ClockAdvance = z.strictObject({ seconds: ClockSeconds });

/** `GET /__admin/dataset`: every record of the store; every list is there. */
export const Dataset = z.object({
  categories: z.array(Category),
  pets: z.array(Pet),
  orders: z.array(Order),
  inventory: z.array(InventoryItem),
});

/** `GET /__admin/drift`: the drift report of a proxy. */
export const DriftReportSchema = z.object({
  violations: z.array(
    z.object({
      operationId: z.optional(z.enum(operationIds)),
      method: z.string(),
      path: z.string(),
      status,
      rule: z.string(),
      detail: z.string(),
      summary: z.string(),
      count: z.int().check(z.positive()),
    }),
  ),
  omitted: z.int().check(z.minimum(0)),
});

/** `POST`/`GET /__admin/worlds`: a world, as created or listed. */
export const WorldSchema = z.object({
  id: z.string(),
  baseUrl: z.string(),
  header: z.object({ name: z.string(), value: z.string() }),
  idleSeconds: z.number(),
  expiresAt: z.string(),
});

/** What `POST /__admin/worlds` and `GET /__admin/worlds` answer of a world. */
export interface WorldDescription {
  readonly id: string;
  /** Where the world answers: the API under it, and its control API under `${baseUrl}/__admin`. */
  readonly baseUrl: string;
  /** The request header that names the world on the server's root URLs. */
  readonly header: { readonly name: string; readonly value: string };
  /** How long the world is kept without a request. @unit seconds */
  readonly idleSeconds: number;
  /** When it goes unless a request comes first (ISO 8601, the server's clock). */
  readonly expiresAt: string;
}

/** The worlds of a standalone server, as its root control API drives them. */
export interface WorldsControl {
  /** @throws {PetStoreMockError} for bad options. @throws {RefusedControl} at the cap. */
  create(options: unknown): WorldDescription;
  list(): WorldDescription[];
  /** @throws {RefusedControl} for an id the server does not hold. */
  remove(id: string): void;
}
