import { fieldLimits } from '@petstore/contract';
import { describe, expect, it } from 'vitest';
import { Tables } from './database';
import { normaliseFixture } from './normalise-fixture';

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
    tables.changePet(pet, { name: 'Rexy', status: 'sold' });
    tables.changeOrder(tables.order(1) as NonNullable<ReturnType<Tables['order']>>, { complete: true });
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
      expect(() => tables.setStock(stock, quantity), String(quantity)).toThrow(TypeError);
    }
    expect(() => tables.changePet(tables.pet(1) as never, { name: '' })).toThrow(TypeError);
    expect(tables.snapshot()).toEqual(await Tables.from(fixture).then((fresh) => fresh.snapshot()));
  });
});
