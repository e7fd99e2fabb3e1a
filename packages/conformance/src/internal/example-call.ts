import type { ExampleRequest } from '@petstore/contract/internal';
import { encodeQuery, type QueryValue } from '@petstore/contract/internal';
import type { RequestOptions } from '@petstore/sdk';
import * as functions from '@petstore/sdk/functions';
import type { Probe } from './recorder';

type SdkFunction = (core: functions.PetStoreCore, ...args: unknown[]) => PromiseLike<unknown>;

/** The SDK's function of an operation, by its operation id, when it has one. */
function sdkFunctionOf(operationId: string): SdkFunction | undefined {
  const value = (functions as Record<string, unknown>)[operationId];
  return typeof value === 'function' && operationId !== 'PetStoreCore' ? (value as SdkFunction) : undefined;
}

/**
 * A request built from the contract, as a step sends it: through the SDK's function of its
 * operation, or, for an operation the SDK has no function for (the OpenAPI document), as a probe
 * riding on a `listPets` call, so that it still waits at the rate-limit gate.
 */
export function exampleCall(request: ExampleRequest): {
  readonly probe?: Probe;
  readonly send: (core: functions.PetStoreCore, options: RequestOptions) => PromiseLike<unknown>;
} {
  const call = sdkFunctionOf(request.operationId);
  if (call) {
    const input = request.body ?? request.query;
    const args = [...Object.values(request.pathParams), ...(input === undefined ? [] : [input])];
    return { send: (core, options) => call(core, ...args, options) };
  }
  const query = request.query ? `?${encodeQuery(request.query as Record<string, QueryValue>)}` : '';
  const probe: Probe = {
    path: `${request.path}${query}`,
    ...(request.method !== 'get' && { method: request.method.toUpperCase() }),
    ...(request.body && {
      body: JSON.stringify(request.body),
      setHeaders: { 'content-type': 'application/json' },
    }),
  };
  return { probe, send: (core, options) => functions.listPets(core, {}, options) };
}
