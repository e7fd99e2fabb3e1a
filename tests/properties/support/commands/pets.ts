import type { NewPet, Pet, PetUpdate } from '@petstore/contract';
import fc from 'fast-check';
import { expect } from 'vitest';
import { expectError, expectSuccess } from '../expect-response';
import { StoreModel } from '../store-model';
import { choice, petName, status } from './arbitraries';
import { expectLocation } from './location';
import { type RealStore, StoreCommand } from './store-command';

/** Picks a live category, or one that never existed when `choice` is undefined or there is none. */
function categoryIdFor(model: StoreModel, choice: number | undefined): number {
  const unknown = Math.max(0, ...model.seenCategoryIds) + 1000;
  if (choice === undefined) return unknown;
  return StoreModel.pick(
    model.categories.map((category) => category.id),
    choice,
    unknown,
  );
}

/** `createPet` in a live category (or an unknown one: 422), which also creates its stock entry. */
export class CreatePet extends StoreCommand {
  constructor(
    readonly fields: Omit<NewPet, 'categoryId'>,
    readonly categoryChoice: number | undefined,
  ) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const body: NewPet = { ...this.fields, categoryId: categoryIdFor(model, this.categoryChoice) };
    const result = await api.call('createPet', { body });
    if (!model.categories.some((category) => category.id === body.categoryId)) {
      return expectError(result, 'category_not_found');
    }
    const pet = expectSuccess<Pet>(result, 201);
    expect(pet).toEqual({ ...body, id: expect.any(Number) });
    expect(pet.id).toBeGreaterThan(Math.max(0, ...model.seenPetIds));
    expectLocation(result, 'getPetById', { petId: pet.id });
    model.addPet(pet);
  }

  toString(): string {
    return `createPet(${JSON.stringify(this.fields)}, category #${this.categoryChoice})`;
  }
}

/** `updatePet` of a live or deleted pet. */
export class UpdatePet extends StoreCommand {
  constructor(
    readonly petChoice: number,
    readonly patch: Omit<PetUpdate, 'categoryId'>,
  ) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const petId = StoreModel.pick(model.seenPetIds, this.petChoice, 1);
    const result = await api.call('updatePet', { params: { petId }, body: this.patch });
    const pet = model.pet(petId);
    if (!pet) return expectError(result, 'not_found');
    Object.assign(pet, this.patch);
    expect(expectSuccess<Pet>(result, 200)).toEqual(pet);
  }

  toString(): string {
    return `updatePet(#${this.petChoice}, ${JSON.stringify(this.patch)})`;
  }
}

/** `deletePet`: refused while an open order names the pet; takes its stock entry along. */
export class DeletePet extends StoreCommand {
  constructor(readonly petChoice: number) {
    super();
  }

  protected async apply(model: StoreModel, { api }: RealStore): Promise<void> {
    const petId = StoreModel.pick(model.seenPetIds, this.petChoice, 1);
    const result = await api.call('deletePet', { params: { petId } });
    if (!model.pet(petId)) return expectError(result, 'not_found');
    if (model.hasOpenOrders(petId)) return expectError(result, 'pet_has_open_orders');
    expect(result.status, result.text).toBe(204);
    model.removePet(petId);
  }

  toString(): string {
    return `deletePet(#${this.petChoice})`;
  }
}

/** The commands of the pets' operations, each with the values it draws. */
export const petCommands: fc.Arbitrary<StoreCommand>[] = [
  fc
    .tuple(fc.record({ name: petName, status }, { requiredKeys: ['name'] }), fc.option(choice, { freq: 8 }))
    .map(([fields, category]) => new CreatePet(fields, category ?? undefined)),
  fc
    .tuple(choice, fc.record({ name: petName, status }, { requiredKeys: [] }))
    .map(([pet, patch]) => new UpdatePet(pet, patch)),
  choice.map((pet) => new DeletePet(pet)),
];
