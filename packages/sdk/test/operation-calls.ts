import type { OperationId } from '@petstore/contract';
import type { ExampleRequest, ValidRequests } from '../../mock/test/support/valid-requests';
import { sdkOperations } from '../scripts/surface';
import type { SdkClient } from './support';

/** Operations an SDK method sends: all but the OpenAPI document. */
export type SdkOperationId = Exclude<OperationId, 'getOpenApiDocument'>;

/** The arguments of an SDK method for a request: its path parameters in order, then its body or query. */
export function argumentsOf(request: ExampleRequest): unknown[] {
  const input = request.body ?? request.query;
  return [...Object.values(request.pathParams), ...(input === undefined ? [] : [input])];
}

/**
 * Which SDK method sends which operation, with the arguments of `requests` (built from the
 * contract and a fixture: packages/mock/test/support/valid-requests.ts): where a method lives
 * comes from the SDK's own surface model (packages/sdk/scripts/surface.ts), so a new operation is here without
 * an edit. Tests of every operation, of retries, of lost answers and of hostile servers take their
 * calls from it.
 */
export function operationCalls(
  client: SdkClient,
  requests: ValidRequests,
): Record<SdkOperationId, () => Promise<unknown>> {
  const calls: Partial<Record<SdkOperationId, () => Promise<unknown>>> = {};
  for (const { operation, resource, method } of sdkOperations()) {
    const operationId = operation.operationId as SdkOperationId;
    calls[operationId] = () => {
      const target = resource.reduce<Record<string, unknown>>(
        (parent, name) => parent[name] as Record<string, unknown>,
        client as unknown as Record<string, unknown>,
      );
      const send = target[method] as (...args: unknown[]) => Promise<unknown>;
      return send.apply(target, argumentsOf(requests[operationId]));
    };
  }
  return calls as Record<SdkOperationId, () => Promise<unknown>>;
}
