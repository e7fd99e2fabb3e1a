import type { InventoryItem, InventoryUpdate } from '@petstore/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectError, expectSuccess } from '../expect-response';
import { StoreModel } from '../store-model';
import { choice } from './arbitraries';
import { type RealStore, StoreCommand } from './store-command';

function expectedEntry(model: StoreModel, petId: number): InventoryItem | undefined {
  const pet = model.pet(petId);
  return pet && { petId, quantity: model.stock.get(petId) ?? 0, status: model.inventoryStatus(pet) };
}

/** `updateInventory`: sets the stock of a live or deleted pet. */
export class SetStock extends StoreCommand {
  constructor(
    readonly petChoice: number,
    readonly body: InventoryUpdate,
  ) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const petId = StoreModel.pick(model.seenPetIds, this.petChoice, 1);
    const result = await api.call('updateInventory', { params: { petId }, body: this.body });
    if (!model.pet(petId)) return expectError(result, 'not_found');
    model.setStock(petId, this.body.quantity);
    expect(expectSuccess<InventoryItem>(result, 200)).toEqual(expectedEntry(model, petId));
  }

  toString(): string {
    return `updateInventory(#${this.petChoice}, ${this.body.quantity})`;
  }
}

/** `getInventoryItem` of a live or deleted pet. */
export class ReadStock extends StoreCommand {
  constructor(readonly petChoice: number) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const petId = StoreModel.pick(model.seenPetIds, this.petChoice, 1);
    const result = await api.call('getInventoryItem', { params: { petId } });
    const expected = expectedEntry(model, petId);
    if (!expected) return expectError(result, 'not_found');
    expect(expectSuccess<InventoryItem>(result, 200)).toEqual(expected);
  }

  toString(): string {
    return `getInventoryItem(#${this.petChoice})`;
  }
}

/** The commands of the inventory's operations, each with the values it draws. */
export const inventoryCommands: fc.Arbitrary<StoreCommand>[] = [
  fc.tuple(choice, fc.integer({ min: 0, max: 8 })).map(([pet, quantity]) => new SetStock(pet, { quantity })),
  choice.map((pet) => new ReadStock(pet)),
];
