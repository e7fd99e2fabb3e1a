import { type ErrorCode, type OperationId, operationList, operations, service } from '@petstore/contract';
import { cancelOrder, deletePet } from '@petstore/sdk/functions';
import { type ConformanceRun, rootCause } from './run';
import type { OwnRecords } from './write-steps';

/**
 * Documented errors the run does not provoke, where it would meet each, and why not. Decision 0021
 * lists them (a section `pnpm generate` writes from here).
 */
export const unprovoked: readonly { code: ErrorCode; operationId: OperationId; reason: string }[] = [
  {
    code: 'rate_limited',
    operationId: 'listPets',
    reason: 'it would spend the rest of the window (a 429 met on the way is checked)',
  },
  { code: 'api_key_banned', operationId: 'listPets', reason: 'it would ban the key' },
  {
    code: 'endpoint_sunset',
    operationId: 'getPetById',
    reason: `the service answers it after the sunset, ${operations.getPetById.deprecated.sunset}`,
  },
  {
    code: 'order_complete',
    operationId: 'updateOrder',
    reason: 'a complete order cannot be cancelled: the run would leave it behind',
  },
  { code: 'out_of_range', operationId: 'placeOrder', reason: 'it needs a count near 2^31 or ids near 2^53' },
  {
    code: 'payload_too_large',
    operationId: 'createPet',
    reason: `it needs a body over ${service.maxBodyBytes} bytes`,
  },
  {
    code: 'method_not_allowed',
    operationId: 'listPets',
    reason: 'fetch cannot send the methods the service has no operation for (TRACE, CONNECT)',
  },
  {
    code: 'request_timeout',
    operationId: 'listPets',
    reason: "it needs a request that stalls past the server's time limit, which closes the connection",
  },
  {
    code: 'uri_too_long',
    operationId: 'listPets',
    reason: "it needs a request target over the server's limit, which closes the connection",
  },
  {
    code: 'headers_too_large',
    operationId: 'listPets',
    reason: "it needs headers over the server's limit, which closes the connection",
  },
  ...(['missing_admin_token', 'invalid_admin_token', 'foreign_caller'] as const).map((code) => ({
    code,
    operationId: 'listPets' as const,
    reason: "the standalone mock's control API answers it, not the service",
  })),
  ...(['unknown_world', 'world_limit_reached'] as const).map((code) => ({
    code,
    operationId: 'listPets' as const,
    reason: "only the standalone mock's worlds answer it, not the service",
  })),
  { code: 'internal_error', operationId: 'listPets', reason: 'the service answers it when it fails' },
  { code: 'unavailable', operationId: 'listPets', reason: 'the service answers it when it fails' },
];

/** A skip for each documented error the run does not provoke. */
export function skipUnprovoked(run: ConformanceRun): void {
  for (const { code, operationId, reason } of unprovoked)
    run.record(`${operationId}.${code}.status`, operationId, 'status', 'skip', `not provoked: ${reason}`);
}

/** A skip for each operation that changes something, in a read-only run. */
export function skipWrites(run: ConformanceRun): void {
  for (const { operationId, method } of operationList) {
    if (method !== 'get')
      run.record(
        `${operationId}.status`,
        operationId,
        'status',
        'skip',
        'not sent: a read-only run sends GET requests only',
      );
  }
}

/** Whether a removal ended with the record gone: removed now, or already gone (404). */
async function removed(remove: () => PromiseLike<unknown>): Promise<string | undefined> {
  try {
    await remove();
    return undefined;
  } catch (error) {
    return (error as { status?: unknown }).status === 404 ? undefined : rootCause(error);
  }
}

/**
 * Removes what a failed step left: open orders, then pets. Categories stay (the API cannot delete
 * one), named in a check so that a person can find them.
 */
export async function cleanUp(run: ConformanceRun, own: OwnRecords): Promise<void> {
  const leftovers = [
    {
      kind: 'order',
      ids: own.orders,
      operationId: 'cancelOrder',
      remove: cancelOrder,
      done: 'cancelled',
      undone: 'still open',
    },
    {
      kind: 'pet',
      ids: own.pets,
      operationId: 'deletePet',
      remove: deletePet,
      done: 'deleted',
      undone: 'still there',
    },
  ] as const;
  for (const { kind, ids, operationId, remove, done, undone } of leftovers) {
    for (const id of ids) {
      const failure = await removed(() => remove(run.core, id));
      run.record(
        `cleanup.${kind}-${id}`,
        operationId,
        'cleanup',
        failure ? 'fail' : 'pass',
        failure
          ? `${kind} ${id} is ${undone} (${failure}): remove it by hand`
          : `${done} ${kind} ${id}, left by a failed step`,
      );
    }
  }
  if (own.categories.length > 0) {
    const names = own.categories.map(({ id, name }) => `${id} "${name}"`).join(', ');
    run.record(
      'cleanup.categories',
      'createCategory',
      'cleanup',
      'pass',
      `left category ${names}: the API cannot delete a category`,
    );
  }
}
