import { fieldLimits, type Pet } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { Tables } from './database';
import { generateFixture } from './generate-fixture';
import { normaliseFixture } from './normalise-fixture';
import { createRandom } from './random';
import { addPet, changeOrder, changePet, setStock } from './writes';

const fixture = normaliseFixture({
  categories: [{ id: 1, name: 'Dogs' }],
  pets: [{ id: 1, name: 'Rex', categoryId: 1, status: 'available' }],
  inventory: [{ petId: 1, quantity: 5, status: 'available' }],
  orders: [{ id: 1, petId: 1, quantity: 2, complete: false }],
});

describe('writes to the @msw/data collections', () => {
  it('change the record the collection holds, so collection and id index agree', async () => {
    const tables = await Tables.from(fixture);
    const pet = tables.pet(1);
    if (!pet) throw new Error('pet 1 is in the fixture');
    changePet(tables, pet, { name: 'Rexy', status: 'sold' });
    changeOrder(tables.order(1) as NonNullable<ReturnType<Tables['order']>>, { complete: true });
    const snapshot = tables.snapshot();
    expect(tables.pet(1)).toBe(pet);
    expect(snapshot.pets).toEqual([{ ...pet }]);
    expect(snapshot.pets[0]).toMatchObject({ name: 'Rexy', status: 'sold' });
    expect(snapshot.inventory[0]).toMatchObject({ status: 'sold' });
    expect(snapshot.orders[0]).toMatchObject({ id: 1, complete: true });
  });

  it('refuse a change that breaks the collection schema and leave the record as it was', async () => {
    const tables = await Tables.from(fixture);
    const stock = tables.stock(1);
    if (!stock) throw new Error('pet 1 has stock');
    for (const quantity of [-1, 1.5, fieldLimits.countMax + 1]) {
      expect(() => setStock(stock, quantity), String(quantity)).toThrow(TypeError);
    }
    expect(() => changePet(tables, tables.pet(1) as never, { name: '' })).toThrow(TypeError);
    expect(tables.snapshot()).toEqual(await Tables.from(fixture).then((fresh) => fresh.snapshot()));
  });
});

describe('the pet indexes a filtered list reads', () => {
  it('list what a scan of every pet lists, through creations, moves and removals', async () => {
    const tables = await Tables.from(
      normaliseFixture(generateFixture({ seed: 3, categories: 4, pets: 300, orders: 0 })),
    );
    const random = createRandom(11);
    const statuses = ['available', 'pending', 'sold'] as const;
    for (let step = 0; step < 400; step += 1) {
      const pets = tables.snapshot().pets;
      const pet = tables.pet(random.pick(pets).id) as Pet;
      const roll = random.int(0, 3);
      if (roll === 0)
        await addPet(tables, { name: 'New', categoryId: random.int(1, 4), status: random.pick(statuses) });
      else if (roll === 1) changePet(tables, pet, { categoryId: random.int(1, 4) });
      else if (roll === 2) changePet(tables, pet, { status: random.pick(statuses) });
      else tables.removePet(pet);
      const filter = {
        ...(random.next() < 0.7 && { categoryId: random.int(1, 4) }),
        ...(random.next() < 0.7 && { statuses: [random.pick(statuses), random.pick(statuses)] }),
      };
      const offset = random.int(0, 40);
      const matching = tables
        .snapshot()
        .pets.filter(
          (candidate) =>
            (filter.categoryId === undefined || candidate.categoryId === filter.categoryId) &&
            (filter.statuses === undefined ||
              (candidate.status !== undefined && filter.statuses.includes(candidate.status))),
        );
      expect(tables.pets(offset, 20, filter), JSON.stringify(filter)).toEqual({
        items: matching.slice(offset, offset + 20),
        total: matching.length,
      });
    }
  });
});
