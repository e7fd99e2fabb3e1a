import type { Order, OrderCreate } from '@petstore/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectError, expectSuccess } from '../expect-response';
import { type ModelOrder, StoreModel } from '../store-model';
import { choice } from './arbitraries';
import { expectLocation } from './location';
import { type RealStore, StoreCommand } from './store-command';

/** `placeOrder` for a live or deleted pet: takes the quantity from stock, or is refused. */
export class PlaceOrder extends StoreCommand {
  constructor(
    readonly petChoice: number,
    readonly fields: Omit<OrderCreate, 'petId'>,
  ) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const petId = StoreModel.pick(model.seenPetIds, this.petChoice, 1);
    const result = await api.call('placeOrder', { body: { ...this.fields, petId } });
    if (!model.pet(petId)) return expectError(result, 'pet_not_found');
    if ((model.stock.get(petId) ?? 0) < this.fields.quantity)
      return expectError(result, 'insufficient_stock');
    const order = expectSuccess<Order>(result, 201);
    const expected: ModelOrder = {
      id: order.id as number,
      petId,
      quantity: this.fields.quantity,
      complete: this.fields.complete ?? false,
    };
    expect(order).toEqual(expected);
    expect(expected.id).toBeGreaterThan(Math.max(0, ...model.seenOrderIds));
    expectLocation(result, 'getOrder', { orderId: expected.id });
    model.addOrder(expected);
  }

  toString(): string {
    return `placeOrder(#${this.petChoice}, ${JSON.stringify(this.fields)})`;
  }
}

/** `cancelOrder`: gives the quantity back to stock; refused for a complete order. */
export class CancelOrder extends StoreCommand {
  constructor(readonly orderChoice: number) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const orderId = StoreModel.pick(model.seenOrderIds, this.orderChoice, 1);
    const result = await api.call('cancelOrder', { params: { orderId } });
    const order = model.order(orderId);
    if (!order) return expectError(result, 'not_found');
    if (order.complete) return expectError(result, 'order_complete');
    expect(result.status, result.text).toBe(204);
    model.cancelOrder(orderId);
  }

  toString(): string {
    return `cancelOrder(#${this.orderChoice})`;
  }
}

/** `updateOrder` marking an order complete; a complete order cannot change. */
export class MarkOrderComplete extends StoreCommand {
  constructor(readonly orderChoice: number) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const orderId = StoreModel.pick(model.seenOrderIds, this.orderChoice, 1);
    const result = await api.call('updateOrder', { params: { orderId }, body: { complete: true } });
    const order = model.order(orderId);
    if (!order) return expectError(result, 'not_found');
    if (order.complete) return expectError(result, 'order_complete');
    order.complete = true;
    expect(expectSuccess<Order>(result, 200)).toEqual(order);
  }

  toString(): string {
    return `updateOrder(#${this.orderChoice}, { complete: true })`;
  }
}

/** `getOrder` of a live or cancelled order. */
export class ReadOrder extends StoreCommand {
  constructor(readonly orderChoice: number) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const orderId = StoreModel.pick(model.seenOrderIds, this.orderChoice, 1);
    const result = await api.call('getOrder', { params: { orderId } });
    const order = model.order(orderId);
    if (!order) return expectError(result, 'not_found');
    expect(expectSuccess<Order>(result, 200)).toEqual(order);
  }

  toString(): string {
    return `getOrder(#${this.orderChoice})`;
  }
}

/** The commands of the orders' operations, each with the values it draws. */
export const orderCommands: fc.Arbitrary<StoreCommand>[] = [
  fc
    .tuple(
      choice,
      fc.record(
        { quantity: fc.integer({ min: 1, max: 4 }), complete: fc.boolean() },
        { requiredKeys: ['quantity'] },
      ),
    )
    .map(([pet, fields]) => new PlaceOrder(pet, fields)),
  fc
    .tuple(choice, fc.integer({ min: 1, max: 3 }))
    .map(([pet, quantity]) => new PlaceOrder(pet, { quantity })),
  choice.map((order) => new CancelOrder(order)),
  choice.map((order) => new MarkOrderComplete(order)),
  choice.map((order) => new ReadOrder(order)),
];
