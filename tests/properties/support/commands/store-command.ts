import { type OperationId, operations } from '@petstore/contract';
import type fc from 'fast-check';
import type { Api } from '../api';
import { checkInvariants, type StoreSnapshot } from '../invariants';
import type { StoreModel } from '../store-model';

/** The system under test of a model-based run: the mock behind real MSW interception. */
export interface RealStore {
  readonly api: Api;
  snapshot(): StoreSnapshot;
}

/**
 * One valid operation of a model-based run. Every command is always runnable: aimed at a record
 * that is gone, it checks the error the service owes. After each command the store's invariants
 * are checked against a snapshot.
 */
export abstract class StoreCommand implements fc.AsyncCommand<StoreModel, RealStore> {
  check(): boolean {
    return true;
  }

  async run(model: StoreModel, real: RealStore): Promise<void> {
    const sent = new Set<OperationId>();
    const call: Api['call'] = (operationId, input) => {
      sent.add(operationId);
      return real.api.call(operationId, input);
    };
    await this.apply(model, { ...real, api: Object.assign(Object.create(real.api) as Api, { call }) });
    checkNamedOperationSent(this, sent);
    checkInvariants(model, real.snapshot());
  }

  /** Sends the request, checks the answer against the model, and moves the model. */
  protected abstract apply(model: StoreModel, real: RealStore): Promise<void>;

  abstract toString(): string;
}

/** `CancelOrder` → `cancelOrder`; `cancelOrder(#3)` → `cancelOrder`. */
const operationNamed = (name: string): OperationId | undefined => {
  const id = name.charAt(0).toLowerCase() + name.slice(1);
  return Object.hasOwn(operations, id) ? (id as OperationId) : undefined;
};

/**
 * A command whose class or description is named after an operation sends that operation: a
 * command named `CompleteOrder` that sends `updateOrder` would hide, and clash with, the command
 * of a `completeOrder` operation.
 */
function checkNamedOperationSent(command: StoreCommand, sent: ReadonlySet<OperationId>): void {
  const names = [command.constructor.name, /^\w+/.exec(command.toString())?.[0] ?? ''];
  for (const named of names.map(operationNamed)) {
    if (named === undefined || sent.has(named)) continue;
    throw new Error(
      `the model command ${command.constructor.name} (${command.toString()}) is named after the operation ${named} but sends ${[...sent].join(', ') || 'nothing'}: in tests/properties/support/commands/, rename it after what it sends (its class and its toString), and give ${named} a command of its own`,
    );
  }
}
