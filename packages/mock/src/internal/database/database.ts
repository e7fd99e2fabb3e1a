import { Collection } from '@msw/data';
import {
  Category,
  fieldLimits,
  InventoryItem,
  type NewCategory,
  type NewPet,
  Pet,
  type PetStatus,
  type PetUpdate,
} from '@petstore/contract';
import type * as z from 'zod/mini';
import { type NormalisedFixture, normaliseFixture } from './normalise-fixture';
import { StoredOrder } from './stored-order';

type PetRecord = Awaited<ReturnType<Collection<typeof Pet>['create']>>;
type CategoryRecord = Awaited<ReturnType<Collection<typeof Category>['create']>>;
type OrderRecord = Awaited<ReturnType<Collection<typeof StoredOrder>['create']>>;
type StockRecord = Awaited<ReturnType<Collection<typeof InventoryItem>['create']>>;

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

/** A new order as the store takes it: the body of `placeOrder` with `complete` settled. */
export type NewOrder = Omit<StoredOrder, 'id'>;

/**
 * One page of the records that match, and how many match in all. Counting needs every record
 * looked at, so this is one plain pass over `collection.all()`; `findMany` would make the same pass
 * through a generator, several times slower per record.
 */
function pageOf<T>(
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
function mergedPage<T extends { readonly id: number }>(
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
 * Writes `changes` into `record`, the object its `@msw/data` collection holds, once the changed
 * record passes `schema`: the check the collection's `update` would make, without its scans of the
 * whole collection (docs/design/0011-msw-data-writes.md). The record stays the same object, so the
 * collection and the indexes that point at it cannot disagree.
 * @throws {TypeError} when the change would break the schema; nothing is written then.
 */
function writeRecord<T extends object>(schema: z.ZodMiniType, record: T, changes: Partial<NoInfer<T>>): T {
  const checked = schema.safeParse({ ...record, ...changes });
  if (!checked.success) {
    throw new TypeError(`The store refused a change that breaks its schema: ${checked.error.message}`);
  }
  return Object.assign(record, changes);
}

type IdKind = 'pet' | 'category' | 'order';

/**
 * The `@msw/data` collections of one dataset and the indexes kept in step with them.
 *
 * `@msw/data` 1.1 finds a record by scanning the collection; the id indexes make every lookup by
 * id constant-time, and the pet indexes by category and status keep a filtered list of pets from
 * reading every pet. Records are created and deleted through the collection; a change is checked
 * against the collection's schema and written to the record the collection holds, since the
 * collection's `update` scans it twice per call (docs/design/0011-msw-data-writes.md). Only this class
 * writes to either, so collection and index never disagree.
 */
export class Tables {
  readonly #pets = new Collection({ schema: Pet });
  readonly #categories = new Collection({ schema: Category });
  readonly #orders = new Collection({ schema: StoredOrder });
  readonly #inventory = new Collection({ schema: InventoryItem });
  readonly #petById = new Map<number, PetRecord>();
  readonly #petsByCategory = new IdIndex<Pet>();
  readonly #petsByStatus = new IdIndex<Pet>();
  readonly #petsByCategoryAndStatus = new IdIndex<Pet>();
  readonly #categoryById = new Map<number, CategoryRecord>();
  readonly #categoryIdByName = new Map<string, number>();
  readonly #orderById = new Map<number, OrderRecord>();
  readonly #stockByPetId = new Map<number, StockRecord>();
  readonly #lastId = { pet: 0, category: 0, order: 0 };

  /** Builds the tables of a dataset; records keep their ids, new ones continue after the highest. */
  static async from(fixture: NormalisedFixture): Promise<Tables> {
    const tables = new Tables();
    for (const category of fixture.categories) await tables.#insertCategory(category);
    for (const pet of fixture.pets) await tables.#insertPet(pet);
    for (const item of fixture.inventory) await tables.#insertStock(item);
    for (const order of fixture.orders) await tables.#insertOrder(order);
    return tables;
  }

  pet(id: number): Pet | undefined {
    return this.#petById.get(id);
  }

  category(id: number): Category | undefined {
    return this.#categoryById.get(id);
  }

  hasCategoryNamed(name: string): boolean {
    return this.#categoryIdByName.has(name.toLowerCase());
  }

  order(id: number): StoredOrder | undefined {
    return this.#orderById.get(id);
  }

  stock(petId: number): InventoryItem | undefined {
    return this.#stockByPetId.get(petId);
  }

  hasOpenOrder(petId: number): boolean {
    return this.#orders.findFirst((q) => q.where({ petId, complete: false })) !== undefined;
  }

  /** One page of the pets that match, read from the indexes: only matching pets are looked at. */
  pets(offset: number, limit: number, { statuses, categoryId }: PetFilter = {}): Matches<Pet> {
    if (statuses === undefined) {
      if (categoryId === undefined) return pageOf(this.#pets.all(), offset, limit);
      return mergedPage([this.#petsByCategory.get(categoryId)], offset, limit);
    }
    const lists = [...new Set(statuses)].map((status) =>
      categoryId === undefined
        ? this.#petsByStatus.get(status)
        : this.#petsByCategoryAndStatus.get(pairKey(categoryId, status)),
    );
    return mergedPage(lists, offset, limit);
  }

  categories(offset: number, limit: number): Matches<Category> {
    return pageOf(this.#categories.all(), offset, limit);
  }

  orders(offset: number, limit: number, predicate?: (order: StoredOrder) => boolean): Matches<StoredOrder> {
    return pageOf(this.#orders.all(), offset, limit, predicate);
  }

  inventory(
    offset: number,
    limit: number,
    predicate?: (item: InventoryItem) => boolean,
  ): Matches<InventoryItem> {
    return pageOf(this.#inventory.all(), offset, limit, predicate);
  }

  /** Whether a new record of `kind` can still get an id within the safe-integer range. */
  hasIdLeft(kind: IdKind): boolean {
    return this.#lastId[kind] < Number.MAX_SAFE_INTEGER;
  }

  /** Whether giving `quantity` back to the stock of `petId` keeps it within the count maximum. */
  canRestock(petId: number, quantity: number): boolean {
    const stock = this.#stockByPetId.get(petId);
    return !stock || stock.quantity <= fieldLimits.countMax - quantity;
  }

  /** Creates a pet and its inventory entry with a stock of 0. */
  async addPet(values: NewPet): Promise<Pet> {
    const pet = await this.#insertPet({ ...values, id: this.#lastId.pet + 1 });
    await this.#insertStock({ petId: pet.id, quantity: 0, status: pet.status ?? 'available' });
    return pet;
  }

  addCategory(values: NewCategory): Promise<Category> {
    return this.#insertCategory({ ...values, id: this.#lastId.category + 1 });
  }

  /** Creates an order and takes its quantity from the pet's stock. */
  async addOrder(values: NewOrder): Promise<StoredOrder> {
    const order = await this.#insertOrder({ ...values, id: this.#lastId.order + 1 });
    const stock = this.#stockByPetId.get(order.petId);
    if (stock) writeRecord(InventoryItem, stock, { quantity: stock.quantity - order.quantity });
    return order;
  }

  /** Applies `changes` to a pet and keeps its inventory status in step. */
  changePet(pet: Pet, changes: PetUpdate): Pet {
    const moves = 'categoryId' in changes || 'status' in changes;
    if (moves) this.#unindexPet(pet);
    try {
      writeRecord(Pet, pet, changes);
    } finally {
      if (moves) this.#indexPet(pet);
    }
    const stock = this.#stockByPetId.get(pet.id);
    if (stock) writeRecord(InventoryItem, stock, { status: pet.status ?? 'available' });
    return pet;
  }

  changeOrder(order: StoredOrder, changes: Partial<Pick<StoredOrder, 'complete' | 'shipDate'>>): StoredOrder {
    return writeRecord(StoredOrder, order, changes);
  }

  setStock(item: InventoryItem, quantity: number): InventoryItem {
    return writeRecord(InventoryItem, item, { quantity });
  }

  /** Removes a pet and its inventory entry. */
  removePet(pet: Pet): void {
    const record = this.#petById.get(pet.id);
    const stock = this.#stockByPetId.get(pet.id);
    if (record) this.#pets.delete(record);
    if (stock) this.#inventory.delete(stock);
    if (record) this.#unindexPet(record);
    this.#petById.delete(pet.id);
    this.#stockByPetId.delete(pet.id);
  }

  /** Removes an open order and gives its quantity back to the pet's stock (see `canRestock`). */
  cancelOrder(order: StoredOrder): void {
    const record = this.#orderById.get(order.id);
    if (record) this.#orders.delete(record);
    this.#orderById.delete(order.id);
    const stock = this.#stockByPetId.get(order.petId);
    if (stock) writeRecord(InventoryItem, stock, { quantity: stock.quantity + order.quantity });
  }

  /** Plain copies of every record, oldest first. */
  snapshot(): NormalisedFixture {
    const copy = <T extends object>(records: readonly T[]) => records.map((record) => ({ ...record }));
    return {
      categories: copy(this.#categories.all()),
      pets: copy(this.#pets.all()),
      orders: copy(this.#orders.all()),
      inventory: copy(this.#inventory.all()),
    };
  }

  async #insertPet(pet: Pet): Promise<PetRecord> {
    const record = await this.#pets.create(pet);
    this.#petById.set(record.id, record);
    this.#indexPet(record);
    this.#lastId.pet = Math.max(this.#lastId.pet, record.id);
    return record;
  }

  #indexPet(pet: Pet): void {
    this.#petsByCategory.add(pet.categoryId, pet);
    this.#petsByStatus.add(statusKey(pet), pet);
    this.#petsByCategoryAndStatus.add(pairKey(pet.categoryId, statusKey(pet)), pet);
  }

  #unindexPet(pet: Pet): void {
    this.#petsByCategory.remove(pet.categoryId, pet);
    this.#petsByStatus.remove(statusKey(pet), pet);
    this.#petsByCategoryAndStatus.remove(pairKey(pet.categoryId, statusKey(pet)), pet);
  }

  async #insertCategory(category: Category): Promise<CategoryRecord> {
    const record = await this.#categories.create(category);
    this.#categoryById.set(record.id, record);
    this.#categoryIdByName.set(record.name.toLowerCase(), record.id);
    this.#lastId.category = Math.max(this.#lastId.category, record.id);
    return record;
  }

  async #insertOrder(order: StoredOrder): Promise<OrderRecord> {
    const record = await this.#orders.create(order);
    this.#orderById.set(record.id, record);
    this.#lastId.order = Math.max(this.#lastId.order, record.id);
    return record;
  }

  async #insertStock(item: InventoryItem): Promise<StockRecord> {
    const record = await this.#inventory.create(item);
    this.#stockByPetId.set(record.petId, record);
    return record;
  }
}

const empty = normaliseFixture({});

/**
 * The mock's data: one set of tables at a time, and a queue that runs every operation alone (its
 * transactions).
 *
 * `@msw/data` creates records asynchronously, so without the queue two requests could interleave
 * between a check and a write (two orders taking the same last unit of stock). Loading a dataset
 * goes through the same queue and builds new tables before swapping them in, so a request sees
 * either the old dataset or the new one, never half of each.
 */
export class Database {
  #tables = new Tables();
  #tail: Promise<unknown> = Promise.resolve();
  /** Tasks queued or running. */
  #queued = 0;
  #pending: NormalisedFixture | undefined;

  constructor(fixture: NormalisedFixture = empty) {
    this.load(fixture);
  }

  /**
   * Runs a task alone. When nothing is queued or running, it runs now and what it returns is
   * returned (a read answers without a turn of the event loop; a task that awaits holds the queue
   * until it settles); otherwise it runs once every task queued before it has finished, and a
   * promise of its result is returned, which rejects as the task does.
   * @throws what the task throws, when it runs now.
   */
  exclusive<T>(task: (tables: Tables) => T | Promise<T>): T | Promise<T> {
    if (this.#queued > 0) return this.#track(this.#tail.then(() => task(this.#tables)));
    const result = task(this.#tables);
    return result instanceof Promise ? this.#track(result) : result;
  }

  #track<T>(run: Promise<T>): Promise<T> {
    this.#queued += 1;
    const done = () => {
      this.#queued -= 1;
    };
    this.#tail = run.then(done, done);
    return run;
  }

  /** Replaces every record; requests queued from now on see the new dataset. */
  load(fixture: NormalisedFixture): void {
    this.#pending = fixture;
    void this.exclusive(async () => {
      try {
        this.#tables = await Tables.from(fixture);
      } finally {
        if (this.#pending === fixture) this.#pending = undefined;
      }
    });
  }

  /** Resolves once every queued task, including a load, has finished. */
  settled(): Promise<void> {
    return Promise.resolve(this.exclusive(() => undefined));
  }

  /** Plain copies of every record, including a dataset that is still loading. */
  snapshot(): NormalisedFixture {
    if (!this.#pending) return this.#tables.snapshot();
    const { categories, pets, orders, inventory } = this.#pending;
    const copy = <T extends object>(records: readonly T[]) => records.map((record) => ({ ...record }));
    return {
      categories: copy(categories),
      pets: copy(pets),
      orders: copy(orders),
      inventory: copy(inventory),
    };
  }
}
