// The schemas of the gallery of shapes (README.md beside this file): records, bodies, queries and
// headers of operations the real contract does not have yet. Each is a named type too, as the
// contract's are, so that the generated surface can name it.
import * as z from 'zod/mini';
import { resourceId } from '../../src/schemas/primitives';

/* @__NO_SIDE_EFFECTS__ */
function paging() {
  return {
    limit: z.optional(z.int().check(z.minimum(1), z.maximum(100))),
    offset: z.optional(z.int().check(z.minimum(0))),
  };
}

/** An order of one pet. */
export const PetOrder = z.object({
  id: resourceId(),
  petId: resourceId(),
  quantity: z.int(),
  complete: z.boolean(),
});
export type PetOrder = z.output<typeof PetOrder>;

/** A page of a pet's orders. */
export const PetOrders = z.array(PetOrder);
export type PetOrders = z.output<typeof PetOrders>;

/** What a nested create of an order takes. */
export const NewPetOrder = z.strictObject({ quantity: z.int().check(z.minimum(1)) });
export type NewPetOrder = z.input<typeof NewPetOrder>;

/** Filters of a pet's orders (by completion) and paging. */
export const PetOrderListParams = z.strictObject({ complete: z.optional(z.boolean()), ...paging() });
export type PetOrderListParams = z.input<typeof PetOrderListParams>;

/** Filters of every order and paging. */
export const StoreOrderListParams = z.strictObject({ complete: z.optional(z.boolean()), ...paging() });
export type StoreOrderListParams = z.input<typeof StoreOrderListParams>;

/** One event of an order of a pet. */
export const OrderEvent = z.object({
  orderId: resourceId(),
  petId: resourceId(),
  kind: z.string(),
  sequence: z.int(),
});
export type OrderEvent = z.output<typeof OrderEvent>;

/** A page of an order's events. */
export const OrderEvents = z.array(OrderEvent);
export type OrderEvents = z.output<typeof OrderEvents>;

/** Filters of an order's events (by kind) and paging. */
export const OrderEventListParams = z.strictObject({ kind: z.optional(z.string()), ...paging() });
export type OrderEventListParams = z.input<typeof OrderEventListParams>;

/** A note about a pet. */
export const PetNote = z.object({ text: z.string().check(z.maxLength(200)) });
export type PetNote = z.output<typeof PetNote>;

/** The query of a write: whether to tell the pet's owner. */
export const PetNoteParams = z.strictObject({ notify: z.optional(z.boolean()) });
export type PetNoteParams = z.input<typeof PetNoteParams>;

/** A pet's card, in the language asked for. */
export const PetCard = z.object({ petId: resourceId(), language: z.string(), title: z.string() });
export type PetCard = z.output<typeof PetCard>;

/** The headers of a card: the language it is written in, and an optional trace label. */
export const PetCardHeaders = z.strictObject({
  'accept-language': z.string().check(z.minLength(2)),
  'x-trace-label': z.optional(z.string()),
});
export type PetCardHeaders = z.input<typeof PetCardHeaders>;

/** The path of an order of a pet. */
export const PetOrderPathParams = z.strictObject({ petId: resourceId(), orderId: resourceId() });

/** The path of a pet. */
export const GalleryPetPathParams = z.strictObject({ petId: resourceId() });
