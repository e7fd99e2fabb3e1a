import { Order } from '@petstore/contract';
import * as z from 'zod/mini';

/**
 * An order as the store keeps it: the contract's Order, whose fields the spec leaves optional,
 * with the fields the reference service always sends made required.
 */
export const StoredOrder = z.required(Order, { id: true, petId: true, quantity: true, complete: true });
/** An order as the store keeps it. */
export type StoredOrder = z.infer<typeof StoredOrder>;
