import { Category, InventoryItem, Order, Pet } from '@petstore/contract';
import { errorCodeList } from '@petstore/contract/internal';
import * as z from 'zod/mini';
import { ClockSeconds, ClockTime } from '../clock-input';
import { operationIds } from '../operation-ids';

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

/**
 * `GET`/`PUT /__admin/dataset`: every record of the store (a fixture when loaded). Strict: a list
 * under another name (`pet`, `dogs`) is a typo, and loading without it would empty the store.
 */
export const Dataset = z.strictObject({
  categories: z.optional(z.array(Category)),
  pets: z.optional(z.array(Pet)),
  orders: z.optional(z.array(Order)),
  inventory: z.optional(z.array(InventoryItem)),
});

/** The Error object of every refusal, as the service answers it. */
export const AdminError = z.object({
  code: z.enum(errorCodeList),
  message: z.string(),
  status: z.int(),
  details: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});
