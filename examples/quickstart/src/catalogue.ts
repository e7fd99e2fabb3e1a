import type { Category, Pet, PetStore } from '@petstore/sdk';
import type { Transcript } from './transcript';

/** What the first section creates, for the sections after it. */
export interface Catalogue {
  readonly dogs: Category;
  readonly cats: Category;
  readonly pets: readonly Pet[];
}

/** Creates two categories and five pets. */
export async function createCatalogue(client: PetStore, out: Transcript): Promise<Catalogue> {
  out.section('Categories and pets: create');
  const dogs = await client.categories.create({ name: 'Dogs', description: 'Loyal companions' });
  const cats = await client.categories.create({ name: 'Cats', description: 'Independent spirits' });
  out.step(`categories.create → #${dogs.id} ${dogs.name}, #${cats.id} ${cats.name}`);
  const pets: Pet[] = [];
  for (const [name, category] of [
    ['Rex', dogs],
    ['Fido', dogs],
    ['Bella', dogs],
    ['Tom', cats],
    ['Luna', cats],
  ] as const) {
    pets.push(await client.pets.create({ name, categoryId: category.id, status: 'available' }));
  }
  out.step(`pets.create ×${pets.length} → ${pets.map((pet) => `#${pet.id} ${pet.name}`).join(', ')}`);
  const fido = await client.pets.update(pets[1]!.id, { status: 'pending' });
  out.step(`pets.update #${fido.id} → status ${fido.status}`);
  return { dogs, cats, pets };
}

/** Lists pets a page at a time, then every pet with `for await`. */
export async function paginate(client: PetStore, out: Transcript): Promise<number> {
  out.section('Pets: list with pagination');
  let page = await client.pets.list({ limit: 2 });
  out.step(`pets.list({ limit: 2 }) → ${page.total} pets, ${page.items.length} a page`);
  let pages = 1;
  out.detail(`page 1: ${page.items.map((pet) => pet.name).join(', ')}`);
  while (page.hasNextPage()) {
    page = await page.getNextPage();
    pages++;
    out.detail(`page ${pages}: ${page.items.map((pet) => pet.name).join(', ')}`);
  }
  const available: string[] = [];
  for await (const pet of client.pets.list({ status: 'available', limit: 2 })) available.push(pet.name);
  out.step(`for await (pets.list({ status: 'available' })) → ${available.join(', ')}`);
  return pages;
}

/** Calls the deprecated `pets.retrieve`: the SDK warns once, through its logger. */
export async function retrieveDeprecated(client: PetStore, out: Transcript, pet: Pet): Promise<void> {
  out.section('Pets: the deprecated retrieve');
  const first = await client.pets.retrieve(pet.id);
  out.step(`pets.retrieve(${pet.id}) → ${first.name} (the warning above is written once per client)`);
  await client.pets.retrieve(pet.id);
  out.step(`pets.retrieve(${pet.id}) again → no second warning`);
}
