import { Collection } from '@msw/data';
import { Category, fieldLimits, InventoryItem, Pet } from '@petstore/contract';
import { type NormalisedFixture, normaliseFixture } from './normalise-fixture';
import { copyOf, type Matches, type PetFilter, PetIndexes, pageOf } from './records';
import { StoredOrder } from './stored-order';

export type { Matches, PetFilter } from './records';

type PetRecord = Awaited<ReturnType<Collection<typeof Pet>['create']>>;
type CategoryRecord = Awaited<ReturnType<Collection<typeof Category>['create']>>;
type OrderRecord = Awaited<ReturnType<Collection<typeof StoredOrder>['create']>>;
type StockRecord = Awaited<ReturnType<Collection<typeof InventoryItem>['create']>>;
type IdKind = 'pet' | 'category' | 'order';
interface Listed {
  categories: Category;
  orders: StoredOrder;
  inventory: InventoryItem;
}

/**
 * The `@msw/data` collections of one dataset and the keys kept in step with them: `@msw/data` 1.1
 * finds a record by scanning its collection, so lookups by id read maps, and a change is checked
 * against the collection's schema and written to the record it holds, since `update` scans it
 * twice per call (docs/design/0011-msw-data-writes.md). Only this class writes to either.
 */
export class Tables {
  readonly #pets = new Collection({ schema: Pet });
  readonly #categories = new Collection({ schema: Category });
  readonly #orders = new Collection({ schema: StoredOrder });
  readonly #inventory = new Collection({ schema: InventoryItem });
  readonly #petById = new Map<number, PetRecord>();
  /** Built when a list first filters pets (see `PetIndexes`). */
  #petIndexes: PetIndexes | undefined;
  readonly #categoryById = new Map<number, CategoryRecord>();
  readonly #categoryIdByName = new Map<string, number>();
  readonly #orderById = new Map<number, OrderRecord>();
  readonly #stockByPetId = new Map<number, StockRecord>();
  readonly #lastId = { pet: 0, category: 0, order: 0 };

  /** Builds the tables of a dataset; records keep their ids, new ones continue after the highest. */
  static async from(fixture: NormalisedFixture): Promise<Tables> {
    const tables = new Tables();
    for (const category of fixture.categories) await tables.insertCategory(category);
    for (const pet of fixture.pets) await tables.insertPet(pet);
    for (const item of fixture.inventory) await tables.insertStock(item);
    for (const order of fixture.orders) await tables.insertOrder(order);
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
  pets(offset: number, limit: number, filter: PetFilter = {}): Matches<Pet> {
    if (filter.statuses === undefined && filter.categoryId === undefined)
      return pageOf(this.#pets.all(), offset, limit);
    this.#petIndexes ??= new PetIndexes(this.#pets.all());
    return this.#petIndexes.page(offset, limit, filter);
  }

  /** One page of the records of a table that match `predicate` (every record without one). */
  page<K extends 'categories' | 'orders' | 'inventory'>(
    table: K,
    offset: number,
    limit: number,
    predicate?: (record: Listed[K]) => boolean,
  ): Matches<Listed[K]> {
    const collections = { categories: this.#categories, orders: this.#orders, inventory: this.#inventory };
    return pageOf(collections[table].all() as unknown as Listed[K][], offset, limit, predicate);
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

  /** The id a new record of `kind` takes: one past the highest. */
  nextId(kind: IdKind): number {
    return this.#lastId[kind] + 1;
  }

  /** Runs `write` on a pet, keeping the pet indexes in step when it may move the pet in them. */
  movePet<T>(pet: Pet, moves: boolean, write: () => T): T {
    if (moves) this.#petIndexes?.remove(pet);
    try {
      return write();
    } finally {
      if (moves) this.#petIndexes?.add(pet);
    }
  }

  /** Removes a pet and its inventory entry. */
  removePet(pet: Pet): void {
    const record = this.#petById.get(pet.id);
    const stock = this.#stockByPetId.get(pet.id);
    if (record) this.#pets.delete(record);
    if (stock) this.#inventory.delete(stock);
    if (record) this.#petIndexes?.remove(record);
    this.#petById.delete(pet.id);
    this.#stockByPetId.delete(pet.id);
  }

  /** Removes an order. */
  removeOrder(order: StoredOrder): void {
    const record = this.#orderById.get(order.id);
    if (record) this.#orders.delete(record);
    this.#orderById.delete(order.id);
  }

  /** Plain copies of every record, oldest first. */
  snapshot(): NormalisedFixture {
    const [categories, pets] = [this.#categories.all(), this.#pets.all()];
    return copyOf({ categories, pets, orders: this.#orders.all(), inventory: this.#inventory.all() });
  }

  /** Adds a record as it is (its id given); the `add*` writes give it the next id. */
  async insertPet(pet: Pet): Promise<PetRecord> {
    const record = await this.#pets.create(pet);
    this.#petById.set(record.id, record);
    this.#petIndexes?.add(record);
    this.#lastId.pet = Math.max(this.#lastId.pet, record.id);
    return record;
  }

  async insertCategory(category: Category): Promise<CategoryRecord> {
    const record = await this.#categories.create(category);
    this.#categoryById.set(record.id, record);
    this.#categoryIdByName.set(record.name.toLowerCase(), record.id);
    this.#lastId.category = Math.max(this.#lastId.category, record.id);
    return record;
  }

  async insertOrder(order: StoredOrder): Promise<OrderRecord> {
    const record = await this.#orders.create(order);
    this.#orderById.set(record.id, record);
    this.#lastId.order = Math.max(this.#lastId.order, record.id);
    return record;
  }

  async insertStock(item: InventoryItem): Promise<StockRecord> {
    const record = await this.#inventory.create(item);
    this.#stockByPetId.set(record.petId, record);
    return record;
  }
}

const empty = normaliseFixture({});

/**
 * The mock's data: one set of tables at a time, and a queue that runs every operation alone. `@msw/data`
 * creates records asynchronously, so without it two requests could interleave between a check and a
 * write (two orders taking the last unit of stock). A load goes through the queue and builds new
 * tables before swapping them in: a request sees the old dataset or the new one, never half of each.
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
   * Runs a task alone, and answers a promise of its result, which rejects as the task does. When
   * nothing is queued or running the task runs now (a read answers without waiting for a turn of
   * the queue; a task that awaits holds the queue until it settles); otherwise it runs once every
   * task queued before it has finished.
   */
  exclusive<T>(task: (tables: Tables) => T | Promise<T>): Promise<T> {
    if (this.#queued > 0) return this.#track(this.#tail.then(() => task(this.#tables)));
    try {
      const result = task(this.#tables);
      return result instanceof Promise ? this.#track(result) : Promise.resolve(result);
    } catch (error) {
      return Promise.reject(error);
    }
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
    return this.exclusive(() => undefined);
  }

  /** Plain copies of every record, including a dataset that is still loading. */
  snapshot(): NormalisedFixture {
    return this.#pending ? copyOf(this.#pending) : this.#tables.snapshot();
  }
}
