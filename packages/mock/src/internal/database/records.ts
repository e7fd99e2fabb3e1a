// What the tables are made of beside their collections, and what a read of one record never runs:
// pages and the pet indexes of lists, and copies.
import type { Pet, PetStatus } from '@petstore/contract';
import type { NormalisedFixture } from './normalise-fixture';

/** The records a list asks for: one page of those that match, and how many match in all. */
export interface Matches<T> {
  readonly items: T[];
  readonly total: number;
}

/** What `listPets` filters on: every filter given must match. */
export interface PetFilter {
  /** One of these statuses; a pet without a status matches none. */
  readonly statuses?: readonly PetStatus[];
  readonly categoryId?: number;
}

/**
 * One page of the records that match, and how many match in all. Counting needs every record
 * looked at, so this is one plain pass over `collection.all()`; `findMany` would make the same pass
 * through a generator, several times slower per record.
 */
export function pageOf<T>(
  records: readonly T[],
  offset: number,
  limit: number,
  predicate?: (record: T) => boolean,
): Matches<T> {
  if (!predicate) return { items: records.slice(offset, offset + limit), total: records.length };
  const items: T[] = [];
  let total = 0;
  for (const record of records) {
    if (!predicate(record)) continue;
    if (total >= offset && items.length < limit) items.push(record);
    total += 1;
  }
  return { items, total };
}

/**
 * One page of the records of several lists, each in id order, merged in id order: the lists of
 * an index that a filtered list unites (a pet is in one list of each index, so none repeats).
 */
export function mergedPage<T extends { readonly id: number }>(
  lists: readonly (readonly T[])[],
  offset: number,
  limit: number,
): Matches<T> {
  const total = lists.reduce((sum, list) => sum + list.length, 0);
  if (lists.length === 1) return { items: (lists[0] as T[]).slice(offset, offset + limit), total };
  const at = lists.map(() => 0);
  const items: T[] = [];
  for (let taken = 0; taken < offset + limit && taken < total; taken += 1) {
    let next = -1;
    for (let i = 0; i < lists.length; i += 1) {
      const candidate = (lists[i] as T[])[at[i] as number];
      if (candidate && (next < 0 || candidate.id < ((lists[next] as T[])[at[next] as number] as T).id))
        next = i;
    }
    const record = (lists[next] as T[])[at[next] as number] as T;
    at[next] = (at[next] as number) + 1;
    if (taken >= offset) items.push(record);
  }
  return { items, total };
}

/**
 * Records in id order under a key, kept by every write, so that a filtered list reads the records
 * that match instead of every record (docs/design/0022-mock-internals.md).
 */
class IdIndex<T extends { readonly id: number }> {
  readonly #lists = new Map<string | number, T[]>();

  get(key: string | number): readonly T[] {
    return this.#lists.get(key) ?? [];
  }

  add(key: string | number, record: T): void {
    const list = this.#lists.get(key);
    if (!list) {
      this.#lists.set(key, [record]);
      return;
    }
    // New records take the highest id, so this is almost always an append.
    let at = list.length;
    while (at > 0 && (list[at - 1] as T).id > record.id) at -= 1;
    list.splice(at, 0, record);
  }

  remove(key: string | number, record: T): void {
    const list = this.#lists.get(key);
    if (!list) return;
    // Binary search by id: the list is in id order.
    let low = 0;
    let high = list.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((list[middle] as T).id < record.id) low = middle + 1;
      else high = middle;
    }
    if (list[low] === record) list.splice(low, 1);
  }
}

const noStatus = 'none';
const statusKey = (pet: Pet) => pet.status ?? noStatus;
const pairKey = (categoryId: number, status: string) => `${categoryId} ${status}`;

/**
 * The pets by category, by status and by both, each in id order: a filtered list reads the pets
 * that match instead of every pet. Built when a list first filters, then kept by every write
 * (docs/design/0022-mock-internals.md): a mock that never filters never holds them.
 */
export class PetIndexes {
  readonly #byCategory = new IdIndex<Pet>();
  readonly #byStatus = new IdIndex<Pet>();
  readonly #byCategoryAndStatus = new IdIndex<Pet>();

  constructor(pets: Iterable<Pet>) {
    for (const pet of pets) this.add(pet);
  }

  add(pet: Pet): void {
    this.#byCategory.add(pet.categoryId, pet);
    this.#byStatus.add(statusKey(pet), pet);
    this.#byCategoryAndStatus.add(pairKey(pet.categoryId, statusKey(pet)), pet);
  }

  remove(pet: Pet): void {
    this.#byCategory.remove(pet.categoryId, pet);
    this.#byStatus.remove(statusKey(pet), pet);
    this.#byCategoryAndStatus.remove(pairKey(pet.categoryId, statusKey(pet)), pet);
  }

  /** One page of the pets that match a filter with a status or a category. */
  page(offset: number, limit: number, { statuses, categoryId }: PetFilter): Matches<Pet> {
    if (statuses === undefined)
      return mergedPage([this.#byCategory.get(categoryId as number)], offset, limit);
    const lists = [...new Set(statuses)].map((status) =>
      categoryId === undefined
        ? this.#byStatus.get(status)
        : this.#byCategoryAndStatus.get(pairKey(categoryId, status)),
    );
    return mergedPage(lists, offset, limit);
  }
}

/** Plain copies of every record of a dataset: what a snapshot hands out, never the records held. */
export function copyOf(dataset: NormalisedFixture): NormalisedFixture {
  const copy = <T extends object>(records: readonly T[]) => records.map((record) => ({ ...record }));
  const { categories, pets, orders, inventory } = dataset;
  return { categories: copy(categories), pets: copy(pets), orders: copy(orders), inventory: copy(inventory) };
}
