import type { Category, InventoryItem, Order, Pet, PetStatus } from '@petstore/contract';
import type { Fixture } from '../../api/options';
import { optionDefaults } from '../config/mock-config';
import { createRandom, type Random } from './random';

/** Sizes and seed of a generated dataset. */
export interface GenerateFixtureOptions {
  /**
   * Seed: the same seed and sizes give the same records on every run and in every runtime.
   * @default 42
   */
  seed?: number;
  /**
   * Number of categories; when there are two or more, the last has no pets.
   * @default 6
   */
  categories?: number;
  /**
   * Number of pets; each gets an inventory entry.
   * @default 24
   */
  pets?: number;
  /**
   * Number of orders.
   * @default 6
   */
  orders?: number;
}

const kinds = [
  ['Dogs', 'Loyal companions'],
  ['Cats', 'Independent and curious'],
  ['Birds', 'Feathered singers'],
  ['Fish', 'Quiet swimmers'],
  ['Reptiles', 'Scaly and calm'],
  ['Rabbits', 'Soft and quick'],
  ['Hamsters', 'Small night owls'],
  ['Horses', 'Strong and gentle'],
] as const;
const petNames = [
  'Rex',
  'Bella',
  'Max',
  'Luna',
  'Charlie',
  'Milo',
  'Daisy',
  'Rocky',
  'Coco',
  'Nala',
  'Oscar',
  'Ziggy',
];
const statuses: readonly (PetStatus | undefined)[] = [
  'available',
  'available',
  'available',
  'pending',
  'sold',
  undefined,
];
const firstShipDate = Date.UTC(2026, 0, 5, 10);
const dayMs = 86_400_000;

function generateCategories(count: number): Category[] {
  return Array.from({ length: count }, (_, index) => {
    const [name, description] = kinds[index % kinds.length] as (typeof kinds)[number];
    const round = Math.floor(index / kinds.length);
    return { id: index + 1, name: round === 0 ? name : `${name} ${round + 1}`, description };
  });
}

function generatePet(random: Random, id: number, categories: number): Pet {
  const status = random.pick(statuses);
  const pet: Pet = { id, name: random.pick(petNames), categoryId: random.int(1, categories) };
  return status ? { ...pet, status } : pet;
}

function generateOrder(random: Random, id: number, pets: number): Order {
  const order: Order = {
    id,
    petId: random.int(1, pets),
    quantity: random.int(1, 3),
    complete: random.next() < 0.3,
  };
  return random.next() < 0.5
    ? order
    : { ...order, shipDate: new Date(firstShipDate + random.int(0, 60) * dayMs).toISOString() };
}

/**
 * Generates a deterministic dataset: categories, pets (each in an existing category; the last
 * category of two or more has none, so that a rule about a category's pets finds a record on
 * either side of it in the seed every generic check runs on), one
 * inventory entry per pet and orders of existing pets. This is what a mock loads for its `seed`;
 * give larger sizes to fill the store for benchmarks.
 *
 * @param options Seed and sizes; every field is optional.
 * @returns Plain records, ready for `createPetStoreMock({ fixture })` or `mock.load()`.
 * @example
 * ```ts
 * const mock = createPetStoreMock({ fixture: generateFixture({ pets: 10_000 }) });
 * ```
 */
export function generateFixture(options: GenerateFixtureOptions = {}): Required<Fixture> {
  const random = createRandom(options.seed ?? optionDefaults.seed);
  const categoryCount = Math.max(1, options.categories ?? 6);
  const petCount = options.pets ?? 24;
  const categories = generateCategories(categoryCount);
  const pets = Array.from({ length: petCount }, (_, index) =>
    generatePet(random, index + 1, Math.max(1, categoryCount - 1)),
  );
  const inventory: InventoryItem[] = pets.map((pet) => ({
    petId: pet.id,
    quantity: random.int(0, 20),
    status: pet.status ?? 'available',
  }));
  const orderCount = petCount === 0 ? 0 : (options.orders ?? 6);
  const orders = Array.from({ length: orderCount }, (_, index) => generateOrder(random, index + 1, petCount));
  return { categories, pets, orders, inventory };
}
