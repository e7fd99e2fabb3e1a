import type { TagName } from './operation';

/** Each tag with the description the reference shows. */
export const tags: Readonly<Record<TagName, string>> = {
  pets: 'Pets of the store: create, list, change and remove them.',
  categories: 'Kinds of animal that pets belong to.',
  orders: 'Orders in the store; placing one takes stock, cancelling gives it back.',
  inventory: 'Stock count per pet.',
  service: 'The service itself: its machine-readable description.',
};

/** Navigation groups of the reference (`x-tagGroups`); `Pets` and `Store` have no operations of their own. */
export const tagGroups: readonly { name: string; tags: readonly TagName[] }[] = [
  { name: 'Pets', tags: ['pets', 'categories'] },
  { name: 'Store', tags: ['orders', 'inventory'] },
  { name: 'Service', tags: ['service'] },
];
