import { ConflictError, type Pet, type PetStore, ValidationError } from '@petstore/sdk';
import type { Transcript } from './transcript';

/** Sets stock, places an order, completes it, and lists orders and inventory. */
export async function stockAndOrders(client: PetStore, out: Transcript, pet: Pet): Promise<void> {
  out.section('Store: inventory and orders');
  const stocked = await client.store.inventory.update(pet.id, { quantity: 3 });
  out.step(`store.inventory.update(${pet.id}, { quantity: 3 }) → ${stocked.quantity} in stock`);
  const { data: order, response } = await client.store.orders
    .create({ petId: pet.id, quantity: 2, shipDate: '2026-12-01T10:00:00Z' })
    .withResponse();
  out.step(
    `store.orders.create → order #${order.id}, ${order.quantity} × ${pet.name} (HTTP ${response.status})`,
  );
  out.detail(`sent with Idempotency-Key, so a retry could never order twice`);
  const left = await client.store.inventory.retrieve(pet.id);
  out.step(`store.inventory.retrieve(${pet.id}) → ${left.quantity} left`);
  const done = await client.store.orders.update(order.id!, { complete: true });
  out.step(`store.orders.update(#${done.id}, { complete: true }) → complete: ${done.complete}`);
  const open = await client.store.orders.list({ complete: false });
  const all = await client.store.orders.list();
  out.step(`store.orders.list → ${all.items.length} order(s), ${open.items.length} open`);
  const inventory = await client.store.inventory.list({ limit: 10 });
  out.step(
    `store.inventory.list → ${inventory.items.map((item) => `${item.petId}:${item.quantity}`).join(' ')}`,
  );
}

/** Two mistakes, each caught as its own error class. */
export async function handledErrors(client: PetStore, out: Transcript, pet: Pet): Promise<string[]> {
  out.section('Handled errors');
  const caught: string[] = [];
  try {
    await client.store.orders.create({ petId: pet.id, quantity: 50 });
  } catch (error) {
    if (!(error instanceof ConflictError)) throw error;
    caught.push(error.name);
    out.step(`store.orders.create({ quantity: 50 }) → ${error.name} ${error.status} ${error.code}`);
    out.detail(`"${error.message}" (request ${error.requestId})`);
  }
  try {
    await client.pets.create({ name: '', categoryId: pet.categoryId });
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    caught.push(error.name);
    out.step(`pets.create({ name: '' }) → ${error.name}, nothing sent`);
    out.detail(error.issues.map((issue) => `${issue.path} ${issue.message}`).join('; '));
  }
  return caught;
}
