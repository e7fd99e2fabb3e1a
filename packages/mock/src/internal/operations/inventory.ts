import type { InventoryItem, operations } from '@petstore/contract';
import { setStock } from '../database/writes';
import { failure, type Implementation, listOf, ok, pageInput } from './outcome';

type Ops = typeof operations;

const noStock = (petId: number) => failure('not_found', `Pet ${petId} does not exist, so it has no stock`);

export const listInventory: Implementation<Ops['listInventory']> = ({ query }, { tables }) => {
  const { limit, offset } = pageInput(query);
  const statuses = listOf(query.status);
  const predicate = statuses ? (item: InventoryItem) => statuses.includes(item.status) : undefined;
  return { kind: 'page', page: tables.page('inventory', offset, limit, predicate), offset, limit };
};

export const getInventoryItem: Implementation<Ops['getInventoryItem']> = ({ path }, { tables }) => {
  const item = tables.stock(path.petId);
  return item ? ok(item) : noStock(path.petId);
};

export const updateInventory: Implementation<Ops['updateInventory']> = ({ path, body }, { tables }) => {
  const item = tables.stock(path.petId);
  return item ? ok(setStock(item, body.quantity)) : noStock(path.petId);
};
