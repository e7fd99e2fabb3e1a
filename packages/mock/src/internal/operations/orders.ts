import { fieldLimits, operations } from '@petstore/contract';
import { expandPath, fieldDefaults, withDefaults } from '@petstore/contract/internal';
import type { StoredOrder } from '../database/stored-order';
import { addOrder, changeOrder, dropOrder } from '../database/writes';
import { created, failure, type Implementation, noContent, noIdLeft, ok, pageInput } from './outcome';

type Ops = typeof operations;

const orderNotFound = (id: number) => failure('not_found', `Order ${id} does not exist`);
const orderComplete = (id: number) => failure('order_complete', `Order ${id} is complete and cannot change`);

export const placeOrder: Implementation<Ops['placeOrder']> = async ({ body }, { tables }) => {
  if (!tables.pet(body.petId)) return failure('pet_not_found', `Pet ${body.petId} does not exist`);
  const inStock = tables.stock(body.petId)?.quantity ?? 0;
  if (inStock < body.quantity) {
    return failure(
      'insufficient_stock',
      `Pet ${body.petId} has ${inStock} in stock; ${body.quantity} ordered`,
    );
  }
  if (!tables.hasIdLeft('order')) return noIdLeft('order');
  const order = await addOrder(tables, withDefaults(body, fieldDefaults.OrderCreate));
  return created(order, expandPath(operations.getOrder.path, { orderId: order.id }));
};

export const listOrders: Implementation<Ops['listOrders']> = ({ query }, { tables }) => {
  const { limit, offset } = pageInput(query);
  const { complete, petId } = query;
  const predicate =
    complete !== undefined || petId !== undefined
      ? (order: StoredOrder) =>
          (complete === undefined || order.complete === complete) &&
          (petId === undefined || order.petId === petId)
      : undefined;
  return { kind: 'page', page: tables.page('orders', offset, limit, predicate), offset, limit };
};

export const getOrder: Implementation<Ops['getOrder']> = ({ path }, { tables }) => {
  const order = tables.order(path.orderId);
  return order ? ok(order) : orderNotFound(path.orderId);
};

export const updateOrder: Implementation<Ops['updateOrder']> = ({ path, body }, { tables }) => {
  const order = tables.order(path.orderId);
  if (!order) return orderNotFound(path.orderId);
  if (order.complete) return orderComplete(order.id);
  return ok(changeOrder(order, body));
};

export const cancelOrder: Implementation<Ops['cancelOrder']> = ({ path }, { tables }) => {
  const order = tables.order(path.orderId);
  if (!order) return orderNotFound(path.orderId);
  if (order.complete) return orderComplete(order.id);
  if (!tables.canRestock(order.petId, order.quantity)) {
    return failure(
      'out_of_range',
      `Cancelling order ${order.id} would take the stock of pet ${order.petId} past ${fieldLimits.countMax}`,
    );
  }
  dropOrder(tables, order);
  return noContent;
};
