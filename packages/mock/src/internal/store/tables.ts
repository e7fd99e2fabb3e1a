import { Collection } from '@msw/data';
import {
  Category,
  fieldLimits,
  InventoryItem,
  type NewCategory,
  type NewPet,
  Pet,
  type PetUpdate,
} from '@petstore/contract';
import type { NormalisedFixture } from './normalise-fixture';
import { StoredOrder } from './schemas';
import { writeRecord } from './write-record';

type PetRecord = Awaited<ReturnType<Collection<typeof Pet>['create']>>;
type CategoryRecord = Awaited<ReturnType<Collection<typeof Category>['create']>>;
type OrderRecord = Awaited<ReturnType<Collection<typeof StoredOrder>['create']>>;
type StockRecord = Awaited<ReturnType<Collection<typeof InventoryItem>['create']>>;

/** One page of matching records and how many match in all. */
export interface Page<T> {
  readonly items: T[];
  readonly total: number;
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
): Page<T> {
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

type IdKind = 'pet' | 'category' | 'order';

/**
 * The `@msw/data` collections of one dataset and the indexes kept in step with them.
 *
 * `@msw/data` 1.1 finds a record by scanning the collection; the id indexes make every lookup by
 * id constant-time. Records are created and deleted through the collection; a change is checked
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

  pets(offset: number, limit: number, predicate?: (pet: Pet) => boolean): Page<Pet> {
    return pageOf(this.#pets.all(), offset, limit, predicate);
  }

  categories(offset: number, limit: number): Page<Category> {
    return pageOf(this.#categories.all(), offset, limit);
  }

  orders(offset: number, limit: number, predicate?: (order: StoredOrder) => boolean): Page<StoredOrder> {
    return pageOf(this.#orders.all(), offset, limit, predicate);
  }

  inventory(
    offset: number,
    limit: number,
    predicate?: (item: InventoryItem) => boolean,
  ): Page<InventoryItem> {
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
    writeRecord(Pet, pet, changes);
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
    this.#lastId.pet = Math.max(this.#lastId.pet, record.id);
    return record;
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
